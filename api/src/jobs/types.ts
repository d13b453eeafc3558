import type { z } from 'zod';
import type { Database, Queryable } from '../db/database';

/** What a handler knows about the run it is in. */
export interface JobContext {
  id: number;
  kind: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  maxAttempts: number;
  db: Database;
  /**
   * Runs `fn` in a transaction that also marks this job done: its writes and the job's completion
   * commit together, so a run killed before the commit leaves nothing, and a retry cannot store
   * the effect twice. Throws {@link LeaseLostError} (rolling back) when another process has taken
   * the job since (this run outlived its lease).
   */
  completeWith<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** A recurring schedule: standard five-field cron (`m h dom mon dow`) in a time zone (default UTC). */
export interface JobSchedule {
  cron: string;
  timeZone?: string;
}

/** One kind of job: how to read its payload and what to do. */
export interface JobDefinition<P> {
  /** `area.action`, e.g. `mail.send`, `history.purge`. */
  kind: string;
  /** Validates the stored payload before the handler sees it (a bad payload fails the job). */
  payload: z.ZodType<P>;
  handler: (payload: P, context: JobContext) => Promise<void>;
  /**
   * How long one run may take before another process may take the job over (default 60 s).
   * A run still going after that can no longer complete the job: keep effects idempotent.
   */
  leaseMs?: number;
  /** Runs the job at every slot of this schedule (one run per slot, cluster-wide). */
  schedule?: JobSchedule & { payload?: P };
  /** Called once when the job fails for good (no attempts left, or a {@link PermanentJobError}). */
  onFailed?: (payload: P, reason: string, db: Database) => Promise<void>;
}

/** Thrown by a handler for an error no retry can fix (e.g. SMTP 5xx): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** The run lost its claim: another process took the job after the lease expired. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

/** A job as `npm run jobs` and the admin functions show it. */
export interface JobRow {
  id: number;
  kind: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  payload: unknown;
  runAt: Date;
  attempts: number;
  maxAttempts: number;
  idempotencyKey: string | null;
  lockedBy: string | null;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}
