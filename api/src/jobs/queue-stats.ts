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
 * statement that reads two small partial indexes (`jobs_due_idx`, `jobs_failed_kind_idx`), never
 * the finished jobs kept for `npm run jobs`.
 */
export async function jobQueueStats(db: Queryable): Promise<JobQueueStat[]> {
  const { rows } = await db.query<{ kind: string; state: JobQueueStat['state']; jobs: number; oldest_due_s: number | null }>(
    `SELECT kind, state, count(*)::int AS jobs,
            extract(epoch FROM now() - min(run_at) FILTER (WHERE run_at <= now()))::float8 AS oldest_due_s
       FROM jobs
      WHERE state IN ('queued', 'running')
      GROUP BY kind, state
     UNION ALL
     SELECT kind, 'failed', count(*)::int, NULL
       FROM jobs
      WHERE state = 'failed'
      GROUP BY kind`,
  );
  return rows.map((row) => ({ kind: row.kind, state: row.state, jobs: row.jobs, oldestDueSeconds: row.oldest_due_s }));
}
