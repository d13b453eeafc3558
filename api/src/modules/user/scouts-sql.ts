import type { ScoutRunTrigger, ScoutSchedule } from '@platform/contract';
import type { Queryable } from '../../db/database';
import { SCOUT_RUN_JOB } from './scouts-schedule';

/** Runs a scout keeps (with their match sets); older ones are deleted by the next run. */
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
         (SELECT count(*) FROM scout_matches x WHERE x.scout_id = s.id) AS matches
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

/** A `scout_runs` row with its scout's name. */
export interface RunRow {
  id: number;
  scout_id: number;
  scout_name: string;
  trigger: ScoutRunTrigger;
  total: number;
  total_is_estimate: boolean;
  new_count: number;
  kept: number;
  created_at: Date;
}

const SELECT_RUN = `
  SELECT r.id, r.scout_id, s.name AS scout_name, r.trigger, r.total, r.total_is_estimate, r.new_count, r.kept, r.created_at
    FROM scout_runs r JOIN scouts s ON s.id = r.scout_id`;

/** The user's newest runs, of one scout or all, optionally only those that found new CVs. */
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

/** One item of a run's match set. */
export interface RunItemRow {
  resume_type: 'internal' | 'imported';
  resume_id: number;
  is_new: boolean;
}

/** A page of a run's match set in its stored order (new CVs first). */
export async function selectRunItems(db: Queryable, runId: number, offset: number, limit: number): Promise<RunItemRow[]> {
  const { rows } = await db.query<RunItemRow>(
    'SELECT resume_type, resume_id, is_new FROM scout_run_items WHERE run_id = $1 ORDER BY position OFFSET $2 LIMIT $3',
    [runId, offset, limit],
  );
  return rows;
}

/** Of `refs` (a run's matches), the first `limit` the scout has never found: what a digest lists. */
export async function selectUnseen(
  db: Queryable,
  scoutId: number,
  refs: ReadonlyArray<{ type: string; id: number }>,
  limit: number,
): Promise<Array<{ type: 'internal' | 'imported'; id: number }>> {
  const { rows } = await db.query<{ type: 'internal' | 'imported'; id: number }>(
    `SELECT m.type, m.id FROM unnest($2::text[], $3::bigint[]) WITH ORDINALITY AS m (type, id, ord)
      WHERE NOT EXISTS (SELECT 1 FROM scout_matches x WHERE x.scout_id = $1 AND x.resume_type = m.type AND x.resume_id = m.id)
      ORDER BY m.ord LIMIT $4`,
    [scoutId, refs.map((ref) => ref.type), refs.map((ref) => ref.id), limit],
  );
  return rows;
}

/**
 * Stores a run and its whole match set in one transaction (the scout's row locked by the caller):
 * the CVs the scout had never found are recorded as seen and listed first, marked new; runs past
 * the newest {@link SCOUT_RUNS_KEPT} are deleted. One statement for the set, whatever its size.
 *
 * @returns the run's id and how many of its matches were new.
 */
export async function insertRun(
  tx: Queryable,
  run: { scoutId: number; userId: string; trigger: ScoutRunTrigger; total: number; totalIsEstimate: boolean; items: ReadonlyArray<{ type: string; id: number }> },
): Promise<{ id: number; fresh: number }> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO scout_runs (scout_id, user_id, trigger, total, total_is_estimate, new_count, kept)
     VALUES ($1, $2, $3, $4, $5, 0, 0) RETURNING id`,
    [run.scoutId, run.userId, run.trigger, run.total, run.totalIsEstimate],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO scout_runs returned no row');
  const counted = await tx.query<{ fresh: number; kept: number }>(
    `WITH m AS (
       SELECT * FROM unnest($3::text[], $4::bigint[]) WITH ORDINALITY AS m (type, id, ord)
     ), fresh AS (
       INSERT INTO scout_matches (scout_id, run_id, resume_type, resume_id)
       SELECT $1, $2, m.type, m.id FROM m
       ON CONFLICT (scout_id, resume_type, resume_id) DO NOTHING
       RETURNING resume_type, resume_id
     ), stored AS (
       INSERT INTO scout_run_items (run_id, position, resume_type, resume_id, is_new)
       SELECT $2, row_number() OVER (ORDER BY (f.resume_id IS NOT NULL) DESC, m.ord), m.type, m.id, f.resume_id IS NOT NULL
         FROM m LEFT JOIN fresh f ON f.resume_type = m.type AND f.resume_id = m.id
       RETURNING is_new
     )
     SELECT (count(*) FILTER (WHERE is_new))::int AS fresh, count(*)::int AS kept FROM stored`,
    [run.scoutId, id, run.items.map((item) => item.type), run.items.map((item) => item.id)],
  );
  const fresh = counted.rows[0]?.fresh ?? 0;
  await tx.query('UPDATE scout_runs SET new_count = $2, kept = $3 WHERE id = $1', [id, fresh, counted.rows[0]?.kept ?? 0]);
  await tx.query(
    `UPDATE scouts SET last_run_at = now(), last_error = NULL, last_error_at = NULL, last_error_final = false WHERE id = $1`,
    [run.scoutId],
  );
  await tx.query(
    `DELETE FROM scout_runs WHERE scout_id = $1 AND id NOT IN (
       SELECT id FROM scout_runs WHERE scout_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)`,
    [run.scoutId, SCOUT_RUNS_KEPT],
  );
  return { id, fresh };
}

/** Records a failed run on the scout: the reason, when, and whether a retry is still to come. */
export async function recordRunFailure(db: Queryable, scoutId: number, reason: string, final: boolean): Promise<void> {
  await db.query('UPDATE scouts SET last_error = $2, last_error_at = now(), last_error_final = $3 WHERE id = $1', [scoutId, reason, final]);
}
