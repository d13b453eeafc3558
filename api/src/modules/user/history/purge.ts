import { z } from 'zod';
import type { Queryable } from '../../../db/database';
import type { JobRegistry } from '../../../jobs';

/** The job kind of the daily purge. */
export const HISTORY_PURGE_JOB = 'history.purge';

/** Rows one statement deletes: short transactions, so searches writing history never wait long. */
const PURGE_BATCH = 10_000;

/**
 * Deletes searches and CV views older than `retentionDays`, in batches.
 *
 * @returns how many rows of each were deleted.
 */
export async function purgeHistory(db: Queryable, retentionDays: number): Promise<{ searches: number; views: number }> {
  const deleted = { searches: 0, views: 0 };
  for (const [table, key] of [['search_history', 'searches'], ['cv_views', 'views']] as const) {
    for (;;) {
      const result = await db.query(
        `DELETE FROM ${table} WHERE id IN (
           SELECT id FROM ${table} WHERE created_at < now() - make_interval(days => $1) LIMIT $2)`,
        [retentionDays, PURGE_BATCH],
      );
      deleted[key] += result.rowCount;
      if (result.rowCount < PURGE_BATCH) break;
    }
  }
  return deleted;
}

/** The daily `history.purge` job (03:15 UTC): history is kept `HISTORY_RETENTION_DAYS` days, then deleted. */
export function defineHistoryPurge(jobs: JobRegistry, retentionDays: number): void {
  jobs.define({
    kind: HISTORY_PURGE_JOB,
    payload: z.object({}),
    schedule: { cron: '15 3 * * *' },
    async handler(_payload, { db }) {
      await purgeHistory(db, retentionDays);
    },
  });
}
