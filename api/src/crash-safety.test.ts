import type { Database } from './db/database';
import { makePdf } from './modules/cv/intake/testing/files';
import { multipart } from './modules/cv/intake/testing/multipart';
import { apiCall, registerRecruiter, resumeDocument, type ApiResponse } from './testing/api-client';
import { type ApiDatabaseTarget, type ApiProcess, embeddedTarget, freePort, postgresTarget, startApiProcess, withDatabase } from './testing/api-process';

/**
 * Crash safety, with the API as a real process killed with SIGKILL in the middle of a write, then
 * started again: every write it acknowledged is there, nothing happened twice, and a client that
 * retries what was not acknowledged ends with the data complete. On the embedded database the
 * kill takes either the API alone (its database server then rolls back the cut-off transaction)
 * or the whole process group (the database server too, leaving its folder's lock behind, as when
 * a container dies); on PostgreSQL (when DATABASE_URL is set) the server rolls back.
 */

const TIMEOUT_MS = 180_000;

/** Polls `read` until `done` holds for its value. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The outcome of a request cut by a kill: its response, or `undefined` when none came. */
function settle(request: Promise<ApiResponse>): Promise<ApiResponse | undefined> {
  return request.then(
    (response) => response,
    () => undefined,
  );
}

function numberOf(value: unknown): number {
  return Number(value);
}

async function count(db: Database, sql: string, params: readonly unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ count: unknown }>(sql, params);
  return numberOf(rows[0]?.count);
}

function targets(): Array<() => Promise<ApiDatabaseTarget>> {
  const list: Array<() => Promise<ApiDatabaseTarget>> = [async () => embeddedTarget()];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl !== undefined && serverUrl !== '') list.push(() => postgresTarget(serverUrl));
  return list;
}

describe.each(targets().map((make, index) => ({ make, name: index === 0 ? 'the embedded database' : 'PostgreSQL' })))(
  'kill -9 of the API on $name',
  ({ make }) => {
    let target: ApiDatabaseTarget;
    let api: ApiProcess;
    let port: number;

    async function start(): Promise<void> {
      api = startApiProcess({
        ...target.env,
        PORT: String(port),
        DEMO_CV_COUNT: '0',
        AUTH_RATE_LIMIT: '100000',
        SEARCH_RATE_LIMIT: '100000',
      });
      await api.waitUntilReady();
    }


    beforeAll(async () => {
      target = await make();
      port = await freePort();
      await start();
    }, TIMEOUT_MS);
    afterAll(async () => {
      await api?.kill('SIGKILL', { group: true });
      await target?.dispose();
    }, TIMEOUT_MS);

    test(
      'during a large import: the acknowledged import is there, and the retried one ends with each CV once',
      async () => {
        const cookie = await registerRecruiter(api.origin, 'importer@example.test');
        const acknowledged = await apiCall(api.origin, 'POST', '/api/cv/import', {
          cookie,
          body: { resumes: [0, 1, 2].map((index) => resumeDocument(`acked-${index}`)) },
        });
        expect(acknowledged.status).toBe(201);
        const big = { resumes: Array.from({ length: 1000 }, (_, index) => resumeDocument(`bulk-${index}`)) };
        const cut = settle(apiCall(api.origin, 'POST', '/api/cv/import', { cookie, body: big }));
        // Killed once the first of its transactions (500 CVs) is committed and before the request ends.
        const bulkCount = "SELECT count(*) AS count FROM resumes WHERE resume->'basics'->>'email' LIKE 'bulk-%'";
        await withDatabase(target, (db) => until(() => count(db, bulkCount), (found) => found > 0, 'the first imported chunk'));
        await api.kill('SIGKILL');
        expect(await cut).toBeUndefined();

        await start();
        const retried = await apiCall(api.origin, 'POST', '/api/cv/import', { cookie, body: big });
        expect(retried.status).toBe(201);
        expect(retried.body).toMatchObject({ imported: 1000, rejected: 0 });
        await withDatabase(target, async (db) => {
          expect(await count(db, "SELECT count(*) AS count FROM resumes WHERE resume->'basics'->>'email' LIKE 'acked-%'")).toBe(3);
          expect(await count(db, bulkCount)).toBe(1000);
          const doubled = await db.query(
            "SELECT resume->'basics'->>'email' AS email FROM resumes WHERE type = 'imported' GROUP BY 1 HAVING count(*) > 1",
          );
          expect(doubled.rows).toEqual([]);
        });
      },
      TIMEOUT_MS,
    );

    test(
      'during a batch of CV files saved at once: each file and its CV are both there or both absent, and the retry ends with each once',
      async () => {
        const cookie = await registerRecruiter(api.origin, 'file-importer@example.test');
        // Files of many pages: the batch takes long enough to be cut in its middle.
        const files = await Promise.all(
          Array.from({ length: 20 }, async (_, index) => ({
            name: `crash-${index}.pdf`,
            bytes: await makePdf([`Person Number${String.fromCharCode(65 + index)}`, 'Engineer', `crash-${index}@example.test`, ...Array.from({ length: 1500 }, (_, line) => `Line ${line} of the experience section`)]),
          })),
        );
        const upload = () => {
          const body = multipart(files);
          return fetch(`${api.origin}/api/cv/import/files?save=true`, { method: 'POST', headers: { cookie, ...body.headers }, body: new Uint8Array(body.payload) });
        };
        const cut = upload().then(
          (response) => response.status,
          () => undefined,
        );
        const saved = "SELECT count(*) AS count FROM resumes WHERE resume->'basics'->>'email' LIKE 'crash-%'";
        await withDatabase(target, (db) => until(() => count(db, saved), (found) => found > 0, 'the first saved file'));
        await api.kill('SIGKILL');
        expect(await cut).toBeUndefined();

        await start();
        await withDatabase(target, async (db) => {
          const cvs = await count(db, saved);
          expect(cvs).toBeGreaterThan(0);
          expect(cvs).toBeLessThan(files.length);
          // Nothing half-imported: no CV without its file, no file without its CV (save=true keeps no drafts).
          expect(await count(db, "SELECT count(*) AS count FROM resumes r WHERE r.resume->'basics'->>'email' LIKE 'crash-%' AND NOT EXISTS (SELECT 1 FROM cv_files f WHERE f.resume_id = r.id)")).toBe(0);
          expect(await count(db, "SELECT count(*) AS count FROM cv_files WHERE file_name LIKE 'crash-%' AND resume_id IS NULL")).toBe(0);
        });
        const retried = await upload();
        expect(retried.status).toBe(201);
        const results: unknown = await retried.json();
        expect(results).toMatchObject({ results: files.map(() => ({ status: expect.stringMatching(/^(imported|updated)$/) })) });
        await withDatabase(target, async (db) => {
          expect(await count(db, saved)).toBe(files.length);
          expect(await count(db, "SELECT count(*) AS count FROM cv_files WHERE file_name LIKE 'crash-%'")).toBe(files.length);
        });
      },
      TIMEOUT_MS,
    );

    test(
      'during promo activations: each acknowledged one is there, no team is credited twice, retries finish the rest',
      async () => {
        const CREDITS = 7;
        const STARTING = 20;
        await withDatabase(target, (db) => db.query('INSERT INTO campaigns (code, credits) VALUES ($1, $2)', ['crash-test', CREDITS]));
        const cookies: string[] = [];
        for (let index = 0; index < 16; index += 1) cookies.push(await registerRecruiter(api.origin, `promo-${index}@example.test`));
        const activate = (cookie: string) => apiCall(api.origin, 'GET', '/api/set_promocode?utm_campaign=crash-test', { cookie });

        const outcomes: Array<ApiResponse | undefined> = cookies.map(() => undefined);
        let firstAcknowledged: () => void = () => undefined;
        const acknowledged = new Promise<void>((resolve) => {
          firstAcknowledged = resolve;
        });
        const inFlight = cookies.map((cookie, index) =>
          settle(activate(cookie)).then((response) => {
            outcomes[index] = response;
            if (response?.status === 200) firstAcknowledged();
          }),
        );
        await acknowledged;
        // The whole group: on the embedded database its server dies too and leaves the folder's lock.
        await api.kill('SIGKILL', { group: true });
        await Promise.all(inFlight);
        const acked = outcomes.flatMap((outcome, index) => (outcome?.status === 200 ? [index] : []));
        expect(acked.length).toBeGreaterThan(0);
        expect(outcomes.every((outcome) => outcome === undefined || outcome.status === 200)).toBe(true);

        await start();
        const credits = () =>
          withDatabase(target, async (db) => {
            const { rows } = await db.query<{ email: string; credits: number; activations: unknown }>(
              `SELECT u.email, t.credits, (SELECT count(*) FROM promo_activations p WHERE p.user_id = u.id) AS activations
                 FROM users u JOIN team_members m ON m.user_id = u.id JOIN teams t ON t.id = m.team_id
                WHERE u.email LIKE 'promo-%' ORDER BY u.email`,
            );
            return new Map(rows.map((row) => [row.email, { credits: row.credits, activations: numberOf(row.activations) }]));
          });
        const afterCrash = await credits();
        for (const [index] of cookies.entries()) {
          const state = afterCrash.get(`promo-${index}@example.test`);
          // Atomic: credited exactly when the activation is recorded; acknowledged ones are recorded.
          expect(state).toBeDefined();
          expect(state?.credits).toBe(state?.activations === 1 ? STARTING + CREDITS : STARTING);
          expect(state?.activations).toBeLessThanOrEqual(1);
          if (acked.includes(index)) expect(state?.activations).toBe(1);
        }
        const retries = await Promise.all(cookies.map(activate));
        for (const [index, retry] of retries.entries()) {
          // A cut-off activation that committed answers 409 like an acknowledged one; the others now apply.
          const committed = afterCrash.get(`promo-${index}@example.test`)?.activations === 1;
          expect(retry.status).toBe(committed ? 409 : 200);
        }
        const final = await credits();
        expect([...final.values()]).toEqual(cookies.map(() => ({ credits: STARTING + CREDITS, activations: 1 })));
      },
      TIMEOUT_MS,
    );

    test(
      'during manual scouting runs: acknowledged runs are there with their counts, an unacknowledged one is whole or absent',
      async () => {
        const cookie = await registerRecruiter(api.origin, 'scout@example.test');
        const imported = await apiCall(api.origin, 'POST', '/api/cv/import', {
          cookie,
          body: { resumes: Array.from({ length: 240 }, (_, index) => resumeDocument(`scouted-${index}`, index % 2 === 0 ? 'Erlang' : 'Elixir')) },
        });
        expect(imported.status).toBe(201);
        const scoutIds: number[] = [];
        for (const [index, text] of ['erlang', 'elixir', 'erlang OR elixir', 'kubernetes', 'docker', 'postgresql'].entries()) {
          const created = await apiCall(api.origin, 'POST', '/api/user/scouts', { cookie, body: { name: `Scout ${index}`, criteria: { text } } });
          expect(created.status).toBe(201);
          scoutIds.push(numberOf(Reflect.get(Object(created.body), 'id')));
        }
        const run = (id: number) => apiCall(api.origin, 'POST', `/api/user/scouts/${id}/run`, { cookie });

        const outcomes: Array<ApiResponse | undefined> = scoutIds.map(() => undefined);
        let firstAcknowledged: () => void = () => undefined;
        const acknowledged = new Promise<void>((resolve) => {
          firstAcknowledged = resolve;
        });
        const inFlight = scoutIds.map((id, index) =>
          settle(run(id)).then((response) => {
            outcomes[index] = response;
            if (response?.status === 201) firstAcknowledged();
          }),
        );
        await acknowledged;
        await api.kill('SIGKILL');
        await Promise.all(inFlight);
        const ackedRuns = outcomes.flatMap((outcome) => (outcome?.status === 201 ? [Object(outcome.body)] : []));
        expect(ackedRuns.length).toBeGreaterThan(0);

        await start();
        await withDatabase(target, async (db) => {
          for (const ackedRun of ackedRuns) {
            const runId = numberOf(Reflect.get(ackedRun, 'id'));
            const { rows } = await db.query('SELECT total, new_count FROM scout_runs WHERE id = $1', [runId]);
            expect(rows).toEqual([{ total: Reflect.get(ackedRun, 'total'), new_count: Reflect.get(ackedRun, 'newCount') }]);
          }
        });
        // Run again: acknowledged scouts find nothing new. An unacknowledged run either was cut
        // before its commit (nothing stored: every match is new again) or committed before its
        // answer was lost (it is the previous run: nothing new); never half of either.
        const again: unknown[] = [];
        for (const [index, id] of scoutIds.entries()) {
          const response = await run(id);
          expect(response.status).toBe(201);
          const body = Object(response.body);
          again.push(body);
          const runs = await withDatabase(target, (db) => count(db, 'SELECT count(*) AS count FROM scout_runs WHERE scout_id = $1', [id]));
          if (outcomes[index]?.status === 201) expect(runs).toBe(2);
          expect([1, 2]).toContain(runs);
          expect(Reflect.get(body, 'newCount')).toBe(runs === 2 ? 0 : Reflect.get(body, 'total'));
        }
        // `erlang OR elixir` finds each of the 240 imported CVs, whether its first run was cut or not.
        expect(Reflect.get(Object(again[2]), 'total')).toBe(240);
      },
      TIMEOUT_MS,
    );
  },
);
