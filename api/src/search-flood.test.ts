import { apiCall, registerRecruiter } from './testing/api-client';
import { type ApiDatabaseTarget, type ApiProcess, embeddedTarget, freePort, startApiProcess } from './testing/api-process';

/**
 * A flood of slow anonymous searches against the API as `npm start` runs it (a real process on the
 * embedded database, where every statement waits its turn on one session): readiness answers at
 * once from its background state, admission control refuses what the database cannot take (503
 * `busy` with Retry-After) and a signed-in recruiter's requests stay quick.
 */

const TIMEOUT_MS = 240_000;
/** Flooding clients, each sending one search after another. */
const FLOOD_CLIENTS = 48;
const FLOOD_MS = 8000;
/** Broad and combined queries: each ranks a large part of the CVs. */
const SLOW_SEARCHES: readonly object[] = [
  { text: 'developer' },
  { text: 'разработчик' },
  { text: 'engineer OR developer OR manager' },
  { text: 'developer', page: 20, perPage: 50 },
];

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Times `GET path` every `everyMs` until `until` resolves: each latency and each status. */
async function probe(origin: string, path: string, cookie: string | undefined, everyMs: number, until: Promise<unknown>): Promise<{ latencies: number[]; statuses: number[] }> {
  let stopped = false;
  void until.then(() => {
    stopped = true;
  });
  const latencies: number[] = [];
  const statuses: number[] = [];
  while (!stopped) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { headers: cookie === undefined ? {} : { cookie } });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    latencies.push(elapsed);
    statuses.push(response.status);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - elapsed)));
  }
  return { latencies, statuses };
}

interface FloodOutcome {
  ok: number;
  busy: number;
  other: string[];
  retryAfter: Set<string>;
}

/** `clients` loops of anonymous searches until `deadline`. A refused client comes back after 50 ms. */
async function flood(origin: string, clients: number, deadline: number): Promise<FloodOutcome> {
  const outcome: FloodOutcome = { ok: 0, busy: 0, other: [], retryAfter: new Set() };
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let index = client; Date.now() < deadline; index += 1) {
        const response = await fetch(`${origin}/api/webapp/resumes_search/resumes/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(SLOW_SEARCHES[index % SLOW_SEARCHES.length]),
        });
        const body = await response.text();
        if (response.status === 200) outcome.ok += 1;
        else if (response.status === 503 && body.includes('"code":"busy"')) {
          outcome.busy += 1;
          outcome.retryAfter.add(response.headers.get('retry-after') ?? 'none');
          await new Promise((resolve) => setTimeout(resolve, 50));
        } else outcome.other.push(`${response.status} ${body.slice(0, 200)}`);
      }
    }),
  );
  return outcome;
}

describe('an anonymous search flood on the embedded database', () => {
  let target: ApiDatabaseTarget;
  let api: ApiProcess;

  beforeAll(async () => {
    target = embeddedTarget();
    api = startApiProcess({
      ...target.env,
      PORT: String(await freePort()),
      DEMO_CV_COUNT: '3000',
      // One client address floods here: the per-address limit would stop it before the database.
      SEARCH_RATE_LIMIT: '1000000',
      ANONYMOUS_SEARCH_CONCURRENCY: '2',
      ANONYMOUS_SEARCH_QUEUE: '4',
    });
    await api.waitUntilReady(TIMEOUT_MS);
  }, TIMEOUT_MS);
  afterAll(async () => {
    await api?.kill('SIGKILL', { group: true });
    await target?.dispose();
  }, TIMEOUT_MS);

  test(
    'keeps /api/ready quick and passing, refuses the excess with 503 busy and Retry-After, and serves a signed-in recruiter',
    async () => {
      const cookie = await registerRecruiter(api.origin, 'flood-witness@example.test');
      const flooding = flood(api.origin, FLOOD_CLIENTS, Date.now() + FLOOD_MS);
      const [searches, ready, me] = await Promise.all([
        flooding,
        probe(api.origin, '/api/ready', undefined, 100, flooding),
        probe(api.origin, '/api/auth/me', cookie, 250, flooding),
      ]);

      expect(searches.other).toEqual([]);
      expect(searches.ok).toBeGreaterThan(0);
      expect(searches.busy).toBeGreaterThan(0);
      expect([...searches.retryAfter]).toEqual(['2']);

      // Unhandled, readiness waited behind the searches and failed after its 2 s (503): every probe
      // passing is the proof; the bounds only say none came near that (a loaded CI machine has
      // measured 1.2 s), and the recruiter nowhere near the 8.9 s p95 it had without admission.
      expect(ready.statuses.filter((status) => status !== 200)).toEqual([]);
      expect(percentile(ready.latencies, 95)).toBeLessThan(2000);
      expect(me.statuses.filter((status) => status !== 200)).toEqual([]);
      expect(percentile(me.latencies, 95)).toBeLessThan(5000);

      // The site is still usable for an anonymous visitor once the flood is over.
      const after = await apiCall(api.origin, 'POST', '/api/webapp/resumes_search/resumes/', { body: { text: 'developer' } });
      expect(after.status).toBe(200);
    },
    TIMEOUT_MS,
  );
});
