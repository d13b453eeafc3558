import { z } from 'zod';
import type { Database } from '../../../db/database';
import type { JobRegistry } from '../../../jobs';
import { expireMerges } from './merge-store';

/** The kind of the hourly job that ends the undo of merges past their day. */
export const CV_MERGES_EXPIRE_JOB = 'cv.merges.expire';

/**
 * The hourly `cv.merges.expire`: deletes the copies merges keep for their undo once the day is
 * over. A job rather than a check on read: the copies are personal data and must go even when
 * nobody looks at the CV again.
 */
export function defineMergeExpiry(jobs: JobRegistry, db: Database): void {
  jobs.define({
    kind: CV_MERGES_EXPIRE_JOB,
    payload: z.object({}),
    schedule: { cron: '17 * * * *' },
    async handler() {
      await expireMerges(db);
    },
  });
}
