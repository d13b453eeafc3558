import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { freePort, startApiProcess } from '../../../api/src/testing/api-process';
import { bundleApi, compiledApiCommand } from '../../../tooling/src/build/api/bundle-api';
import { log } from '../util/log';

/**
 * What metrics and tracing together cost a search: two API processes on one PostgreSQL database of
 * generated CVs, each the compiled API as `npm start` and the image run it, one with both on (`METRICS_PORT` set and scraped every 50 searches as Prometheus
 * would, `OTEL_EXPORTER_OTLP_ENDPOINT` pointing at an OTLP/HTTP receiver of this bench, every request
 * traced with its SQL) and one with both off; the same anonymous searches sent to each over HTTP back
 * to back, in alternating order, so both see the same machine.
 */
export interface ObservabilityBenchResult {
  cvs: number;
  searchesPerKindAndSide: number;
  kinds: Array<{ search: string; observed: { p50: number; p95: number }; plain: { p50: number; p95: number }; p95CostPercent: number }>;
  /** Every search of each side pooled: the figure the budget judges (five times the samples of one kind). */
  pooled: { observed: { p50: number; p95: number }; plain: { p50: number; p95: number }; p95CostPercent: number };
  /** The worst kind's p95 cost, in percent of the plain process's p95 (negative: within the noise). */
  worstP95CostPercent: number;
  /**
   * CPU milliseconds each process used per search over the timed rounds (user + system, from
   * /proc): what the instrumentation costs in work, steady whatever else the machine runs, while
   * the latencies stretch with the machine's load.
   */
  cpuMsPerSearch: { observed: number; plain: number };
  /** Spans the receiver got: proof the traced process exported what it traced. */
  spansReceived: number;
  loadAverage: number;
}

const SEARCHES = [
  { text: 'developer' },
  { text: 'java spring kafka' },
  { text: '"java developer" AND (spring OR kotlin) NOT junior' },
  { text: 'разработчик' },
  { text: 'python', filters: { experienceYears: { min: 3 } } },
];
const SEARCH_PATH = '/api/webapp/resumes_search/resumes/';
const SCRAPE_EVERY = 50;

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 100) / 100;
}

function summary(list: readonly number[]): { p50: number; p95: number } {
  const sorted = [...list].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

function costPercent(observed: number, plain: number): number {
  return plain === 0 ? 0 : Math.round(((observed - plain) / plain) * 1000) / 10;
}

/** CPU time a process has used so far, in milliseconds (Linux: utime + stime of /proc/<pid>/stat, at 100 ticks a second). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at its closing parenthesis; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function timedSearch(origin: string, body: object): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}${SEARCH_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8080' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`search answered ${response.status}`);
  return ms;
}

/** An OTLP/HTTP receiver that counts the spans it is sent. */
async function spanReceiver(): Promise<{ port: number; spans: () => number; close: () => Promise<void> }> {
  let spans = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      spans += (Buffer.concat(chunks).toString('utf8').match(/"spanId"/g) ?? []).length;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, spans: () => spans, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** `databaseUrl`: a database already seeded with `cvs` CVs (the api part's). */
export async function runObservabilityBench(databaseUrl: string, cvs: number, rounds: number): Promise<ObservabilityBenchResult> {
  const receiver = await spanReceiver();
  const metricsPort = await freePort();
  const common = {
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    SEARCH_RATE_LIMIT: '1000000',
    ANONYMOUS_SEARCH_QUEUE: '10000',
    RUN_JOBS: 'false',
  };
  // The compiled API, as deployed: from its TypeScript sources, tsx's loader would sit under every
  // module hook the instrumentations add and charge them its own cost.
  log('observability: compiling the API');
  const bundle = await bundleApi();
  const program = compiledApiCommand('main', bundle.outDir);
  const observed = startApiProcess(
    { ...common, PORT: String(await freePort()), METRICS_PORT: String(metricsPort), OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.port}` },
    program,
  );
  const plain = startApiProcess({ ...common, PORT: String(await freePort()), METRICS_PORT: '0' }, program);
  try {
    await Promise.all([observed.waitUntilReady(), plain.waitUntilReady()]);
    const times = { observed: SEARCHES.map((): number[] => []), plain: SEARCHES.map((): number[] => []) };
    for (const body of SEARCHES) {
      await timedSearch(observed.origin, body);
      await timedSearch(plain.origin, body);
    }
    log(`observability: ${rounds} rounds of ${SEARCHES.length} searches on each process`);
    const cpuBefore = { observed: await cpuMs(observed.pid), plain: await cpuMs(plain.pid) };
    let observedSearches = 0;
    for (let round = 0; round < rounds; round += 1) {
      for (const [kind, body] of SEARCHES.entries()) {
        const order = (round + kind) % 2 === 0 ? (['observed', 'plain'] as const) : (['plain', 'observed'] as const);
        for (const side of order) {
          times[side][kind]?.push(await timedSearch(side === 'observed' ? observed.origin : plain.origin, body));
          if (side === 'observed' && (observedSearches += 1) % SCRAPE_EVERY === 0) await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        }
      }
    }
    const kinds = SEARCHES.map((body, kind) => {
      const on = summary(times.observed[kind] ?? []);
      const off = summary(times.plain[kind] ?? []);
      return { search: JSON.stringify(body), observed: on, plain: off, p95CostPercent: costPercent(on.p95, off.p95) };
    });
    const searches = rounds * SEARCHES.length;
    const cpuMsPerSearch = {
      observed: Math.round(((await cpuMs(observed.pid)) - cpuBefore.observed) / searches * 100) / 100,
      plain: Math.round(((await cpuMs(plain.pid)) - cpuBefore.plain) / searches * 100) / 100,
    };
    const pooledOn = summary(times.observed.flat());
    const pooledOff = summary(times.plain.flat());
    return {
      cvs,
      searchesPerKindAndSide: rounds,
      kinds,
      pooled: { observed: pooledOn, plain: pooledOff, p95CostPercent: costPercent(pooledOn.p95, pooledOff.p95) },
      worstP95CostPercent: Math.max(...kinds.map((kind) => kind.p95CostPercent)),
      cpuMsPerSearch,
      spansReceived: receiver.spans(),
      loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    };
  } finally {
    await Promise.all([observed.kill('SIGTERM'), plain.kill('SIGTERM')]);
    await receiver.close();
  }
}
