import { request } from 'node:http';
import type { Database } from './db/database';
import { apiCall, registerRecruiter, resumeDocument } from './testing/api-client';
import { type ApiDatabaseTarget, type ApiProcess, embeddedTarget, freePort, startApiProcess, withDatabase } from './testing/api-process';

/**
 * The API process on the embedded database, started and stopped for real: the first demo-data
 * load cut by SIGKILL and finished by the next start, then SIGTERM draining a request in flight.
 * The tests run in order on one data folder (the second uses the API the first left running).
 */

const TIMEOUT_MS = 180_000;
/** Four chunks of the generated set (200 each): the kill lands after the first, inside the load's transaction. */
const DEMO_CVS = 800;

async function count(db: Database, sql: string): Promise<number> {
  const { rows } = await db.query<{ count: unknown }>(sql);
  return Number(rows[0]?.count);
}

/** Whether a new TCP connection to `port` is refused (the server stopped listening). */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
      response.resume();
      resolve(false);
    });
    probe.once('error', (error) => resolve('code' in error && error.code === 'ECONNREFUSED'));
    probe.end();
  });
}

describe('the API process on the embedded database', () => {
  let target: ApiDatabaseTarget;
  let api: ApiProcess;
  let port: number;
  const start = (): ApiProcess => startApiProcess({ ...target.env, PORT: String(port), DEMO_CV_COUNT: String(DEMO_CVS), AUTH_RATE_LIMIT: '100000' });


  beforeAll(async () => {
    target = embeddedTarget();
    port = await freePort();
  });
  afterAll(async () => {
    await api?.kill('SIGKILL', { group: true });
    await target?.dispose();
  }, TIMEOUT_MS);

  test(
    'a first demo load killed with -9 midway is finished by the next start: every demo CV once, accounts once',
    async () => {
      api = start();
      await api.waitForLine(/"msg":"demo CVs generated"/);
      // The whole group, the embedded database server too (a crash of the machine or container).
      await api.kill('SIGKILL', { group: true });
      expect(api.output.some((line) => line.includes('"msg":"demo data loaded"'))).toBe(false);

      api = start();
      await api.waitForLine(/"msg":"demo data loaded"/);
      await api.waitUntilReady();
      await withDatabase(target, async (db) => {
        expect(await count(db, 'SELECT count(*) AS count FROM resumes WHERE is_demo')).toBe(DEMO_CVS);
        expect(await count(db, 'SELECT count(DISTINCT resume) AS count FROM resumes WHERE is_demo')).toBe(DEMO_CVS);
        expect(await count(db, "SELECT count(*) AS count FROM users WHERE email IN ('demo@example.com', 'candidate@example.com')")).toBe(2);
        expect(await count(db, "SELECT count(*) AS count FROM resumes WHERE username = 'candidate'")).toBe(1);
        expect(await count(db, 'SELECT count(*) AS count FROM demo_data_load WHERE completed_at IS NOT NULL')).toBe(1);
        expect(await count(db, 'SELECT count(*) AS count FROM (SELECT 1 FROM vacancies GROUP BY team_id, title HAVING count(*) > 1) doubled')).toBe(0);
        expect(await count(db, 'SELECT count(*) AS count FROM (SELECT 1 FROM scouts GROUP BY user_id, name HAVING count(*) > 1) doubled')).toBe(0);
      });
      const search = await apiCall(api.origin, 'POST', '/api/webapp/resumes_search/resumes/', { body: { text: 'developer' } });
      expect(search.status).toBe(200);
    },
    TIMEOUT_MS,
  );

  test(
    'SIGTERM: a slow request in flight completes with its answer, new connections are refused, the process exits 0',
    async () => {
      const cookie = await registerRecruiter(api.origin, 'drain@example.test');
      const slow = apiCall(api.origin, 'POST', '/api/cv/import', {
        cookie,
        body: { resumes: Array.from({ length: 1000 }, (_, index) => resumeDocument(`drain-${index}`)) },
      });
      let answered = false;
      void slow.then(() => {
        answered = true;
      });
      const drained = "SELECT count(*) AS count FROM resumes WHERE resume->'basics'->>'email' LIKE 'drain-%'";
      // In flight for sure: its first transaction (500 CVs) is committed.
      await withDatabase(target, async (db) => {
        for (let found = 0; found === 0; found = await count(db, drained)) await new Promise((resolve) => setTimeout(resolve, 20));
      });
      const exit = api.kill('SIGTERM');
      for (let refused = false; !refused; refused = await connectionRefused(port)) await new Promise((resolve) => setTimeout(resolve, 20));
      const refusedWhileInFlight = !answered;

      const response = await slow;
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ imported: 1000, rejected: 0 });
      expect(refusedWhileInFlight).toBe(true);
      expect(await exit).toEqual({ code: 0, signal: null });
    },
    TIMEOUT_MS,
  );
});
