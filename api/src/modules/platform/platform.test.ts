import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { DatabaseBusyError, errorCode } from '../../db/errors';
import { migrate } from '../../db/migrate';
import { openPostgres } from '../../db/postgres';
import { describeEachDatabase } from '../../db/testing';
import { JobRegistry } from '../../jobs';
import { createTestApp, testConfig } from '../../testing/app';

describeEachDatabase('platform module', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports liveness', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports readiness with the database kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: getDb().kind, checks: { database: 'ok', migrations: 'ok', jobs: 'ok' } });
  });

  it('is not ready while a migration file is not applied', async () => {
    await getDb().query(`DELETE FROM schema_migrations WHERE name = '050_rate_limits.sql'`);
    try {
      // Readiness is a state kept in the background: the next round finds it.
      await app.readiness.refresh();
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toContain('migrations (not applied: 050_rate_limits.sql)');
    } finally {
      await getDb().query(`INSERT INTO schema_migrations (name) VALUES ('050_rate_limits.sql')`);
    }
  });

  it('is not ready while due jobs wait with nobody running them', async () => {
    const { rows } = await getDb().query<{ id: number }>(
      `INSERT INTO jobs (kind, run_at) VALUES ('matrix.test', now() - interval '10 minutes') RETURNING id`,
    );
    try {
      await app.readiness.refresh();
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toContain('jobs (1 job(s) overdue');
    } finally {
      await getDb().query('DELETE FROM jobs WHERE id = $1', [rows[0]?.id]);
    }
  });

  it('runs the checks modules add (app.readiness.add), each bounded in time', async () => {
    const withChecks = await buildApp({ db: getDb(), config: testConfig(), jobs: new JobRegistry() });
    withChecks.readiness.add('smtp', async () => {
      throw new Error('no worker has polled for 5 minutes');
    });
    withChecks.readiness.add('hanging', () => new Promise<void>(() => undefined));
    try {
      const response = await withChecks.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toContain('smtp (no worker has polled for 5 minutes)');
      expect(response.json().error.message).toContain('hanging (no answer within 2000 ms)');
    } finally {
      await withChecks.close();
    }
  });

  it('answers 503 busy with Retry-After when no database connection frees up in time', async () => {
    const busy: Database = {
      kind: 'postgres',
      query: () => Promise.reject(new DatabaseBusyError(new Error('pool timeout'))),
      transaction: () => Promise.reject(new DatabaseBusyError(new Error('pool timeout'))),
      close: () => Promise.resolve(),
    };
    const overloaded = await createTestApp(busy);
    try {
      const response = await overloaded.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: 'x' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { code: 'busy', message: expect.any(String) } });
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await overloaded.close();
    }
  });

  it('reports 503 when the database does not answer', async () => {
    const broken: Database = {
      kind: 'postgres',
      query: () => Promise.reject(new Error('connection refused')),
      transaction: () => Promise.reject(new Error('connection refused')),
      close: () => Promise.resolve(),
    };
    const unready = await createTestApp(broken);
    try {
      const response = await unready.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { code: 'not_ready', message: expect.any(String) } });
    } finally {
      await unready.close();
    }
  });
});

// A PostgreSQL server only: PGlite runs in this process and cannot sleep without freezing it.
const serverUrl = process.env.DATABASE_URL;
if (serverUrl !== undefined && serverUrl !== '') {
  describe('platform module under load [postgres]', () => {
    it('stays ready while every pooled connection is busy, and cancels statements past the timeout', async () => {
      const name = `api_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      // A statement timeout long enough that, however busy this machine is, the probes answer while
      // both connections are still taken: what is asserted is that they wait for none, not a time.
      const db = await openPostgres(url.toString(), { max: 2, statementTimeoutMs: 8000, poolWaitMs: 300 });
      await migrate(db);
      const app = await buildApp({ db, config: testConfig(), jobs: new JobRegistry() });
      try {
        // A flood: both connections taken by slow statements, more waiting for them.
        let cancelled = 0;
        const flood = Array.from({ length: 6 }, () =>
          db.query('SELECT pg_sleep(30)').then(
            () => 'done',
            (error: unknown) => {
              if (errorCode(error) === '57014') cancelled += 1;
              return error;
            },
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        const [ready, health] = await Promise.all([
          app.inject({ method: 'GET', url: '/api/ready' }),
          app.inject({ method: 'GET', url: '/api/health' }),
        ]);
        expect(ready.statusCode).toBe(200);
        expect(health.statusCode).toBe(200);
        expect(cancelled).toBe(0);
        const outcomes = await Promise.all(flood);
        // The two running were cancelled by the server; the others gave up waiting for a connection.
        expect(outcomes.map((outcome) => (outcome instanceof Error ? errorCode(outcome) : outcome)).sort()).toEqual([
          '57014', '57014', 'DB_BUSY', 'DB_BUSY', 'DB_BUSY', 'DB_BUSY',
        ]);
      } finally {
        await app.close();
        await db.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }, 30_000);
  });
}
