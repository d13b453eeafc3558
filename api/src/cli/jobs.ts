import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { openDatabaseForCli } from '../db/open';
import { countJobs, type JobRow, listJobs, retryJobs } from '../jobs';
import { runCli } from './run-cli';

const STATES: ReadonlyArray<JobRow['state']> = ['queued', 'running', 'done', 'failed'];

const USAGE = `Usage: npm run jobs -- [--state S] [--kind K] [--limit N] [--json]
       npm run jobs -- --retry ID[,ID...] | --retry failed

Lists background jobs, newest first, with the count per state; retries failed ones.
  --state S   only queued, running, done or failed
  --kind K    only jobs of this kind (e.g. mail.send)
  --limit N   how many (default 50, at most 10000)
  --json      one JSON object per line
  --retry X   run failed jobs again (fresh attempts): ids, or "failed" for all`;

function isState(value: string): value is JobRow['state'] {
  return STATES.some((state) => state === value);
}

function formatJob(job: JobRow): string {
  const when = job.state === 'queued' ? `due ${job.runAt.toISOString()}` : (job.finishedAt ?? job.runAt).toISOString();
  const error = job.lastError === null ? '' : `\n    ${job.state === 'failed' ? 'failed' : 'last error'}: ${job.lastError.replace(/\s+/g, ' ')}`;
  return `#${job.id}  ${job.kind.padEnd(16)} ${job.state.padEnd(8)} attempts ${job.attempts}/${job.maxAttempts}  ${when}${job.lockedBy === null || job.state !== 'running' ? '' : `  on ${job.lockedBy}`}${error}`;
}

function parseRetry(value: string): number[] | 'failed' | null {
  if (value === 'failed') return 'failed';
  const ids = value.split(',').map((item) => Number(item.trim()));
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : null;
}

async function main(): Promise<number> {
  let values: { state?: string; kind?: string; limit?: string; json?: boolean; retry?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        state: { type: 'string' },
        kind: { type: 'string' },
        limit: { type: 'string', short: 'n' },
        json: { type: 'boolean' },
        retry: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (values.help === true) {
    console.log(USAGE);
    return 0;
  }
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    console.error(`--limit must be a whole number from 1 to 10000, got "${values.limit}".\n\n${USAGE}`);
    return 2;
  }
  const state = values.state;
  if (state !== undefined && !isState(state)) {
    console.error(`--state must be one of ${STATES.join(', ')}, got "${state}".\n\n${USAGE}`);
    return 2;
  }
  const retry = values.retry === undefined ? undefined : parseRetry(values.retry);
  if (retry === null) {
    console.error(`--retry takes job ids (1,2,3) or "failed", got "${values.retry}".\n\n${USAGE}`);
    return 2;
  }
  const db = await openDatabaseForCli(loadConfig());
  try {
    if (retry !== undefined) {
      const retried = await retryJobs(db, retry);
      console.log(retried.length === 0 ? 'No failed job to retry.' : `Queued again: ${retried.map((id) => `#${id}`).join(', ')}`);
      return 0;
    }
    const jobs = await listJobs(db, { limit, ...(state === undefined ? {} : { state }), ...(values.kind === undefined ? {} : { kind: values.kind }) });
    if (values.json === true) {
      for (const job of jobs) console.log(JSON.stringify(job));
      return 0;
    }
    const counts = await countJobs(db);
    console.log(STATES.map((name) => `${name} ${counts[name]}`).join(' · '));
    console.log(jobs.length === 0 ? 'No jobs.' : jobs.map(formatJob).join('\n'));
  } finally {
    await db.close();
  }
  return 0;
}

runCli(main);
