import { z } from 'zod';
/** autocannon has no type declarations: checked at the boundary. */
const autocannonModule: unknown = require('autocannon');

function isRunner(value: unknown): value is (options: Record<string, unknown>) => PromiseLike<unknown> {
  return typeof value === 'function';
}

const resultSchema = z.object({
  requests: z.object({ total: z.number(), average: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  duration: z.number(),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
  statusCodeStats: z.record(z.string(), z.object({ count: z.number() })).optional(),
});

/** Requests autocannon sends on one connection before opening a new one: under nginx's 1 000. */
const CLIENT_REQUESTS_PER_CONNECTION = 500;

/** What a load run counted. */
export interface LoadResult {
  /** Answered requests (any status). */
  requests: number;
  /** Requests that failed: connection errors, timeouts and answers other than 2xx. */
  failures: number;
  /** What the failures were: connection errors, timeouts, and the statuses other than 2xx. */
  failureKinds: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** One autocannon run of `requests` (cycled) against `origin` for `seconds` with `connections` at once. */
export async function runLoad(
  origin: string,
  requests: ReadonlyArray<{ method: 'GET' | 'POST'; path: string; body?: string }>,
  options: { seconds: number; connections: number },
): Promise<LoadResult> {
  if (!isRunner(autocannonModule)) throw new Error('autocannon did not load');
  const raw = await autocannonModule({
    url: origin,
    connections: options.connections,
    duration: options.seconds,
    // nginx closes a client's keep-alive connection after 1 000 requests (keepalive_requests) with
    // `Connection: close`; autocannon ignores that header and writes its next request at once, which
    // then meets the closed socket and counts as a connection error that no server caused. Each
    // client connection is renewed by autocannon itself well before that.
    reconnectRate: CLIENT_REQUESTS_PER_CONNECTION,
    requests: requests.map((request) => ({
      method: request.method,
      path: request.path,
      ...(request.body === undefined ? {} : { body: request.body, headers: { 'content-type': 'application/json' } }),
    })),
  });
  const result = resultSchema.parse(raw);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, stats]) => `${status}×${stats.count}`);
  return {
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    failureKinds: `${result.errors} connection errors, ${result.timeouts} timeouts, non-2xx: ${statuses.length === 0 ? 'none' : statuses.join(' ')}`,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}
