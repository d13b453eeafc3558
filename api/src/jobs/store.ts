import type { Queryable } from '../db/database';

/** A job this process has just claimed. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * Claims up to `limit` due jobs of `kinds` for this process: queued jobs whose time has come and
 * running jobs whose lease ran out (their process died). `FOR UPDATE SKIP LOCKED` lets concurrent
 * claimers pass each other's rows; each claim gets a new `token` that later updates must present.
 * The lease is written into `run_at`, so one index serves both cases.
 */
export async function claimJobs(
  db: Queryable,
  options: { token: string; worker: string; kinds: readonly string[]; leasesMs: readonly number[]; limit: number },
): Promise<ClaimedJob[]> {
  const { rows } = await db.query<ClaimedJob>(
    `WITH picked AS (
       SELECT id FROM jobs
        WHERE state IN ('queued', 'running') AND run_at <= now() AND kind = ANY($3::text[])
        ORDER BY run_at, id
        LIMIT $5
        FOR UPDATE SKIP LOCKED
     )
     UPDATE jobs j
        SET state = 'running', attempts = j.attempts + 1, lock_token = $1, locked_by = $2,
            run_at = now() + l.lease_ms * interval '1 millisecond', updated_at = now()
       FROM picked, unnest($3::text[], $4::int[]) AS l(kind, lease_ms)
      WHERE j.id = picked.id AND l.kind = j.kind
     RETURNING j.id, j.kind, j.payload, j.attempts, j.max_attempts`,
    [options.token, options.worker, options.kinds, options.leasesMs, options.limit],
  );
  return rows;
}

/** Marks a claimed job done. @returns false when the claim was lost (another process holds it). */
export async function markDone(db: Queryable, id: number, token: string): Promise<boolean> {
  const result = await db.query(
    `UPDATE jobs SET state = 'done', lock_token = NULL, last_error = NULL, finished_at = now(), updated_at = now()
      WHERE id = $1 AND lock_token = $2 AND state = 'running'`,
    [id, token],
  );
  return result.rowCount === 1;
}

/**
 * Marks claimed jobs done in one statement (see {@link markDone}).
 * @returns for each job, in order, whether its claim still held.
 */
export async function markDoneMany(db: Queryable, jobs: ReadonlyArray<{ id: number; token: string }>): Promise<boolean[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE jobs j SET state = 'done', lock_token = NULL, last_error = NULL, finished_at = now(), updated_at = now()
       FROM unnest($1::bigint[], $2::uuid[]) AS d(id, token)
      WHERE j.id = d.id AND j.lock_token = d.token AND j.state = 'running'
     RETURNING j.id`,
    [jobs.map((job) => job.id), jobs.map((job) => job.token)],
  );
  const done = new Set(rows.map((row) => Number(row.id)));
  return jobs.map((job) => done.has(job.id));
}

/** Puts a claimed job back in the queue to run again at `runAt`. */
export async function markRetry(db: Queryable, id: number, token: string, runAt: Date, error: string): Promise<boolean> {
  const result = await db.query(
    `UPDATE jobs SET state = 'queued', lock_token = NULL, run_at = $3, last_error = $4, updated_at = now()
      WHERE id = $1 AND lock_token = $2 AND state = 'running'`,
    [id, token, runAt.toISOString(), error],
  );
  return result.rowCount === 1;
}

/** Fails a claimed job for good with its reason. */
export async function markFailed(db: Queryable, id: number, token: string, error: string): Promise<boolean> {
  const result = await db.query(
    `UPDATE jobs SET state = 'failed', lock_token = NULL, last_error = $3, finished_at = now(), updated_at = now()
      WHERE id = $1 AND lock_token = $2 AND state = 'running'`,
    [id, token, error],
  );
  return result.rowCount === 1;
}
