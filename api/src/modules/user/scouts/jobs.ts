import { z } from 'zod';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { type JobRegistry, LeaseLostError, PermanentJobError, removeSchedule } from '../../../jobs';
import { reasonOf } from '../../../jobs/runner';
import type { ResumeSource } from '../../search';
import { recordRunFailure, selectScout } from './queries';
import { runScout } from './run';
import { SCOUT_RUN_JOB, scheduleName } from './schedule';

/** A scheduled run may take this long before another process may take it over. */
const SCOUT_RUN_LEASE_MS = 120_000;

/**
 * Defines the `scout.run` job: the scheduled run of one scout (its `job_schedules` row enqueues
 * one job per slot, cluster-wide; slots missed while no process ran collapse into one run at the
 * next start). A failed run is retried with backoff and each failure is written on the scout
 * (`lastError`, with whether a retry is still to come); a run that succeeds clears it. Saved
 * criteria the search now refuses fail at once (no retry can fix them), also reported.
 */
export function defineScoutJobs(jobs: JobRegistry, db: Database, resumes: ResumeSource, publicUrl: string): void {
  jobs.define({
    kind: SCOUT_RUN_JOB,
    payload: z.object({ scoutId: z.number().int().positive() }),
    leaseMs: SCOUT_RUN_LEASE_MS,
    async handler({ scoutId }, context) {
      const scout = await selectScout(db, scoutId, null);
      // Gone with its owner's account (a cascade the schedule row does not follow): no more slots.
      if (scout === undefined) {
        await removeSchedule(db, scheduleName(scoutId));
        return;
      }
      // Paused or made manual after this slot was enqueued: nothing to run.
      if (!scout.active || scout.schedule === 'manual') return;
      try {
        await runScout(db, resumes, scout, { trigger: 'scheduled', publicUrl, commit: (fn) => context.completeWith(fn) });
      } catch (error) {
        if (error instanceof LeaseLostError) throw error;
        const refused = error instanceof ApiError && error.status === 400;
        const reason = refused ? `The saved criteria are refused by the search: ${describe(error)}` : reasonOf(error);
        await recordRunFailure(db, scoutId, reason, refused || context.attempt >= context.maxAttempts);
        throw refused ? new PermanentJobError(reason) : error;
      }
    },
    // Every attempt used (or the runs' processes died each time): reported as final on the scout.
    async onFailed({ scoutId }, reason, database) {
      await recordRunFailure(database, scoutId, reason, true);
    },
  });
}

function describe(error: ApiError): string {
  const fields = error.fields?.map((field) => `${field.path}: ${field.message}`).join('; ');
  return fields === undefined || fields === '' ? error.message : fields;
}
