import { z } from 'zod';
import type { Database } from '../../db/database';
import type { JobRegistry } from '../../jobs';
import { deleteOldLoads } from './queries';

/** The kind of the daily purge of old load counts. */
export const REMOTE_LOADS_PURGE_JOB = 'remote-loads.purge';

/** The daily `remote-loads.purge`: deletes the per-minute counts older than `retentionDays`. */
export function defineRemoteLoadsPurge(jobs: JobRegistry, db: Database, retentionDays: number): void {
  jobs.define({
    kind: REMOTE_LOADS_PURGE_JOB,
    payload: z.object({}),
    schedule: { cron: '50 3 * * *' },
    async handler() {
      await deleteOldLoads(db, retentionDays, new Date());
    },
  });
}
