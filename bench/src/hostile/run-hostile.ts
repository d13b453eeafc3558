import { execFileSync } from 'node:child_process';
import pg from 'pg';
import type { ManagedProcess } from '../../../tooling/src/start/process-group';
import { ensureDatabase } from '../api/postgres-database';
import type { BenchOptions } from '../cli/options';
import { benchApiEnv } from '../platform/frontend-platform';
import { BENCH_PATHS, BENCH_PORTS, REPO_ROOT } from '../platform/layout';
import { startTsProcess, waitForHttp } from '../platform/processes';
import type { BenchResults } from '../report/results';
import { log } from '../util/log';
import { createFixture } from './fixture';
import { runMixedWorkload } from './mixed-workload';
import { runSearchFlood } from './search-flood';
import { runSoak } from './soak';

/** Database `bench_hostile` on the server, with the demo data loaded once (as `npm run seed` does). */
async function seededPostgres(serverUrl: string): Promise<string> {
  const url = await ensureDatabase(serverUrl, 'bench_hostile');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seeded = await client
    .query("SELECT 1 FROM resumes WHERE is_demo LIMIT 1")
    .then((result) => result.rowCount !== 0, () => false)
    .finally(() => client.end());
  if (!seeded) {
    log('load and soak: loading the demo data into bench_hostile (npm run seed)…');
    execFileSync(process.execPath, ['--import', 'tsx', 'api/src/cli/seed.ts', '--database-url', url, ...(process.env.DEMO_CV_COUNT ? ['--count', process.env.DEMO_CV_COUNT] : [])], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return url;
}

/** Runs one part; a failure is recorded and the others go on. */
type RunPart = (name: string, work: () => Promise<void>) => Promise<void>;

/**
 * The load and soak parts (`mixed`, `flood`, `soak`) against one API process on the embedded
 * database, as `npm start` runs it, with the demo data (loaded once into `.tmp/bench/hostile-data`
 * and kept), or on PostgreSQL (`--hostile-database postgres`: database `bench_hostile`, seeded once). Production-like settings except the per-address limits on sign-in and anonymous
 * search, which the bench's one address would hit at once (applications come from many addresses).
 */
export async function runHostileParts(options: BenchOptions, results: BenchResults, runPart: RunPart): Promise<void> {
  const { parts } = options;
  const { database, concurrency, mixedSeconds, floodSeconds, soakSeconds } = options.hostile;
  const common = { PORT: String(BENCH_PORTS.hostileApi), HOST: '127.0.0.1' };
  let env: NodeJS.ProcessEnv;
  if (database === 'postgres') {
    if (options.postgresUrl === undefined) throw new Error('--hostile-database postgres needs a PostgreSQL server (--postgres-url)');
    env = benchApiEnv({ ...common, DATABASE_URL: await seededPostgres(options.postgresUrl) });
  } else {
    env = benchApiEnv({ ...common, DATA_DIR: BENCH_PATHS.hostileDataDir, EMBEDDED_DB_PORT: String(BENCH_PORTS.hostileEmbeddedDb) });
  }
  log(`load and soak: starting the API on ${database} (the first start on the embedded database loads the demo data)…`);
  const api: ManagedProcess = startTsProcess('api-hostile', 'api/src/main.ts', env);
  const origin = `http://127.0.0.1:${BENCH_PORTS.hostileApi}`;
  try {
    await waitForHttp(`${origin}/api/ready`, api, 900_000);
    const fixture = await createFixture(origin, Math.ceil(concurrency / 2));
    if (parts.has('mixed')) {
      await runPart(`mixed workload, concurrency ${concurrency}, ${mixedSeconds} s`, async () => {
        const run = await runMixedWorkload(fixture, concurrency, mixedSeconds);
        log(`mixed: ${run.requests} requests (${run.requestsPerSecond}/s), ${run.errors} errors, writes ${run.writes.acknowledged} acknowledged, ${run.writes.lost} lost`);
        results.mixedLoad = { database, ...run };
      });
    }
    if (parts.has('flood')) {
      await runPart(`anonymous search flood, concurrency ${concurrency}, ${floodSeconds} s`, async () => {
        const run = await runSearchFlood(origin, concurrency, floodSeconds);
        log(`flood: ${run.searches} searches (${run.searchesPerSecond}/s), /api/ready p95 ${run.readyP95Ms} ms (max ${run.readyMaxMs}), ${run.readyFailures} failed probes`);
        results.searchFlood = { database, ...run };
      });
    }
    if (parts.has('soak')) {
      await runPart(`soak, concurrency ${concurrency}, ${soakSeconds} s`, async () => {
        const run = await runSoak(api, fixture, concurrency, soakSeconds);
        log(`soak: API RSS ${run.apiRssStartMiB} → ${run.apiRssEndMiB} MiB (${run.apiMemoryGrowthPercent} %), ${run.workload.errors} errors, ${run.workload.writes.lost} lost writes`);
        results.soak = { database, ...run };
      });
    }
  } finally {
    await api.stop();
  }
}
