import { CronExpressionParser } from 'cron-parser';
import type { Database, Queryable } from '../db/database';
import { enqueueJob } from './enqueue';

/** A recurring job as stored in `job_schedules`. */
export interface ScheduleInput {
  /** Unique name: a kind's built-in schedule is named after the kind; per-record ones e.g. `scout.run:42`. */
  name: string;
  kind: string;
  /** Five-field cron: `0 3 * * *` is 03:00 every day. */
  cron: string;
  /** IANA time zone the cron is read in (default UTC). */
  timeZone?: string;
  payload?: unknown;
}

/**
 * The next slot of `cron` strictly after `after`.
 *
 * @throws Error with the parser's message for an invalid expression or time zone.
 */
export function nextRun(cron: string, timeZone: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: timeZone }).next().toDate();
}

/**
 * Creates or updates a recurring job. The next run is recomputed only when the cron or the time
 * zone changed, so restarting a process never moves (or repeats) a slot.
 */
export async function upsertSchedule(db: Queryable, input: ScheduleInput, now = new Date()): Promise<void> {
  const timeZone = input.timeZone ?? 'UTC';
  const next = nextRun(input.cron, timeZone, now);
  await db.query(
    `INSERT INTO job_schedules (name, kind, cron, time_zone, payload, next_run_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (name) DO UPDATE SET
       kind = EXCLUDED.kind, payload = EXCLUDED.payload, updated_at = now(),
       next_run_at = CASE WHEN job_schedules.cron = EXCLUDED.cron AND job_schedules.time_zone = EXCLUDED.time_zone
                          THEN job_schedules.next_run_at ELSE EXCLUDED.next_run_at END,
       cron = EXCLUDED.cron, time_zone = EXCLUDED.time_zone`,
    [input.name, input.kind, input.cron, timeZone, JSON.stringify(input.payload ?? {}), next.toISOString()],
  );
}

/** Removes a recurring job (jobs it already enqueued still run). */
export async function removeSchedule(db: Queryable, name: string): Promise<void> {
  await db.query('DELETE FROM job_schedules WHERE name = $1', [name]);
}

interface DueSchedule {
  name: string;
  kind: string;
  cron: string;
  time_zone: string;
  payload: unknown;
  next_run_at: Date;
}

/**
 * Enqueues the job of every schedule whose slot has come, and moves each to its next slot after
 * now: slots missed while no process ran collapse into one run. Rows are locked with SKIP LOCKED
 * and each slot's job carries the key `<name>@<slot>`, so concurrent processes enqueue it once.
 *
 * @returns how many jobs were enqueued.
 */
export async function enqueueDueSchedules(db: Database, kinds: readonly string[], now = new Date()): Promise<number> {
  if (kinds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<DueSchedule>(
      `SELECT name, kind, cron, time_zone, payload, next_run_at FROM job_schedules
        WHERE next_run_at <= $1 AND kind = ANY($2::text[])
        ORDER BY next_run_at LIMIT 100 FOR UPDATE SKIP LOCKED`,
      [now.toISOString(), kinds],
    );
    let created = 0;
    for (const row of rows) {
      const job = await enqueueJob(tx, {
        kind: row.kind,
        payload: row.payload,
        idempotencyKey: `${row.name}@${row.next_run_at.toISOString()}`,
      });
      if (job.created) created += 1;
      await tx.query('UPDATE job_schedules SET next_run_at = $2, last_run_at = $3, updated_at = now() WHERE name = $1', [
        row.name,
        nextRun(row.cron, row.time_zone, now).toISOString(),
        row.next_run_at.toISOString(),
      ]);
    }
    return created;
  });
}
