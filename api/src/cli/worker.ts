// First: tracing patches http and pg before anything loads them (a bare import keeps its place in the sorted list).
import '../telemetry/register-worker';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config/env';
import { DataDirLockedError } from '../db/data-dir-lock';
import { migrateConfigured } from '../db/migrate-configured';
import { openConfiguredDatabase } from '../db/open';
import { JobRegistry, JobRunner } from '../jobs';
import { observeProcess } from '../metrics/observe';
import { tracing } from '../telemetry/register-worker';

/**
 * `npm run worker`: runs background jobs without serving HTTP, for deployments that keep them
 * apart from the API (start the API with `RUN_JOBS=false`). Any number of workers and API
 * processes may run on one database: each job runs once. SIGTERM/SIGINT: stop claiming, finish
 * the jobs in hand, exit.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  const jobs = new JobRegistry();
  // The app is built (not listening) so every module defines its kinds of job, as in the API.
  const app = await buildApp({ db, config, jobs });
  await migrateConfigured(config, db);
  const runner = new JobRunner(db, jobs, {
    concurrency: config.jobs.concurrency,
    pollMs: config.jobs.pollMs,
    retryBaseMs: config.jobs.retryBaseMs,
    onError: (error) => app.log.error({ err: error }, 'job runner'),
  });
  const metrics = await observeProcess(config, config.metricsPorts.worker, db);
  if (metrics !== undefined) app.log.info({ port: metrics.port }, 'metrics at GET /metrics');
  let closing = false;
  const close = async (signal: NodeJS.Signals): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'worker stopping: finishing the jobs in hand');
    try {
      await runner.stop();
      await Promise.all([app.close(), metrics?.close()]);
    } finally {
      await db.close();
      await tracing?.shutdown();
      // A supervisor's IPC channel would keep the process alive.
      if (process.connected) process.disconnect();
    }
  };
  process.once('SIGINT', (signal) => void close(signal));
  process.once('SIGTERM', (signal) => void close(signal));
  await runner.start();
  app.log.info({ kinds: jobs.all().map((job) => job.kind), worker: runner.workerId }, 'worker running');
  // Tests and supervisors wait for this line.
  process.send?.({ type: 'ready' });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
