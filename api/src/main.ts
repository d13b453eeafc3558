// First: tracing patches http and pg before anything loads them (a bare import keeps its place in the sorted list).
import './telemetry/register-api';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrateConfigured } from './db/migrate-configured';
import { openConfiguredDatabase } from './db/open';
import { openConfiguredReads } from './db/open-reads';
import { JobRegistry, JobRunner } from './jobs';
import { observeProcess } from './metrics/observe';
import { reindexStaleResumes } from './modules/cv/reindex';
import { tracing } from './telemetry/register-api';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  // Switches happen on queries, so after `app` below exists.
  const reads = openConfiguredReads(config, db, (target, reason) => app.log.warn({ target, reason }, `lag-tolerant reads now go to the ${target}`));
  const jobs = new JobRegistry();
  const app = await buildApp({ db, reads, config, jobs });
  const runner = config.jobs.runInApi
    ? new JobRunner(db, jobs, {
        concurrency: config.jobs.concurrency,
        // While requests are in flight, job starts wait for the I/O already waiting: people first.
        yieldTo: app.interactive,
        pollMs: config.jobs.pollMs,
        retryBaseMs: config.jobs.retryBaseMs,
        onError: (error) => app.log.error({ err: error }, 'job runner'),
      })
    : undefined;
  const metrics = await observeProcess(config, config.metricsPorts.api, db, reads);
  if (metrics !== undefined) app.log.info({ port: metrics.port }, 'metrics at GET /metrics');
  let closing = false;
  const close = async (signal: NodeJS.Signals): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Stop taking requests and jobs, let those in hand finish, then close the database.
      await Promise.all([app.close(), runner?.stop(), metrics?.close()]);
    } finally {
      await Promise.all([reads.close(), db.close()]);
      // The spans of the last requests leave before the process does.
      await tracing?.shutdown();
    }
  };
  process.once('SIGINT', (signal) => void close(signal));
  process.once('SIGTERM', (signal) => void close(signal));

  const applied = await migrateConfigured(config, db);
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  // Demo data only for the embedded database (a configured server is someone's real data). Its
  // generator (faker) is loaded here only: a production process never reads it (the bundle keeps it
  // in demo-data.js, see tooling/src/build/api/).
  if (config.demoData) {
    app.log.info('embedded database: loading the demo data if it is empty or its load was cut short');
    const { demoSeeders, loadDemoDataIfNeeded } = await import('./seed');
    const seeders = demoSeeders({
      cvCount: config.demoCvCount,
      onCvProgress: (done, total) => app.log.info({ done, total }, 'demo CVs generated'),
    });
    if (await loadDemoDataIfNeeded(db, seeders)) app.log.info('demo data loaded');
  }
  await app.listen({ port: config.port, host: config.host });
  if (runner !== undefined && !closing) {
    await runner.start();
    app.log.info({ kinds: jobs.all().map((job) => job.kind), worker: runner.workerId }, 'running background jobs');
  }
  // Supervisors and the process tests wait for this message (the port matters with PORT=0).
  const address = app.server.address();
  process.send?.({ type: 'ready', port: typeof address === 'object' && address !== null ? address.port : config.port });
  // CVs indexed by an older search layout are rebuilt while the API already answers.
  reindexStaleResumes(db).then(
    (count) => {
      if (count > 0) app.log.info({ count }, 'CV search vectors rebuilt');
    },
    (error: unknown) => app.log.error({ err: error }, 'CV re-indexing failed; it resumes at the next start'),
  );
}

main().catch((error: unknown) => {
  // Configuration and a busy data folder are the operator's to fix: say so plainly, without a stack.
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
