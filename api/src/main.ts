import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openConfiguredDatabase } from './db/open';
import { JobRegistry, JobRunner } from './jobs';
import { runDemoSeeders } from './seed';

async function isEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM users');
  return rows[0]?.count === 0;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  const jobs = new JobRegistry();
  const app = await buildApp({ db, config, jobs });
  const runner = config.jobs.runInApi
    ? new JobRunner(db, jobs, {
        concurrency: config.jobs.concurrency,
        pollMs: config.jobs.pollMs,
        retryBaseMs: config.jobs.retryBaseMs,
        onError: (error) => app.log.error({ err: error }, 'job runner'),
      })
    : undefined;
  let closing = false;
  const close = async (signal: NodeJS.Signals): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Stop taking requests and jobs, let those in hand finish, then close the database.
      await Promise.all([app.close(), runner?.stop()]);
    } finally {
      await db.close();
    }
  };
  process.once('SIGINT', (signal) => void close(signal));
  process.once('SIGTERM', (signal) => void close(signal));

  const applied = await migrate(db);
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  // Demo data only for the embedded database: a configured server is someone's real data.
  if (config.databaseUrl === undefined && (await isEmpty(db))) {
    app.log.info('empty embedded database: loading demo data');
    await runDemoSeeders(db);
  }
  await app.listen({ port: config.port, host: config.host });
  if (runner !== undefined && !closing) {
    await runner.start();
    app.log.info({ kinds: jobs.all().map((job) => job.kind), worker: runner.workerId }, 'running background jobs');
  }
}

main().catch((error: unknown) => {
  // Configuration and a busy data folder are the operator's to fix: say so plainly, without a stack.
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
