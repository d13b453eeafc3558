import { z } from 'zod';
import type { Database } from '../../db/database';
import type { JobRegistry } from '../../jobs';
import { deleteOldAlerts } from './queries';

/** Alerts older than this are deleted (the table is a recent-problems log, not an archive). */
export const ALERT_RETENTION_DAYS = 30;
/** At most this many alerts are kept; the oldest go first. */
export const ALERT_MAX_KEPT = 100_000;

/** The kind of the daily alert purge. */
export const ALERTS_PURGE_JOB = 'alerts.purge';

/**
 * The daily `alerts.purge`: deletes alerts past {@link ALERT_RETENTION_DAYS} and all but the newest
 * {@link ALERT_MAX_KEPT}. A scheduled job rather than a sweep on insert: a report never pays for the
 * delete, and the table is trimmed even on days nobody reports anything. Between two runs the rate
 * limit bounds how far past the cap it can grow.
 */
export function defineAlertsPurge(jobs: JobRegistry, db: Database): void {
  jobs.define({
    kind: ALERTS_PURGE_JOB,
    payload: z.object({}),
    schedule: { cron: '40 3 * * *' },
    async handler() {
      await deleteOldAlerts(db, ALERT_RETENTION_DAYS, ALERT_MAX_KEPT);
    },
  });
}
