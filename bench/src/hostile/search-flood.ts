import { fork } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { LOAD_SEARCHES } from '../api/load-test';
import { percentile, round } from '../util/stats';
/** autocannon has no type declarations: checked at the boundary. */
const autocannonModule: unknown = require('autocannon');

function isRunner(value: unknown): value is (options: Record<string, unknown>) => PromiseLike<unknown> {
  return typeof value === 'function';
}

const autocannonResult = z.object({
  requests: z.object({ total: z.number(), average: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  errors: z.number(),
  non2xx: z.number(),
  statusCodeStats: z.record(z.string(), z.object({ count: z.number() })).optional(),
});

const probeResult = z.object({ latenciesMs: z.array(z.number()), failures: z.array(z.string()) });

export interface SearchFloodResult {
  concurrency: number;
  durationSeconds: number;
  searches: number;
  searchesPerSecond: number;
  searchP50Ms: number;
  searchP99Ms: number;
  /** Connection errors and timeouts of the flood. */
  searchErrors: number;
  /** Responses by status other than 200 (e.g. 503 `busy` when the pool is exhausted). */
  searchNon2xx: Record<string, number>;
  readyProbes: number;
  readyP50Ms: number;
  readyP95Ms: number;
  readyMaxMs: number;
  readyFailures: number;
}

/** Probes `/api/ready` from a child process for `seconds`. */
function probeReady(url: string, seconds: number): Promise<z.infer<typeof probeResult>> {
  const child = fork(require.resolve('./ready-probe'), [url, String(seconds)], {
    execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: unknown) => resolve(probeResult.parse(message)));
    child.once('exit', (code) => reject(new Error(`the readiness probe exited (${code}) without results`)));
  });
}

/**
 * Anonymous searches at `concurrency` for `seconds` (autocannon, the load mix's query kinds, the
 * broad ones included) while another process asks `/api/ready` every 100 ms.
 */
export async function runSearchFlood(origin: string, concurrency: number, seconds: number): Promise<SearchFloodResult> {
  if (!isRunner(autocannonModule)) throw new Error('autocannon did not load');
  let searchIndex = 0;
  const probe = probeReady(`${origin}/api/ready`, seconds);
  const flood = autocannonModule({
    url: origin,
    connections: concurrency,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/webapp/resumes_search/resumes/',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: Record<string, unknown>) => {
          searchIndex = (searchIndex + 1) % LOAD_SEARCHES.length;
          return { ...request, body: JSON.stringify(LOAD_SEARCHES[searchIndex]) };
        },
      },
    ],
  });
  const [ready, searched] = await Promise.all([probe, flood]);
  const result = autocannonResult.parse(searched);
  const non2xx = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, stats]) => [status, stats.count]),
  );
  return {
    concurrency,
    durationSeconds: seconds,
    searches: result.requests.total,
    searchesPerSecond: round(result.requests.average),
    searchP50Ms: result.latency.p50,
    searchP99Ms: result.latency.p99,
    searchErrors: result.errors,
    searchNon2xx: non2xx,
    readyProbes: ready.latenciesMs.length,
    readyP50Ms: round(percentile(ready.latenciesMs, 50)),
    readyP95Ms: round(percentile(ready.latenciesMs, 95)),
    readyMaxMs: round(Math.max(...ready.latenciesMs)),
    readyFailures: ready.failures.length,
  };
}
