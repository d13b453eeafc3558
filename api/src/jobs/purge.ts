import { z } from 'zod';
import type { JobRegistry } from './registry';

/** Finished jobs are kept this long for `npm run jobs` (failed ones longer: someone may retry them). */
export const DONE_JOB_RETENTION_DAYS = 14;
export const FAILED_JOB_RETENTION_DAYS = 90;

/** The daily `jobs.purge`: deletes old finished jobs so the table stays the size of its recent work. */
export function defineJobPurge(jobs: JobRegistry): void {
  jobs.define({
    kind: 'jobs.purge',
    payload: z.object({}),
    schedule: { cron: '30 3 * * *' },
    async handler(_payload, { db }) {
      await db.query(
        `DELETE FROM jobs
          WHERE (state = 'done' AND finished_at < now() - make_interval(days => $1))
             OR (state = 'failed' AND finished_at < now() - make_interval(days => $2))`,
        [DONE_JOB_RETENTION_DAYS, FAILED_JOB_RETENTION_DAYS],
      );
    },
  });
}
