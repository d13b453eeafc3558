/**
 * What metrics and tracing together cost a search: two API processes on one PostgreSQL database
 * of generated CVs, one with both on (`METRICS_PORT` set and scraped, `OTEL_EXPORTER_OTLP_ENDPOINT`
 * pointing at an OTLP/HTTP receiver of this bench, every request traced with its SQL) and one with
 * both off, the same anonymous searches sent to each over HTTP back to back, in alternating order.
 * Prints, as JSON, p50/p95 per query kind, the worst kind's p95 cost in percent (budget ≤ 5 %,
 * `observability.maxSearchP95CostPercent`) and the spans received.
 *
 *   npx tsx bench/tracing/run.ts [--count 20000] [--rounds 40] [--database-url postgres://…]
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { migrate } from '../../api/src/db/migrate';
import { openPostgres } from '../../api/src/db/postgres';
import { administer, withDatabaseName } from '../../api/src/db/testing';
import { seedGeneratedResumes } from '../../api/src/modules/cv/demo/seed-demo';
import { freePort, startApiProcess } from '../../api/src/testing/api-process';

const SEARCHES = [
  { text: 'developer' },
  { text: 'java spring kafka' },
  { text: '"java developer" AND (spring OR kotlin) NOT junior' },
  { text: 'разработчик' },
  { text: 'python', filters: { experienceYears: { min: 3 } } },
];
const SEARCH_PATH = '/api/webapp/resumes_search/resumes/';
const DATABASE = 'bench_tracing';

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 100) / 100;
}

async function timedSearch(origin: string, body: object): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}${SEARCH_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8080' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`search answered ${response.status}`);
  return ms;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { count: { type: 'string' }, rounds: { type: 'string' }, 'database-url': { type: 'string' } } });
  const count = Number(values.count ?? 20_000);
  const rounds = Number(values.rounds ?? 40);
  const serverUrl = values['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await administer(serverUrl, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await administer(serverUrl, `CREATE DATABASE ${DATABASE}`);
  const url = withDatabaseName(serverUrl, DATABASE);
  const db = await openPostgres(url);
  await migrate(db);
  process.stderr.write(`seeding ${count} CVs...\n`);
  await seedGeneratedResumes(db, { count });
  await db.close();

  let spans = 0;
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      spans += (Buffer.concat(chunks).toString('utf8').match(/"spanId"/g) ?? []).length;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const receiverPort = await freePort();
  await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve));
  const metricsPort = await freePort();
  const common = { DATABASE_URL: url, DEMO_DATA: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production', COOKIE_SECURE: 'false', SEARCH_RATE_LIMIT: '1000000', ANONYMOUS_SEARCH_QUEUE: '10000', RUN_JOBS: 'false' };
  const on = startApiProcess({ ...common, PORT: String(await freePort()), METRICS_PORT: String(metricsPort), OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}` });
  const off = startApiProcess({ ...common, PORT: String(await freePort()), METRICS_PORT: '0' });
  await Promise.all([on.waitUntilReady(), off.waitUntilReady()]);

  const times: Record<'on' | 'off', number[][]> = { on: SEARCHES.map(() => []), off: SEARCHES.map(() => []) };
  for (const body of SEARCHES) {
    await timedSearch(on.origin, body);
    await timedSearch(off.origin, body);
  }
  let searchesOn = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const [kind, body] of SEARCHES.entries()) {
      const order: Array<'on' | 'off'> = (round + kind) % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const side of order) {
        times[side][kind]?.push(await timedSearch(side === 'on' ? on.origin : off.origin, body));
        if (side === 'on' && (searchesOn += 1) % 50 === 0) await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      }
    }
  }
  await Promise.all([on.kill('SIGTERM'), off.kill('SIGTERM')]);
  await new Promise((resolve) => receiver.close(resolve));
  await administer(serverUrl, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);

  const summary = (list: readonly number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  const kinds = SEARCHES.map((body, kind) => {
    const observed = summary(times.on[kind] ?? []);
    const plain = summary(times.off[kind] ?? []);
    const p95CostPercent = plain.p95 === 0 ? 0 : Math.round(((observed.p95 - plain.p95) / plain.p95) * 1000) / 10;
    return { search: JSON.stringify(body), metricsAndTracing: observed, neither: plain, p95CostPercent };
  });
  process.stdout.write(
    `${JSON.stringify({ cvs: count, searchesPerKindAndSide: rounds, kinds, worstP95CostPercent: Math.max(...kinds.map((kind) => kind.p95CostPercent)), spansReceived: spans, budgetPercent: 5 }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
