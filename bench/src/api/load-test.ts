import pg from 'pg';
import { z } from 'zod';
import type { ManagedProcess } from '../../../tooling/src/start/process-group';
import { benchApiEnv } from '../platform/frontend-platform';
import { BENCH_PORTS } from '../platform/layout';
import { processTree, rssBytes, startTsProcess, waitForHttp } from '../platform/processes';
import type { LoadRun } from '../report/results';
import { log } from '../util/log';
import { round } from '../util/stats';
/** autocannon has no type declarations: checked at the boundary. */
const autocannonModule: unknown = require('autocannon');

function isRunner(value: unknown): value is (options: Record<string, unknown>) => PromiseLike<unknown> {
  return typeof value === 'function';
}

const histogram = z.object({ average: z.number(), p50: z.number(), p99: z.number() });
const resultSchema = z.object({
  requests: histogram.extend({ total: z.number() }),
  latency: histogram,
  duration: z.number(),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
});

const SEARCH_PATH = '/api/webapp/resumes_search/resumes/';
const DETAILS_PATH = '/api/webapp/resumes_search/resume/';

/**
 * The searches of the load mix, a signed-in recruiter's (each written to the search history): the
 * query kinds of the search rows, from a rare word to a deep page.
 */
export const LOAD_SEARCHES: readonly object[] = [
  { text: 'yocto' },
  { text: 'developer' },
  { text: 'java spring kafka' },
  { text: '"java developer" AND (spring OR kotlin) NOT junior' },
  { text: 'python', filters: { city: ['Москва'], experienceYears: { min: 3 }, remote: true } },
  { filters: { city: ['Berlin'], skills: ['Docker'] } },
  { text: 'developer', page: 50, perPage: 20 },
  { text: 'разработчик' },
];

export type LoadDatabase = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

function apiEnv(database: LoadDatabase): NodeJS.ProcessEnv {
  const common = { PORT: String(BENCH_PORTS.loadApi), HOST: '127.0.0.1' };
  return database.kind === 'postgres'
    ? benchApiEnv({ ...common, DATABASE_URL: database.url })
    : benchApiEnv({ ...common, DATA_DIR: database.dataDir, EMBEDDED_DB_PORT: String(BENCH_PORTS.loadEmbeddedDb) });
}

/** The `sid=...` cookie a sign-in or registration set. */
export function sessionCookie(response: Response): string {
  const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (sid === undefined) throw new Error(`no session cookie (${response.status})`);
  return sid.split(';')[0] ?? sid;
}

/**
 * A recruiter of a new team, signed in: the load searches as recruiters do. Anonymous visitors'
 * searches pass a gate of a few at a time (ANONYMOUS_SEARCH_CONCURRENCY), which would measure the
 * gate, not the search (the flood part measures that).
 */
async function recruiterCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-load-${Date.now()}@example.test`, password: 'bench-password-1', name: 'Bench recruiter', kind: 'recruiter' }),
  });
  if (response.status !== 201) throw new Error(`registering the load's recruiter: ${response.status} ${await response.text()}`);
  return sessionCookie(response);
}

/** CV ids to ask details for: the first results of a broad search (also the hostile workload's pool). */
export async function cvPool(origin: string): Promise<Array<{ type: string; id: number }>> {
  const pool: Array<{ type: string; id: number }> = [];
  for (const page of [0, 1, 2, 3, 4]) {
    const body: unknown = await fetch(`${origin}${SEARCH_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: '', page, perPage: 100 }),
    }).then((response) => response.json());
    const items = z.object({ items: z.array(z.object({ type: z.string(), id: z.number() })) }).parse(body).items;
    pool.push(...items.map(({ type, id }) => ({ type, id })));
  }
  if (pool.length === 0) throw new Error('the load database has no CVs');
  return pool;
}

/** Resident memory of the API (and, on PGlite, of its embedded database server) while `work` runs. */
async function sampleRss<T>(api: ManagedProcess, work: () => Promise<T>): Promise<{ result: T; peakBytes: number }> {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, processTree(api.pid).reduce((sum, pid) => sum + rssBytes(pid), 0));
  };
  const timer = setInterval(sample, 250);
  try {
    const result = await work();
    sample();
    return { result, peakBytes: peak };
  } finally {
    clearInterval(timer);
  }
}

const MIB = 1024 * 1024;

/**
 * Changes `perSecond` CVs of `ids` a second (their update time, through another connection, as
 * candidates editing their CVs would) until the returned function is called; resolves to the count.
 */
async function changeCvs(url: string, ids: readonly number[], perSecond: number): Promise<() => Promise<number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let changed = 0;
  let index = 0;
  let running = Promise.resolve();
  const timer = setInterval(() => {
    index = (index + 104_729) % ids.length;
    const id = ids[index];
    running = running.then(async () => {
      await client.query('UPDATE resumes SET updated_at = now() WHERE id = $1', [id]);
      changed += 1;
    });
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await running;
    await client.end();
    return changed;
  };
}

/**
 * Throughput and errors of the API under concurrent load (autocannon; half searches of
 * {@link LOAD_SEARCHES}, half CV details), one run per concurrency, with its resident memory.
 * With `cvChangesPerSecond` (PostgreSQL only), CVs change at that rate during each run.
 */
export async function runLoad(
  database: LoadDatabase,
  cvs: number,
  concurrencies: readonly number[],
  durationSeconds: number,
  cvChangesPerSecond = 0,
): Promise<LoadRun[]> {
  if (!isRunner(autocannonModule)) throw new Error('autocannon did not load');
  const autocannon = autocannonModule;
  log(`load: starting the API on ${database.kind}…`);
  const api = startTsProcess(`api-${database.kind}`, 'api/src/main.ts', apiEnv(database));
  const origin = `http://127.0.0.1:${BENCH_PORTS.loadApi}`;
  try {
    await waitForHttp(`${origin}/api/ready`, api, 300_000);
    const pool = await cvPool(origin);
    const cookie = await recruiterCookie(origin);
    let searchIndex = 0;
    let cvIndex = 0;
    const requests = [
      {
        method: 'POST',
        path: SEARCH_PATH,
        headers: { 'content-type': 'application/json', cookie },
        setupRequest: (request: Record<string, unknown>) => {
          searchIndex = (searchIndex + 1) % LOAD_SEARCHES.length;
          return { ...request, body: JSON.stringify(LOAD_SEARCHES[searchIndex]) };
        },
      },
      {
        method: 'POST',
        path: DETAILS_PATH,
        headers: { 'content-type': 'application/json', cookie },
        setupRequest: (request: Record<string, unknown>) => {
          cvIndex = (cvIndex + 7919) % pool.length;
          return { ...request, body: JSON.stringify(pool[cvIndex]) };
        },
      },
    ];
    // Warm-up: plans cached, pages in memory, JIT done; then the idle footprint.
    await autocannon({ url: origin, connections: 4, amount: 200, requests });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleBytes = processTree(api.pid).reduce((sum, pid) => sum + rssBytes(pid), 0);

    const runs: LoadRun[] = [];
    for (const connections of concurrencies) {
      log(`load: ${database.kind}, concurrency ${connections}, ${durationSeconds} s${cvChangesPerSecond > 0 ? `, ${cvChangesPerSecond} CV changes/s` : ''}…`);
      const stopChanges = cvChangesPerSecond > 0 && database.kind === 'postgres' ? await changeCvs(database.url, pool.map((cv) => cv.id), cvChangesPerSecond) : null;
      const { result, peakBytes } = await sampleRss(api, async () =>
        resultSchema.parse(await autocannon({ url: origin, connections, duration: durationSeconds, requests, timeout: 10 })),
      );
      const changed = stopChanges === null ? 0 : await stopChanges();
      const run: LoadRun = {
        database: database.kind,
        cvs,
        concurrency: connections,
        durationSeconds: result.duration,
        requests: result.requests.total,
        requestsPerSecond: round(result.requests.average, 0),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        // autocannon counts timeouts among its errors already.
        errors: result.errors,
        non2xx: result.non2xx,
        rssIdleMiB: round(idleBytes / MIB, 0),
        rssPeakMiB: round(peakBytes / MIB, 0),
        ...(changed > 0 ? { cvChangesPerSecond: round(changed / result.duration, 1) } : {}),
      };
      log(`load: ${run.requestsPerSecond} req/s, p99 ${run.latencyP99Ms} ms, ${run.errors} errors, ${run.non2xx} non-2xx, RSS peak ${run.rssPeakMiB} MiB`);
      runs.push(run);
    }
    // autocannon stops at the deadline with requests still in flight: let the API finish them.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return runs;
  } finally {
    await api.stop();
  }
}
