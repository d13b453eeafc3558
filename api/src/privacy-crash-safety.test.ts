import type { Database } from './db/database';
import { enqueueJob } from './jobs';
import { apiCall, registerRecruiter, resumeDocument } from './testing/api-client';
import { type ApiDatabaseTarget, type ApiProcess, embeddedTarget, freePort, postgresTarget, startApiProcess, withDatabase } from './testing/api-process';

/**
 * The retention run (docs/privacy.md) with the API as a real process killed with SIGKILL while it
 * deletes CVs past their grace period: each batch deletes its CVs and writes their audit records
 * in one transaction, so after the kill every CV is either still there or gone with exactly one
 * record, and the next run finishes the rest: each CV deleted once, recorded once.
 */

const TIMEOUT_MS = 600_000;
const CVS = 3000;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface State {
  remaining: number;
  records: number;
  distinct: number;
  /** Records of CVs that still exist: a deletion recorded but not done. */
  recordedButThere: number;
}

async function stateOf(db: Database): Promise<State> {
  const { rows } = await db.query<{ remaining: string; records: string; distinct: string; there: string }>(
    `SELECT (SELECT count(*) FROM resumes WHERE resume->'basics'->>'email' LIKE 'purge-%') AS remaining,
            (SELECT count(*) FROM privacy_audit WHERE action = 'retention_deleted') AS records,
            (SELECT count(DISTINCT resume_id) FROM privacy_audit WHERE action = 'retention_deleted') AS distinct,
            (SELECT count(*) FROM privacy_audit a JOIN resumes r ON r.id = a.resume_id WHERE a.action = 'retention_deleted') AS there`,
  );
  const row = rows[0];
  return { remaining: Number(row?.remaining), records: Number(row?.records), distinct: Number(row?.distinct), recordedButThere: Number(row?.there) };
}

function targets(): Array<() => Promise<ApiDatabaseTarget>> {
  const list: Array<() => Promise<ApiDatabaseTarget>> = [async () => embeddedTarget()];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl !== undefined && serverUrl !== '') list.push(() => postgresTarget(serverUrl));
  return list;
}

describe.each(targets().map((make, index) => ({ make, name: index === 0 ? 'the embedded database' : 'PostgreSQL' })))(
  'kill -9 of the API during the retention run on $name',
  ({ make }) => {
    let target: ApiDatabaseTarget;
    let api: ApiProcess;
    let port: number;

    async function start(): Promise<void> {
      api = startApiProcess({ ...target.env, PORT: String(port), DEMO_CV_COUNT: '0', AUTH_RATE_LIMIT: '100000', JOB_POLL_MS: '50' });
      // A loaded machine (tests of other work beside it) may take long to start it.
      await api.waitUntilReady(180_000);
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
      'deletes each CV past its grace period once, with one audit record, across the kill',
      async () => {
        const cookie = await registerRecruiter(api.origin, 'retention@example.test');
        for (let from = 0; from < CVS; from += 1000) {
          const imported = await apiCall(api.origin, 'POST', '/api/cv/import', {
            cookie,
            body: { resumes: Array.from({ length: 1000 }, (_, index) => resumeDocument(`purge-${from + index}`)) },
          });
          expect(imported.status).toBe(201);
        }
        await withDatabase(target, async (db) => {
          // Untouched for 30 months, hidden by an earlier run 31 days ago: every one is due.
          await db.query(
            `UPDATE resumes SET updated_at = now() - interval '30 months', retention_hidden_at = now() - interval '31 days'
              WHERE resume->'basics'->>'email' LIKE 'purge-%'`,
          );
          await enqueueJob(db, { kind: 'privacy.retention', idempotencyKey: 'privacy.retention@crash-test-1' });
        });
        await withDatabase(target, (db) => until(() => stateOf(db), (state) => state.records > 0, 'the first deleted batch'));
        await api.kill('SIGKILL', { group: true });

        await start();
        const cut = await withDatabase(target, stateOf);
        // Killed in the middle: some deleted, some not; every deletion recorded once, no record without its deletion.
        expect(cut.remaining).toBeGreaterThan(0);
        expect(cut.remaining).toBeLessThan(CVS);
        expect(cut).toMatchObject({ records: CVS - cut.remaining, distinct: CVS - cut.remaining, recordedButThere: 0 });

        // The next run (the killed job's own retry comes when its lease ends) finishes the rest.
        await withDatabase(target, (db) => enqueueJob(db, { kind: 'privacy.retention', idempotencyKey: 'privacy.retention@crash-test-2' }));
        const final = await withDatabase(target, (db) => until(() => stateOf(db), (state) => state.remaining === 0, 'the rest deleted'));
        expect(final).toEqual({ remaining: 0, records: CVS, distinct: CVS, recordedButThere: 0 });
      },
      TIMEOUT_MS,
    );
  },
);
