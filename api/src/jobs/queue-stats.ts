import type { Queryable } from '../db/database';

/** Jobs of one kind in one unfinished (or failed) state, for the metrics. */
export interface JobQueueStat {
  kind: string;
  state: 'queued' | 'running' | 'failed';
  jobs: number;
  /**
   * Seconds since the oldest due job of this kind and state became due (a queued job whose time has
   * come, or a running job whose lease ran out: its process died); null when none is due.
   */
  oldestDueSeconds: number | null;
}

/**
 * Counts queued, running and failed jobs per kind, with the age of the oldest due one, in one
 * statement. Queued and running rows are few (the partial index `jobs_due_idx`); failed rows stay
 * until the purge job deletes them.
 */
export async function jobQueueStats(db: Queryable): Promise<JobQueueStat[]> {
  const { rows } = await db.query<{ kind: string; state: JobQueueStat['state']; jobs: number; oldest_due_s: number | null }>(
    `SELECT kind, state, count(*)::int AS jobs,
            extract(epoch FROM now() - min(run_at) FILTER (WHERE state <> 'failed' AND run_at <= now()))::float8 AS oldest_due_s
       FROM jobs
      WHERE state IN ('queued', 'running', 'failed')
      GROUP BY kind, state`,
  );
  return rows.map((row) => ({ kind: row.kind, state: row.state, jobs: row.jobs, oldestDueSeconds: row.oldest_due_s }));
}
