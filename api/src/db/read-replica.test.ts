import { createServer, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { PublicVacancyPage, SearchResponse, TeamVacancyPage } from '@platform/contract';
import { buildApp } from '../app';
import { JobRegistry } from '../jobs';
import { storeTestResume } from '../modules/cv/testing';
import { rememberTestDatabase, signUp, testConfig } from '../testing/app';
import type { Database } from './database';
import { errorCode } from './errors';
import { migrate } from './migrate';
import { startPglite } from './pglite';
import { openPostgres } from './postgres';
import { openReadReplica, type ReadDatabase } from './read-replica';
import { describeEachDatabase } from './testing';
import { serveOverWire, type WireServer } from './wire-server';

const SEARCH_URL = '/api/webapp/resumes_search/resumes/';

/** Waits for `condition` to hold, checking every 50 ms, failing after `timeoutMs`. */
async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The "replica" is a database of its own (PGlite served over the wire protocol, as the embedded
 * database is) holding different rows from the primary: which rows come back shows where a query
 * ran. Stopping its server is the replica going down; serving it again on the same port, it coming back.
 */
describeEachDatabase('reads routed to the replica (DATABASE_READ_URL)', (getDb) => {
  let replicaPglite: PGlite;
  let replicaServer: WireServer;
  let replicaPort: number;
  let reads: ReadDatabase;
  let app: FastifyInstance;
  const switches: string[] = [];

  const search = async (text: string, cookie?: string): Promise<SearchResponse> => {
    const response = await app.inject({ method: 'POST', url: SEARCH_URL, payload: { text }, headers: cookie === undefined ? {} : { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    const primary = getDb();
    ({ pglite: replicaPglite } = await startPglite({}));
    replicaServer = await serveOverWire(replicaPglite, { host: '127.0.0.1', port: 0 });
    replicaPort = replicaServer.port;
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
    const replicaWriter: Database = await openPostgres(replicaUrl, { kind: 'pglite' });
    await migrate(replicaWriter);
    await storeTestResume(replicaWriter, { basics: { name: 'Zoe Replica', label: 'Zookeeper', summary: 'Keeps zebras.' } });
    await replicaWriter.close();
    await storeTestResume(primary, { basics: { name: 'Yannick Primary', label: 'Yak herder', summary: 'Herds yaks.' } });

    reads = openReadReplica(replicaUrl, primary, { recheckMs: 100, onSwitch: (target) => switches.push(target) });
    app = await buildApp({ db: primary, reads, config: testConfig(), jobs: new JobRegistry() });
    await app.ready();
    rememberTestDatabase(app, primary);
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await reads.close();
    await replicaServer.close();
    await replicaPglite.close();
  });

  it('runs searches on the replica: its CVs are found, the primary-only ones are not', async () => {
    expect((await search('zebras')).items.map((item) => item.name)).toEqual(['Zoe Replica']);
    expect((await search('yaks')).total).toBe(0);
    expect(reads.target()).toBe('replica');
  });

  it("keeps the caller's own writes on the primary: the session, the search history, the team's vacancy list", async () => {
    // The account exists on the primary only: a session read from the replica would be signed out.
    const recruiter = await signUp(app, { kind: 'recruiter' });
    const found = await search('zebras', recruiter.cookie);
    expect(found.total).toBe(1);
    const history = await getDb().query<{ total: number }>('SELECT total FROM search_history WHERE user_id = $1', [recruiter.session.user.id]);
    expect(history.rows).toEqual([{ total: 1 }]);

    const created = await app.inject({
      method: 'POST',
      url: '/api/team/vacancies',
      headers: { cookie: recruiter.cookie },
      payload: { title: 'Zookeeper (night shifts)', status: 'open' },
    });
    expect(created.statusCode).toBe(201);
    const own: TeamVacancyPage = (await app.inject({ method: 'GET', url: '/api/team/vacancies', headers: { cookie: recruiter.cookie } })).json();
    expect(own.items.map((item) => item.title)).toEqual(['Zookeeper (night shifts)']);
    // The public job board reads the replica, which has no vacancy at all.
    const board: PublicVacancyPage = (await app.inject({ method: 'GET', url: '/api/vacancies' })).json();
    expect(board.total).toBe(0);
  });

  it('refuses a write sent through the read connection', async () => {
    const attempt = reads.query("INSERT INTO search_history (user_id, criteria, total, total_is_estimate) VALUES (gen_random_uuid(), '{}', 0, false)");
    await expect(attempt.catch((error: unknown) => errorCode(error))).resolves.toBe('25006');
  });

  it('runs a query the replica cancels over a recovery conflict again on the primary, and keeps using the replica', async () => {
    // The same function on both: on the stand-in replica it fails as a hot standby's replay
    // cancels a query (SQLSTATE 40001); on the primary it answers where it ran.
    // (The stand-in serves one session, which the read pool has made read-only by default.)
    const replicaWriter = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${replicaPort}/postgres` });
    await replicaWriter.connect();
    await replicaWriter.query(
      `BEGIN READ WRITE;
       CREATE FUNCTION served_by() RETURNS text LANGUAGE plpgsql AS $$ BEGIN
         RAISE EXCEPTION 'canceling statement due to conflict with recovery' USING ERRCODE = '40001'; END $$;
       COMMIT`,
    );
    await replicaWriter.end();
    await getDb().query("CREATE FUNCTION served_by() RETURNS text LANGUAGE sql AS $$ SELECT 'primary' $$");
    try {
      const { rows } = await reads.query<{ served: string }>('SELECT served_by() AS served');
      expect(rows).toEqual([{ served: 'primary' }]);
      expect(reads.target()).toBe('replica');
      expect((await search('zebras')).total).toBe(1);
    } finally {
      await getDb().query('DROP FUNCTION served_by()');
    }
  });

  it('falls back to the primary while the replica is down, without waiting on it per query, and returns when it is back', async () => {
    await replicaServer.close();
    // The worst kind of down: the address accepts connections and never answers (a hung host).
    const sockets = new Set<Socket>();
    const hung = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hung.listen(replicaPort, '127.0.0.1', resolve));

    // The first search waits out the connect timeout (1 s), then runs again on the primary.
    expect((await search('yaks')).items.map((item) => item.name)).toEqual(['Yannick Primary']);
    expect(reads.target()).toBe('primary');
    // Later ones go straight to the primary. Had each of five searches waited on the replica, they
    // would take five connect timeouts at least; a loaded machine still runs them well within that.
    const started = performance.now();
    for (let i = 0; i < 5; i += 1) expect((await search('yaks')).total).toBe(1);
    expect(performance.now() - started).toBeLessThan(5 * 1000);
    expect(reads.target()).toBe('primary');

    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => hung.close(() => resolve()));
    replicaServer = await serveOverWire(replicaPglite, { host: '127.0.0.1', port: replicaPort });
    await until(() => reads.target() === 'replica');
    expect((await search('zebras')).total).toBe(1);
    expect(switches).toEqual(['primary', 'replica']);
  });
});
