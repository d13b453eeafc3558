import type { Queryable } from '../db/database';

/** A job to run later. */
export interface NewJob {
  kind: string;
  /** JSON-serialisable input of the handler. */
  payload?: unknown;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** A second job with the same key is not created: the first one's id is returned. */
  idempotencyKey?: string;
  /** Runs in all, first one included (default 5). */
  maxAttempts?: number;
}

const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Enqueues jobs in bulk inside the caller's transaction: they exist only if it commits. One
 * statement for any number (a 10 000-recipient mailing). Jobs whose key already exists are skipped.
 *
 * @returns the ids of the jobs created (not of those skipped).
 */
export async function enqueueJobs(tx: Queryable, jobs: readonly NewJob[]): Promise<number[]> {
  if (jobs.length === 0) return [];
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO jobs (kind, payload, run_at, idempotency_key, max_attempts)
     SELECT kind, payload::jsonb, coalesce(run_at, now()), key, attempts
       FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::int[]) AS j(kind, payload, run_at, key, attempts)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
    [
      jobs.map((job) => job.kind),
      jobs.map((job) => JSON.stringify(job.payload ?? {})),
      jobs.map((job) => job.runAt?.toISOString() ?? null),
      jobs.map((job) => job.idempotencyKey ?? null),
      jobs.map((job) => job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
    ],
  );
  return rows.map((row) => row.id);
}

/**
 * Enqueues one job inside the caller's transaction (or on the database directly).
 *
 * @returns its id, and `created: false` when a job with the same idempotency key already existed.
 */
export async function enqueueJob(tx: Queryable, job: NewJob): Promise<{ id: number; created: boolean }> {
  const [id] = await enqueueJobs(tx, [job]);
  if (id !== undefined) return { id, created: true };
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM jobs WHERE idempotency_key = $1', [job.idempotencyKey]);
  const existing = rows[0];
  if (existing === undefined) throw new Error(`enqueueJob: no job created and none holds key ${job.idempotencyKey}`);
  return { id: existing.id, created: false };
}
