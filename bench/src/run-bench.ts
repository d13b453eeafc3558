import { execFileSync } from 'node:child_process';
import { stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../api/src/db/migrate';
import { openPostgres } from '../../api/src/db/postgres';
import { ensureGeneratedCvs } from './api/generated-cvs';
import { runInboundBench } from './api/inbound-bench';
import { runIntakeBench } from './api/intake-bench';
import { runLoad } from './api/load-test';
import { runMailingBench } from './api/mailing-bench';
import { runObservabilityBench } from './api/observability-bench';
import { ensureDatabase, postgresReachable } from './api/postgres-database';
import { runScoutingBench } from './api/scouting-bench';
import { runSearchLatency } from './api/search-latency';
import { runTopologyBench } from './api/topology-bench';
import { evaluateBudgets, readBudgets } from './budgets/budgets';
import { benchBuildsExist, buildAllApps, buildMonolith, rebuildAndReleaseRemote, releaseAllApps } from './builds/build-times';
import type { BenchOptions } from './cli/options';
import { chromePath } from './frontend/browser';
import { runFrontend } from './frontend/frontend-suite';
import { lighthousePage } from './frontend/lighthouse';
import { lookUpDemoIds } from './frontend/pages';
import { runHostileParts } from './hostile/run-hostile';
import { startFrontendPlatform } from './platform/frontend-platform';
import { BENCH_ORIGINS, BENCH_PATHS } from './platform/layout';
import { stopAll } from './platform/processes';
import { runRelevance } from './relevance/run-relevance';
import { renderMarkdown } from './report/markdown';
import type { BenchResults } from './report/results';
import { latestResults, listResults, writeResults } from './report/results-file';
import { runRolloutBench } from './rollout/rollout-bench';
import { log } from './util/log';

function machine(): BenchResults['machine'] {
  let chromium = 'Chromium (not found)';
  try {
    chromium = execFileSync(chromePath(), ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // The frontend parts will report the missing browser themselves.
  }
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    chromium,
    loadAverage: [Math.round((os.loadavg()[0] ?? 0) * 10) / 10, 0],
  };
}

/** Runs one part; a failure is recorded (its budgets then read "missing") and the bench goes on. */
async function part(results: BenchResults, name: string, work: () => Promise<void>): Promise<void> {
  const started = performance.now();
  log(`=== ${name}`);
  try {
    await work();
    log(`=== ${name} done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`=== ${name} FAILED: ${message}`);
    results.errors.push({ part: name, message });
  }
}

const MILLION = 1_000_000;
/** Recipients of the mailing part (the budget's size). */
const MAILING_RECIPIENTS = 10_000;
/**
 * Replies of the inbound part over its SMTP connections (the budget's size, bench/budgets.json
 * "inbound"), to this many threads, on the mailing part's corpus (as many CVs as it has recipients);
 * the paced phase at the budget's rate.
 */
const INBOUND = { replies: 2000, connections: 8, threads: 500, cvs: MAILING_RECIPIENTS, pacedPerSecond: 100 };
/** Searches of each kind on each side of the observability part: the budget's minimum (bench/budgets.json, "observability"). */
const OBSERVABILITY_ROUNDS = 200;

/** CV files of the intake part: the budget's size (bench/budgets.json, "intake"). */
const INTAKE_FILES = 1000;
/** CVs the intake part's searches run over: the budget's (bench/budgets.json, "intake"). */
const INTAKE_SEARCH_CVS = 20_000;
/** The load run beside the budget's: CVs changing as candidates edit them (one a second). */
const CV_CHANGES_PER_SECOND = 1;

/** The PostgreSQL server of the server rows, if one answers; otherwise the rows are recorded as missing. */
async function reachablePostgres(options: BenchOptions, results: BenchResults): Promise<string | undefined> {
  if (options.postgresUrl === undefined) return undefined;
  if (await postgresReachable(options.postgresUrl)) return options.postgresUrl;
  results.errors.push({ part: 'postgres', message: `no PostgreSQL server answers at ${options.postgresUrl}: the server rows are missing` });
  return undefined;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** `npm run bench`: measures the chosen parts, writes the results and the report, returns the results file. */
export async function runBench(options: BenchOptions): Promise<string> {
  const startedAt = new Date();
  const results: BenchResults = {
    schemaVersion: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: startedAt.toISOString(),
    machine: machine(),
    options: { ...options, parts: [...options.parts] },
    errors: [],
  };
  const { parts } = options;
  const needsPlatform = parts.has('frontend') || parts.has('lighthouse') || parts.has('builds');

  try {
    let buildTimes: Awaited<ReturnType<typeof buildAllApps>> | undefined;
    let monolithSeconds = 0;
    const haveBuilds = (await benchBuildsExist()) && (await exists(path.join(BENCH_PATHS.monolithDist, 'stats.json')));
    // The pages are measured on fresh builds of the current source unless --reuse-builds says otherwise;
    // building is then measured anyway, so the build rows come along.
    const build = parts.has('builds') || (needsPlatform && !(options.reuseBuilds && haveBuilds));
    if (build) {
      await part(results, 'builds', async () => {
        buildTimes = await buildAllApps();
        monolithSeconds = await buildMonolith();
      });
    }

    if (needsPlatform && results.errors.length === 0) {
      await releaseAllApps();
      const platform = await startFrontendPlatform();
      try {
        if (buildTimes) {
          const times = buildTimes;
          await part(results, 'remote release', async () => {
            const remoteRelease = await rebuildAndReleaseRemote('remote-search');
            results.builds = { ...times, monolithSeconds, remoteRelease };
          });
        }
        const ids = await lookUpDemoIds();
        if (parts.has('frontend')) {
          await part(results, 'frontend', async () => {
            results.frontend = await runFrontend(options.runs, ids);
          });
        }
        if (parts.has('lighthouse')) {
          await part(results, 'lighthouse', async () => {
            const pages = [
              { page: 'search', path: '/search' },
              { page: 'cv', path: `/cv/internal/${ids.cvId}` },
              { page: 'ru', path: '/ru' },
            ];
            const rows = [];
            for (const preset of options.lighthousePresets) {
              for (const page of pages) rows.push(await lighthousePage(page.page, `${BENCH_ORIGINS.host}${page.path}`, preset, options.lighthouseRuns));
            }
            results.lighthouse = rows;
          });
        }
      } finally {
        await platform.stop();
      }
    }

    const search: NonNullable<BenchResults['search']> = [];
    const load: NonNullable<BenchResults['load']> = [];
    const serverUrl = parts.has('api') || parts.has('million') ? await reachablePostgres(options, results) : undefined;
    if (parts.has('api')) {
      const pgliteDataDir = BENCH_PATHS.pgliteDataDir;
      await part(results, `search latency, PGlite, ${options.cvs} CVs`, async () => {
        search.push(await runSearchLatency({ pglite: path.join(pgliteDataDir, 'pglite') }, options.cvs, options.searchRuns));
      });
      let benchUrl: string | undefined;
      if (serverUrl) {
        await part(results, `search latency, PostgreSQL, ${options.cvs} CVs`, async () => {
          benchUrl = await ensureDatabase(serverUrl, 'bench_platform');
          search.push(await runSearchLatency({ databaseUrl: benchUrl }, options.cvs, options.searchRuns));
        });
      }
      if (benchUrl) {
        const url = benchUrl;
        await part(results, 'load, PostgreSQL', async () => {
          load.push(...(await runLoad({ kind: 'postgres', url }, options.cvs, options.concurrency, options.loadSeconds)));
        });
        await part(results, 'load, PostgreSQL, CVs changing', async () => {
          load.push(...(await runLoad({ kind: 'postgres', url }, options.cvs, options.concurrency.slice(0, 1), options.loadSeconds, CV_CHANGES_PER_SECOND)));
        });
      }
      await part(results, 'load, PGlite', async () => {
        load.push(...(await runLoad({ kind: 'pglite', dataDir: pgliteDataDir }, options.cvs, options.concurrency, options.loadSeconds)));
      });
    }
    if (parts.has('million') && serverUrl) {
      await part(results, 'PostgreSQL, 1 000 000 CVs', async () => {
        const url = await ensureDatabase(serverUrl, 'bench_platform_1m');
        search.push(await runSearchLatency({ databaseUrl: url }, MILLION, options.searchRuns));
        load.push(...(await runLoad({ kind: 'postgres', url }, MILLION, options.concurrency.slice(0, 1), options.loadSeconds)));
      });
    }
    if (parts.has('mail')) {
      const mailing: NonNullable<BenchResults['mailing']> = [];
      const mailServer = parts.has('api') || parts.has('million') ? serverUrl : await reachablePostgres(options, results);
      if (mailServer) {
        // Both layouts: the deployment's worker process beside the API, and jobs in the API process.
        for (const runner of ['worker', 'api'] as const) {
          await part(results, `mailing, PostgreSQL, jobs in the ${runner === 'worker' ? 'worker' : 'API process'}`, async () => {
            mailing.push(await runMailingBench({ kind: 'postgres', serverUrl: mailServer }, MAILING_RECIPIENTS, undefined, runner));
          });
        }
      }
      await part(results, 'mailing, PGlite', async () => {
        mailing.push(await runMailingBench({ kind: 'pglite' }, MAILING_RECIPIENTS));
      });
      if (mailing.length > 0) results.mailing = mailing;
    }
    if (parts.has('inbound')) {
      const inbound: NonNullable<BenchResults['inbound']> = [];
      const inboundServer = serverUrl ?? (await reachablePostgres(options, results));
      if (inboundServer) {
        // Both layouts: the deployment's inbound process beside the API, and the listener in the API process.
        for (const listener of ['inbound', 'api'] as const) {
          await part(results, `inbound replies over SMTP, PostgreSQL, listener in the ${listener === 'inbound' ? 'inbound' : 'API'} process`, async () => {
            inbound.push(await runInboundBench({ kind: 'postgres', serverUrl: inboundServer }, { ...INBOUND, listener }));
          });
        }
      }
      await part(results, 'inbound replies over SMTP, PGlite', async () => {
        inbound.push(await runInboundBench({ kind: 'pglite' }, { ...INBOUND, listener: 'api' }));
      });
      if (inbound.length > 0) results.inbound = inbound;
    }
    if (parts.has('scouting')) {
      const scoutServer = serverUrl ?? (await reachablePostgres(options, results));
      if (scoutServer) {
        // The budget's size with --million (or --cvs 1000000), else the api part's database and size.
        const cvs = parts.has('million') ? MILLION : options.cvs;
        await part(results, `scheduled scouting, PostgreSQL, ${cvs} CVs`, async () => {
          const url = await ensureDatabase(scoutServer, cvs >= MILLION ? 'bench_platform_1m' : 'bench_platform');
          results.scouting = [await runScoutingBench(url, cvs)];
        });
      }
    }
    if (parts.has('intake')) {
      const intakeServer = serverUrl ?? (await reachablePostgres(options, results));
      if (intakeServer) {
        await part(results, `CV files, ${INTAKE_FILES} PDF and DOCX read and imported`, async () => {
          results.intake = [await runIntakeBench(INTAKE_FILES, intakeServer, INTAKE_SEARCH_CVS)];
        });
      }
    }
    if (parts.has('observability')) {
      const observedServer = serverUrl ?? (await reachablePostgres(options, results));
      if (observedServer) {
        await part(results, `metrics and tracing on vs off, PostgreSQL, ${options.cvs} CVs`, async () => {
          const url = await ensureDatabase(observedServer, 'bench_platform');
          const db = await openPostgres(url, { statementTimeoutMs: 3_600_000 });
          try {
            await migrate(db);
            await ensureGeneratedCvs(db, options.cvs);
          } finally {
            await db.close();
          }
          results.observability = [await runObservabilityBench(url, options.cvs, OBSERVABILITY_ROUNDS)];
        });
      }
    }
    if (parts.has('topology')) {
      // --cvs 1000000 for the million-CV comparison (seeding a fresh primary takes hours on a loaded two-core machine).
      const cvs = options.cvs;
      await part(results, `read scale-out, ${cvs} CVs: 2 API processes + replica vs 1 process on the primary`, async () => {
        results.topology = [await runTopologyBench(cvs, { seconds: options.loadSeconds, connections: options.concurrency[0] ?? 16 })];
      });
    }
    if (search.length > 0) results.search = search;
    if (parts.has('relevance')) {
      await part(results, 'search relevance (judged set)', async () => {
        results.relevance = await runRelevance();
      });
    }
    if (parts.has('rollout')) {
      await part(results, 'rollout decision (cold page loads)', async () => {
        results.rollout = await runRolloutBench();
      });
    }
    if (load.length > 0) results.load = load;
    if (parts.has('mixed') || parts.has('flood') || parts.has('soak')) {
      await part(results, 'load and soak', () => runHostileParts(options, results, (name, work) => part(results, name, work)));
    }
  } finally {
    await stopAll();
  }

  results.finishedAt = new Date().toISOString();
  const loadAtEnd = Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
  results.machine.loadAverage = [results.machine.loadAverage?.[0] ?? loadAtEnd, loadAtEnd];
  const file = await writeResults(results);
  await writeReport();
  return file;
}

/** Renders `bench/results/latest.md` from the latest figures of every part. */
async function writeReport(): Promise<void> {
  const latest = latestResults(listResults());
  if (!latest) return;
  const checks = evaluateBudgets(readBudgets(), latest.results);
  const sources = Object.entries(latest.sources)
    .map(([part, file]) => `${part}: \`${file}\``)
    .join(', ');
  const markdown = renderMarkdown(latest.results, checks).replace('\n\n## Budgets', `\n\nLatest figures per part from ${sources}.\n\n## Budgets`);
  await writeFile(path.join(BENCH_PATHS.results, 'latest.md'), markdown);
}
