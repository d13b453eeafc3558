import { poolWaitTimeouts, statementTimeouts } from '../metrics/registry';
import { seriesValue } from '../metrics/testing';
import { DatabaseBusyError } from './errors';
import { openPostgres, sessionSettings } from './postgres';

const serverUrl = process.env.DATABASE_URL;

describe('session settings', () => {
  it('turn JIT off on a PostgreSQL server and send nothing to the embedded server (PGlite has no JIT)', () => {
    expect(sessionSettings('postgres')).toEqual({ options: '-c jit=off' });
    expect(sessionSettings('pglite')).toEqual({});
  });
});

// Against a server only (as the [postgres] half of describeEachDatabase): PGlite has no JIT.
if (serverUrl !== undefined && serverUrl !== '') {
  describe('connections to a PostgreSQL server', () => {
    it('run without JIT compilation, on the query pool and on the readiness probe', async () => {
      const db = await openPostgres(serverUrl);
      try {
        expect((await db.query<{ jit: string }>('SHOW jit')).rows).toEqual([{ jit: 'off' }]);
        expect((await db.probe?.query<{ jit: string }>('SHOW jit'))?.rows).toEqual([{ jit: 'off' }]);
      } finally {
        await db.close();
      }
    });

    it('count statements cancelled by the statement timeout and queries refused for want of a connection, and report the pool', async () => {
      const db = await openPostgres(serverUrl, { max: 1, statementTimeoutMs: 100, poolWaitMs: 200 });
      try {
        const timeouts = await seriesValue(statementTimeouts, { database: 'primary' });
        const waits = await seriesValue(poolWaitTimeouts);
        await expect(db.query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
        expect(await seriesValue(statementTimeouts, { database: 'primary' })).toBe(timeouts + 1);

        let release: () => void = () => undefined;
        const held = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
        await new Promise((resolve) => setImmediate(resolve));
        const waiting = db.query('SELECT 1');
        expect(db.poolStats?.()).toEqual({ total: 1, idle: 0, waiting: 1 });
        await expect(waiting).rejects.toBeInstanceOf(DatabaseBusyError);
        expect(await seriesValue(poolWaitTimeouts)).toBe(waits + 1);
        release();
        await held;
        expect(db.poolStats?.()).toEqual({ total: 1, idle: 1, waiting: 0 });
      } finally {
        await db.close();
      }
    });

    it("keep the connection URL's own session options", async () => {
      const url = new URL(serverUrl);
      url.searchParams.set('options', '-c jit=on');
      const db = await openPostgres(url.toString());
      try {
        expect((await db.query<{ jit: string }>('SHOW jit')).rows).toEqual([{ jit: 'on' }]);
      } finally {
        await db.close();
      }
    });
  });
}
