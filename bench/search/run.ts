/**
 * Search benchmark: fills a database with N generated CVs (if it has fewer), then runs each kind of
 * search many times and prints p50/p95/p99 latencies as JSON.
 *
 *   npx tsx bench/search/run.ts --pglite ./data/bench-pglite --count 100000
 *   npx tsx bench/search/run.ts --database-url postgres://postgres@127.0.0.1:5432/bench --count 100000
 *
 * The budget (docs/search.md, "Performance"): at 100 000 CVs p95 ≤ 150 ms on PGlite and ≤ 50 ms on PostgreSQL for
 * every kind. Timings are of `searchResumes` (what the HTTP handler runs, without HTTP itself).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod/mini';
import { type SearchCriteria, searchRequestSchema } from '@platform/contract';
import type { Database } from '../../api/src/db/database';
import { migrate } from '../../api/src/db/migrate';
import { openPglite } from '../../api/src/db/pglite';
import { openPostgres } from '../../api/src/db/postgres';
import { seedGeneratedResumes } from '../../api/src/modules/cv/demo/seed-demo';
import { forgetOrders } from '../../api/src/modules/search/ranked-order';
import { searchResumes } from '../../api/src/modules/search/search-resumes';

const USAGE = `Usage: npx tsx bench/search/run.ts (--pglite <folder> | --database-url <url>) [--count N] [--runs R] [--only kind,kind]

  --pglite <folder>       an embedded database folder (created if missing)
  --database-url <url>    a PostgreSQL database (default: $DATABASE_URL)
  --count N               CVs to have in the database before measuring (default 100000)
  --runs R                timed runs per query kind (default 40, after 3 warm-up runs): the counts
                          cached, the page ranked each time; then R runs reading the page from the
                          kept ranking (a next page or a repeat of a search while no CV changed)
  --cold-runs C           runs per kind with the count cache empty (default 10): the first time a
                          process sees the query since the last CV change
  --only kinds            comma-separated subset of the query kinds
  --explain               print EXPLAIN (ANALYZE, BUFFERS) of the main statements instead of timing
  --trace                 print how long each statement of a (warm) search takes instead of timing`;

/** The query kinds of the performance budget. */
const KINDS: Readonly<Record<string, unknown>> = {
  rareWord: { text: 'yocto' },
  commonWord: { text: 'developer' },
  commonWordRu: { text: 'разработчик' },
  threeWords: { text: 'java spring kafka' },
  booleanWithPhrase: { text: '"java developer" AND (spring OR kotlin) NOT junior' },
  textAndThreeFilters: { text: 'python', filters: { city: ['Москва'], experienceYears: { min: 3 }, remote: true } },
  filtersOnly: { filters: { city: ['Berlin'], skills: ['Docker'], languages: [{ language: 'de', minLevel: 'a2' }] } },
  filtersOnlyBroad: { filters: { experienceYears: { min: 3 }, salary: { max: 300000, currency: 'RUB' }, jobSearchStatus: ['active', 'open'] } },
  page50: { text: 'developer', page: 50, perPage: 20 },
  page50FiltersOnly: { filters: { remote: true }, page: 50, perPage: 20 },
  sortedBySalary: { text: 'developer', sort: 'salary_desc' },
  sortedByUpdate: { text: 'engineer', sort: 'updated' },
  typoFallback: { text: 'devloper' },
};

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

async function open(values: { pglite?: string | undefined; 'database-url'?: string | undefined }): Promise<Database> {
  if (values.pglite !== undefined) return openPglite({ dataDir: values.pglite });
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  if (url === undefined || url === '') throw new Error(`Name a database.\n\n${USAGE}`);
  // No statement timeout: the first seeding rebuilds the indexes and CLUSTERs 100 000+ rows in
  // single statements, which take longer than the API's 30 s on a loaded machine.
  return openPostgres(url, { statementTimeoutMs: 0 });
}

async function ensureCount(db: Database, count: number): Promise<void> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM resumes WHERE is_demo');
  const existing = rows[0]?.count ?? 0;
  if (existing >= count) return;
  const started = Date.now();
  process.stderr.write(`seeding ${count - existing} CVs (${existing} present)...\n`);
  await seedGeneratedResumes(db, {
    start: existing,
    count: count - existing,
    cluster: true,
    onProgress: (done, total) => process.stderr.write(`  ${done}/${total} after ${Math.round((Date.now() - started) / 1000)} s\n`),
  });
  process.stderr.write(`seeded in ${Math.round((Date.now() - started) / 1000)} s\n`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      pglite: { type: 'string' },
      'database-url': { type: 'string' },
      count: { type: 'string' },
      runs: { type: 'string' },
      'cold-runs': { type: 'string' },
      only: { type: 'string' },
      explain: { type: 'boolean' },
      trace: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = Number(values.count ?? 100_000);
  const runs = Number(values.runs ?? 40);
  const coldRuns = Number(values['cold-runs'] ?? 10);
  const only = values.only?.split(',') ?? Object.keys(KINDS);
  const db = await open(values);
  try {
    await migrate(db);
    await ensureCount(db, count);
    const total = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM resumes');
    const viewer = { userId: null, teamId: null };
    const results: Record<string, { p50: number; p95: number; p99: number; mean: number; total: number; totalIsEstimate: boolean; coldP50: number; coldP95: number; reusedP50: number; reusedP95: number }> = {};
    const kinds = only.map((kind): [string, SearchCriteria] => {
      const body = KINDS[kind];
      if (body === undefined) throw new Error(`Unknown query kind ${kind}; known: ${Object.keys(KINDS).join(', ')}`);
      return [kind, z.parse(searchRequestSchema, body)];
    });
    // One pass over every kind first: a freshly opened database (PGlite above all: its WebAssembly
    // is still being compiled, its caches are cold) would otherwise slow down whichever kind runs first.
    if (!values.explain && !values.trace) for (const [, criteria] of kinds) await searchResumes(db, criteria, viewer);
    for (const [kind, criteria] of kinds) {
      if (values.explain) {
        await explain(db, criteria);
        continue;
      }
      if (values.trace) {
        await trace(db, criteria);
        continue;
      }
      for (let warm = 0; warm < 3; warm += 1) await searchResumes(db, criteria, viewer);
      // The budget's runs: the counts cached, the page ranked each time (the page orders forgotten:
      // a search whose order is kept reads its page by id, which is what `reused` times).
      const timings: number[] = [];
      let last = await searchResumes(db, criteria, viewer);
      for (let run = 0; run < runs; run += 1) {
        forgetOrders(db);
        const started = performance.now();
        last = await searchResumes(db, criteria, viewer);
        timings.push(performance.now() - started);
      }
      timings.sort((a, b) => a - b);
      const reused: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        await searchResumes(db, criteria, viewer);
        reused.push(performance.now() - started);
      }
      reused.sort((a, b) => a - b);
      // The counts and orders are cached per database handle (search-cache.ts): a new handle on the
      // same pool has empty caches, as a process that has not seen the query (or has seen a CV change since).
      const cold: number[] = [];
      for (let run = 0; run < coldRuns; run += 1) {
        const fresh: Database = { ...db };
        const started = performance.now();
        await searchResumes(fresh, criteria, viewer);
        cold.push(performance.now() - started);
      }
      cold.sort((a, b) => a - b);
      results[kind] = {
        p50: percentile(timings, 50),
        p95: percentile(timings, 95),
        p99: percentile(timings, 99),
        mean: Math.round((timings.reduce((sum, value) => sum + value, 0) / timings.length) * 10) / 10,
        total: last.total,
        totalIsEstimate: last.totalIsEstimate,
        coldP50: percentile(cold, 50),
        coldP95: percentile(cold, 95),
        reusedP50: percentile(reused, 50),
        reusedP95: percentile(reused, 95),
      };
      process.stderr.write(`${kind}: ${JSON.stringify(results[kind])}\n`);
    }
    if (!values.explain && !values.trace) {
      console.log(JSON.stringify({ database: db.kind, cvs: total.rows[0]?.count ?? 0, runs, unit: 'ms', results }, null, 2));
    }
  } finally {
    await db.close();
  }
}

/**
 * Prints the plans of the statements a search runs, by logging every statement `searchResumes`
 * sends and re-running it under EXPLAIN (ANALYZE, BUFFERS).
 */
async function explain(db: Database, criteria: SearchCriteria): Promise<void> {
  const statements: Array<{ sql: string; params: readonly unknown[] }> = [];
  const recording: Database = {
    ...db,
    query: async <R,>(sql: string, params: readonly unknown[] = []) => {
      statements.push({ sql, params });
      return db.query<R>(sql, params);
    },
  };
  await searchResumes(recording, criteria, { userId: null, teamId: null });
  console.log(`\n===== ${JSON.stringify(criteria)}`);
  for (const statement of statements) {
    if (!/resumes r/.test(statement.sql) || statement.sql.startsWith('EXPLAIN')) continue;
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
    console.log(`--- ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}…`);
    console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
}

/** Prints each statement of a warm search with its duration: where the time of one search goes. */
async function trace(db: Database, criteria: SearchCriteria): Promise<void> {
  const viewer = { userId: null, teamId: null };
  for (let warm = 0; warm < 3; warm += 1) await searchResumes(db, criteria, viewer);
  const timings: string[] = [];
  const timed: Database = {
    ...db,
    query: async <R,>(sql: string, params: readonly unknown[] = []) => {
      const started = performance.now();
      const result = await db.query<R>(sql, params);
      timings.push(`${(performance.now() - started).toFixed(1).padStart(7)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 100)}`);
      return result;
    },
  };
  const started = performance.now();
  const response = await searchResumes(timed, criteria, viewer);
  console.log(`\n===== ${JSON.stringify(criteria)}: ${(performance.now() - started).toFixed(1)} ms (tookMs ${response.tookMs})`);
  console.log(timings.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
