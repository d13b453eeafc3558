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
