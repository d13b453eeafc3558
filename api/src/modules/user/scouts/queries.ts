import type { ScoutRunTrigger, ScoutSchedule } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import type { MatchBoundary, SnapshotFigures } from '../../search';
import { SCOUT_RUN_JOB } from './schedule';

/** Runs a scout keeps (each one row: criteria and boundary); older ones are deleted by the next run. */
export const SCOUT_RUNS_KEPT = 30;

/** A `scouts` row with what the API shows of it. */
export interface ScoutRow {
  id: number;
  user_id: string;
  name: string;
  criteria: Record<string, unknown>;
  active: boolean;
  schedule: ScoutSchedule;
  run_hour: number | null;
  time_zone: string;
  digest: boolean;
  created_at: Date;
  last_run_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
  last_error_final: boolean;
  next_run_at: Date | null;
  matches: number;
}

const SELECT_SCOUT = `
  SELECT s.id, s.user_id, s.name, s.criteria, s.active, s.schedule, s.run_hour, s.time_zone, s.digest, s.created_at,
         s.last_run_at, s.last_error, s.last_error_at, s.last_error_final, js.next_run_at,
         coalesce((SELECT r.total FROM scout_runs r WHERE r.scout_id = s.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1), 0) AS matches
    FROM scouts s LEFT JOIN job_schedules js ON js.name = '${SCOUT_RUN_JOB}:' || s.id`;

/** The user's scouts, newest first. */
export async function selectScouts(db: Queryable, userId: string): Promise<ScoutRow[]> {
  const { rows } = await db.query<ScoutRow>(`${SELECT_SCOUT} WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC`, [userId]);
  return rows;
}

/** One scout, the user's own only (`userId` null: any owner, for jobs). */
export async function selectScout(db: Queryable, id: number, userId: string | null): Promise<ScoutRow | undefined> {
  const { rows } = await db.query<ScoutRow>(`${SELECT_SCOUT} WHERE s.id = $1 AND ($2::uuid IS NULL OR s.user_id = $2)`, [id, userId]);
  return rows[0];
}

export async function countScouts(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM scouts WHERE user_id = $1', [userId]);
  return rows[0]?.count ?? 0;
}

/** The stored fields of a scout. */
export interface ScoutFields {
  name: string;
  criteria: Record<string, unknown>;
  active: boolean;
  schedule: ScoutSchedule;
  hour: number | null;
  timeZone: string;
  digest: boolean;
}

export async function insertScout(db: Queryable, userId: string, fields: ScoutFields): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO scouts (user_id, name, criteria, active, schedule, run_hour, time_zone, digest)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8) RETURNING id`,
    [userId, fields.name, JSON.stringify(fields.criteria), fields.active, fields.schedule, fields.hour, fields.timeZone, fields.digest],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO scouts returned no row');
  return id;
}

export async function updateScout(db: Queryable, id: number, fields: ScoutFields): Promise<void> {
  await db.query(
    `UPDATE scouts SET name = $2, criteria = $3::jsonb, active = $4, schedule = $5, run_hour = $6, time_zone = $7, digest = $8
      WHERE id = $1`,
    [id, fields.name, JSON.stringify(fields.criteria), fields.active, fields.schedule, fields.hour, fields.timeZone, fields.digest],
  );
}

/** A `scout_runs` row with its scout's name and what its pages are read from. */
export interface RunRow {
  id: number;
  scout_id: number;
  scout_name: string;
  trigger: ScoutRunTrigger;
  total: number;
  total_is_estimate: boolean;
  new_count: number;
  new_count_is_estimate: boolean;
  created_at: Date;
  criteria: Record<string, unknown>;
  last_resume_id: number;
  as_of: Date;
  since_resume_id: number | null;
  since_at: Date | null;
}

const SELECT_RUN = `
  SELECT r.id, r.scout_id, s.name AS scout_name, r.trigger, r.total, r.total_is_estimate, r.new_count, r.new_count_is_estimate,
         r.created_at, r.criteria, r.last_resume_id, r.as_of, r.since_resume_id, r.since_at
    FROM scout_runs r JOIN scouts s ON s.id = r.scout_id`;

/** The user's newest runs, of one scout or all, optionally only those that found something new. */
export async function selectRuns(db: Queryable, userId: string, options: { scoutId?: number | undefined; onlyNew: boolean; limit: number }): Promise<RunRow[]> {
  const { rows } = await db.query<RunRow>(
    `${SELECT_RUN} WHERE r.user_id = $1 AND ($2::bigint IS NULL OR r.scout_id = $2) AND (NOT $3 OR r.new_count > 0)
      ORDER BY r.created_at DESC, r.id DESC LIMIT $4`,
    [userId, options.scoutId ?? null, options.onlyNew, options.limit],
  );
  return rows;
}

/** One run of the user's. */
export async function selectRun(db: Queryable, id: number, userId: string): Promise<RunRow | undefined> {
  const { rows } = await db.query<RunRow>(`${SELECT_RUN} WHERE r.id = $1 AND r.user_id = $2`, [id, userId]);
  return rows[0];
}

/** The boundary a run's match set was taken at. */
export function runBoundary(run: Pick<RunRow, 'last_resume_id' | 'as_of'>): MatchBoundary {
  return { lastId: run.last_resume_id, asOf: run.as_of };
}

/** The previous run's boundary a run's new matches are counted from (`null`: all are new). */
export function runSince(run: Pick<RunRow, 'since_resume_id' | 'since_at'>): MatchBoundary | null {
  return run.since_resume_id === null || run.since_at === null ? null : { lastId: run.since_resume_id, asOf: run.since_at };
}

/**
 * The boundary the next run of a scout counts its new matches from: its latest run's, when that
 * run had the same criteria (after an edit the sets are not comparable: every match is new).
 */
export async function selectSince(db: Queryable, scoutId: number, criteria: Record<string, unknown>): Promise<MatchBoundary | null> {
  const { rows } = await db.query<{ same: boolean; last_resume_id: number; as_of: Date }>(
    `SELECT criteria = $2::jsonb AS same, last_resume_id, as_of FROM scout_runs WHERE scout_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [scoutId, JSON.stringify(criteria)],
  );
  const latest = rows[0];
  return latest === undefined || !latest.same ? null : runBoundary(latest);
}

/**
 * Stores a run (the scout's row locked by the caller): its criteria, snapshot boundary, the
 * boundary its new matches count from, and the counts; runs past the newest
 * {@link SCOUT_RUNS_KEPT} are deleted. One row, whatever the size of the match set.
 *
 * @returns the run's id.
 */
export async function insertRun(
  tx: Queryable,
  run: { scoutId: number; userId: string; trigger: ScoutRunTrigger; criteria: Record<string, unknown>; figures: SnapshotFigures; since: MatchBoundary | null },
): Promise<number> {
  const { figures, since } = run;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO scout_runs (scout_id, user_id, trigger, criteria, total, total_is_estimate, new_count, new_count_is_estimate,
                             last_resume_id, as_of, since_resume_id, since_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      run.scoutId,
      run.userId,
      run.trigger,
      JSON.stringify(run.criteria),
      figures.total,
      figures.totalIsEstimate,
      figures.newCount,
      figures.newCountIsEstimate,
      figures.boundary.lastId,
      figures.boundary.asOf,
      since?.lastId ?? null,
      since?.asOf ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO scout_runs returned no row');
  await tx.query(
    `UPDATE scouts SET last_run_at = now(), last_error = NULL, last_error_at = NULL, last_error_final = false WHERE id = $1`,
    [run.scoutId],
  );
  await tx.query(
    `DELETE FROM scout_runs WHERE scout_id = $1 AND id NOT IN (
       SELECT id FROM scout_runs WHERE scout_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)`,
    [run.scoutId, SCOUT_RUNS_KEPT],
  );
  return id;
}

/** Records a failed run on the scout: the reason, when, and whether a retry is still to come. */
export async function recordRunFailure(db: Queryable, scoutId: number, reason: string, final: boolean): Promise<void> {
  await db.query('UPDATE scouts SET last_error = $2, last_error_at = now(), last_error_final = $3 WHERE id = $1', [scoutId, reason, final]);
}
