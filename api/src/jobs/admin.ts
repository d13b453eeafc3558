import type { Queryable } from '../db/database';
import type { JobRow } from './types';

interface Row {
  id: number;
  kind: string;
  state: JobRow['state'];
  payload: unknown;
  run_at: Date;
  attempts: number;
  max_attempts: number;
  idempotency_key: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

function toJob(row: Row): JobRow {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    payload: row.payload,
    runAt: row.run_at,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    idempotencyKey: row.idempotency_key,
    lockedBy: row.locked_by,
    lastError: row.last_error,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

/** The latest jobs, newest first, optionally of one state and/or kind. */
export async function listJobs(
  db: Queryable,
  filter: { state?: JobRow['state']; kind?: string; limit?: number } = {},
): Promise<JobRow[]> {
  const { rows } = await db.query<Row>(
    `SELECT id, kind, state, payload, run_at, attempts, max_attempts, idempotency_key, locked_by, last_error, created_at, finished_at
       FROM jobs
      WHERE ($1::text IS NULL OR state = $1) AND ($2::text IS NULL OR kind = $2)
      ORDER BY id DESC LIMIT $3`,
    [filter.state ?? null, filter.kind ?? null, filter.limit ?? 50],
  );
  return rows.map(toJob);
}

/** How many jobs are in each state. */
export async function countJobs(db: Queryable): Promise<Record<JobRow['state'], number>> {
  const { rows } = await db.query<{ state: JobRow['state']; count: number }>('SELECT state, count(*) AS count FROM jobs GROUP BY state');
  const counts = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.state] = row.count;
  return counts;
}

/**
 * Runs failed jobs again from now with a fresh set of attempts (`npm run jobs -- --retry`).
 *
 * @param ids - the jobs to retry; `'failed'` retries every failed job.
 * @returns the ids put back in the queue (jobs not failed are left alone).
 */
export async function retryJobs(db: Queryable, ids: readonly number[] | 'failed'): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE jobs SET state = 'queued', attempts = 0, run_at = now(), finished_at = NULL, updated_at = now()
      WHERE state = 'failed' AND ($1::bigint[] IS NULL OR id = ANY($1::bigint[]))
      RETURNING id`,
    [ids === 'failed' ? null : ids],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
