import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { Database } from './database';
import { errorCode } from './errors';
import { migrate } from './migrate';
import { startPglite } from './pglite';
import { openPostgres } from './postgres';
import { serveOverWire, type WireServer } from './wire-server';

describe('PGlite over the wire protocol', () => {
  let pglite: PGlite;
  let server: WireServer;
  let db: Database;

  beforeAll(async () => {
    ({ pglite } = await startPglite({}));
    server = await serveOverWire(pglite, { host: '127.0.0.1', port: 0 });
    db = await openPostgres(`postgres://postgres@127.0.0.1:${server.port}/postgres`);
    await db.query('CREATE TABLE items (id serial PRIMARY KEY, v integer NOT NULL UNIQUE)');
  }, 120_000);

  afterAll(async () => {
    await db.close();
    await server.close();
    await pglite.close();
  });

  it('answers many concurrent parameterised queries from a pool, each with its own result', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => db.query<{ x: number; s: string }>('SELECT $1::int * 2 AS x, $2::text AS s', [i, `s${i}`])),
    );
    expect(results.map((result) => result.rows[0])).toEqual(Array.from({ length: 200 }, (_, i) => ({ x: i * 2, s: `s${i}` })));
  });

  it('keeps concurrent transactions apart, including ones that fail and roll back', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        db
          .transaction(async (tx) => {
            await tx.query('INSERT INTO items (v) VALUES ($1)', [1000 + i]);
            // A third of them break a constraint mid-transaction, as a duplicate promo use does.
            if (i % 3 === 0) await tx.query('INSERT INTO items (v) VALUES ($1)', [1000 + i]);
            const seen = await tx.query<{ n: number }>('SELECT count(*) AS n FROM items WHERE v = $1', [1000 + i]);
            return seen.rows[0]?.n;
          })
          .then(
            (n) => ({ ok: true, n }),
            (error: unknown) => ({ ok: false, n: errorCode(error) }),
          ),
      ),
    );
    // Other connections' queries running meanwhile, outside transactions.
    expect(outcomes).toEqual(
      Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? { ok: false, n: '23505' } : { ok: true, n: 1 })),
    );
    const committed = await db.query<{ n: number }>('SELECT count(*) AS n FROM items WHERE v >= 1000');
    expect(committed.rows[0]?.n).toBe(40);
  });

  it('interleaves plain queries with failing transactions without mixing their results', async () => {
    const work = Array.from({ length: 80 }, (_, i) =>
      i % 4 === 0
        ? db
            .transaction(async (tx) => {
              await tx.query('SELECT 1 / 0');
            })
            .then(
              () => 'committed',
              () => 'rolled back',
            )
        : db.query<{ x: number }>('SELECT $1::int AS x', [i]).then((result) => result.rows[0]?.x),
    );
    expect(await Promise.all(work)).toEqual(Array.from({ length: 80 }, (_, i) => (i % 4 === 0 ? 'rolled back' : i)));
  });

  it.each([
    ['says goodbye', (client: Client) => client.end()],
    ['vanishes', async (client: Client) => void client.connection.stream.destroy()],
  ])('rolls back the open transaction of a client that %s, and lets others go on', async (_how, leave) => {
    const url = `postgres://postgres@127.0.0.1:${server.port}/postgres`;
    const quitter = new Client({ connectionString: url });
    quitter.on('error', () => undefined); // its connection is cut on purpose
    await quitter.connect();
    await quitter.query('BEGIN');
    await quitter.query('INSERT INTO items (v) VALUES (5)');
    // While it holds the session, another query waits for its turn...
    const waiting = db.query<{ n: number }>('SELECT count(*) AS n FROM items WHERE v = 5');
    // ...and gets it once the holder vanishes, seeing nothing of the abandoned transaction.
    await leave(quitter);
    const seen = await waiting;
    expect(seen.rows[0]?.n).toBe(0);
  });

  it('runs the migrations through it', async () => {
    const { pglite: separate } = await startPglite({});
    const other = await serveOverWire(separate, { host: '127.0.0.1', port: 0 });
    const remote = await openPostgres(`postgres://postgres@127.0.0.1:${other.port}/postgres`);
    try {
      const applied = await migrate(remote);
      expect(applied.length).toBeGreaterThan(0);
      expect(await migrate(remote)).toEqual([]);
    } finally {
      await remote.close();
      await other.close();
      await separate.close();
    }
  }, 120_000);
});

describe('PGlite over the wire protocol, with a password', () => {
  let pglite: PGlite;
  let server: WireServer;
  const password = 'generated-secret-1';

  beforeAll(async () => {
    ({ pglite } = await startPglite({}));
    server = await serveOverWire(pglite, { host: '127.0.0.1', port: 0, password });
  }, 120_000);

  afterAll(async () => {
    await server.close();
    await pglite.close();
  });

  const connect = async (url: string): Promise<unknown> => {
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      return (await client.query('SELECT 41 + 1 AS answer')).rows[0];
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  it('serves a client that sends the password', async () => {
    await expect(connect(`postgres://postgres:${password}@127.0.0.1:${server.port}/postgres`)).resolves.toEqual({ answer: 42 });
  });

  it.each([
    ['a wrong password', `postgres://postgres:wrong@127.0.0.1:PORT/postgres`],
    ['no password', `postgres://postgres@127.0.0.1:PORT/postgres`],
  ])('refuses %s with SQLSTATE 28P01 and runs nothing', async (_what, template) => {
    const error = await connect(template.replace('PORT', String(server.port))).then(
      () => new Error('connected'),
      (failure: unknown) => failure,
    );
    expect(errorCode(error) ?? String(error)).toBe('28P01');
    // The session is not left owned by the refused client.
    await expect(connect(`postgres://postgres:${password}@127.0.0.1:${server.port}/postgres`)).resolves.toEqual({ answer: 42 });
  });
});

