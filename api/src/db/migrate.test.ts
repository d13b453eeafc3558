import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMigrations, migrate } from './migrate';
import { describeEachDatabase } from './testing';

describeEachDatabase('migrations', (getDb) => {
  it('has applied every migration file, in order, and records them', async () => {
    const { rows } = await getDb().query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(listMigrations());
    expect(listMigrations()[0]).toBe('001_accounts.sql');
  });

  it('does nothing when run again', async () => {
    expect(await migrate(getDb())).toEqual([]);
  });

  it('creates the account tables with case-insensitive unique e-mails', async () => {
    const db = getDb();
    await db.query(`INSERT INTO users (email, password_hash, name, kind) VALUES ('Case@Example.test', 'x', 'A', 'candidate')`);
    await expect(
      db.query(`INSERT INTO users (email, password_hash, name, kind) VALUES ('case@example.TEST', 'x', 'B', 'candidate')`),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.query(`INSERT INTO users (email, password_hash, name, kind) VALUES ('x@example.test', 'x', 'C', 'admin')`),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('returns the same JavaScript types on every database', async () => {
    const { rows } = await getDb().query<Record<string, unknown>>(
      `SELECT count(*) AS n, 1.5::numeric AS num, DATE '2024-01-02' AS d, now() AS ts,
              '{"a": 1}'::jsonb AS j, ARRAY[1, 2]::int8[] AS ids, gen_random_uuid() AS id`,
    );
    expect(rows[0]).toEqual({
      n: 1,
      num: '1.5',
      d: new Date('2024-01-02T00:00:00.000Z'),
      ts: expect.any(Date),
      j: { a: 1 },
      ids: [1, 2],
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  describe('with a failing migration', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'migrations-'));
      writeFileSync(
        join(dir, '001_first.sql'),
        "CREATE TABLE mig_probe_a (id int); -- a comment; with a semicolon\nCREATE TABLE mig_probe_b (note text DEFAULT 'a;b');",
      );
      writeFileSync(join(dir, '002_broken.sql'), 'CREATE TABLE mig_probe_c (id int);\nSELECT no_such_function();');
    });
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
    });

    it('applies the good ones, rolls the failing one back entirely and names it', async () => {
      const db = getDb();
      await expect(migrate(db, dir)).rejects.toThrow(/002_broken\.sql failed/);
      const tables = await db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_name LIKE 'mig_probe_%' ORDER BY 1`,
      );
      expect(tables.rows.map((row) => row.name)).toEqual(['mig_probe_a', 'mig_probe_b']);
      const recorded = await db.query('SELECT 1 FROM schema_migrations WHERE name = $1', ['002_broken.sql']);
      expect(recorded.rowCount).toBe(0);
    });
  });
});

describe('listMigrations', () => {
  it('refuses files that do not follow NNN_name.sql', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      writeFileSync(join(dir, '1_bad-name.sql'), 'SELECT 1');
      expect(() => listMigrations(dir)).toThrow(/1_bad-name\.sql/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
