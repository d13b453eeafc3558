import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { ApiError, parseInput } from '../../http/errors';
import { requireSession } from '../auth/session';
import { SEARCH_CRITERIA } from './criteria';
import { type ResumeSource, type ResumeViewer, underField } from './resume-source';

/** Scouts one user may keep. */
export const SCOUTS_MAX = 20;
/** Matches one run looks at (the newest first): a scout is a narrow search, not a crawl. */
export const SCOUT_RUN_LIMIT = 100;

const NAME = z.string().trim().min(1, 'Enter a name.').max(100, 'At most 100 characters.');
const CREATE_BODY = z.strictObject({ name: NAME, criteria: SEARCH_CRITERIA, active: z.boolean().default(true) });
const PATCH_BODY = z
  .strictObject({ name: NAME, criteria: SEARCH_CRITERIA, active: z.boolean({ message: 'Expected true or false.' }) })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Change at least one field.' });
const RESULTS_QUERY = z.object({
  limit: z.coerce.number({ message: 'Expected a number.' }).int().min(1).max(100).default(20),
  scoutId: z.coerce.number({ message: 'Expected a scout id.' }).int().positive().optional(),
  // Only runs that found something new (the dashboard widget).
  onlyNew: z.enum(['true', 'false']).transform((value) => value === 'true').default(false),
});

const ID = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const PARAMS = z.record(z.string(), z.string());

function idParam(params: unknown, what: string): number {
  const record = PARAMS.safeParse(params);
  const parsed = ID.safeParse(record.success ? record.data.id : undefined);
  if (!parsed.success) throw new ApiError(404, 'not_found', `No such ${what}.`);
  return parsed.data;
}

/** A saved search. */
export interface Scout {
  id: number;
  name: string;
  criteria: Record<string, unknown>;
  active: boolean;
  createdAt: string;
  lastRunAt: string | null;
  matches: number;
}

/** One run of a scout: the "scouting result" of the routes. */
export interface ScoutRun {
  id: number;
  scoutId: number;
  scoutName: string;
  total: number;
  newCount: number;
  createdAt: string;
}

/** A CV a run found for the first time. */
export interface ScoutMatch {
  type: 'internal' | 'imported';
  id: number;
  name: string;
  title: string;
  city: string | null;
}

interface ScoutRow {
  id: number;
  name: string;
  criteria: Record<string, unknown>;
  active: boolean;
  created_at: Date;
  last_run_at: Date | null;
  matches: number;
}

const SELECT_SCOUT = `
  SELECT s.id, s.name, s.criteria, s.active, s.created_at, s.last_run_at,
         (SELECT count(*) FROM scout_matches x WHERE x.scout_id = s.id) AS matches
    FROM scouts s`;

function toScout(row: ScoutRow): Scout {
  return {
    id: row.id,
    name: row.name,
    criteria: row.criteria,
    active: row.active,
    createdAt: row.created_at.toISOString(),
    lastRunAt: row.last_run_at?.toISOString() ?? null,
    matches: row.matches,
  };
}

interface RunRow {
  id: number;
  scout_id: number;
  scout_name: string;
  total: number;
  new_count: number;
  created_at: Date;
}

const SELECT_RUN = `
  SELECT r.id, r.scout_id, s.name AS scout_name, r.total, r.new_count, r.created_at
    FROM scout_runs r JOIN scouts s ON s.id = r.scout_id`;

function toRun(row: RunRow): ScoutRun {
  return { id: row.id, scoutId: row.scout_id, scoutName: row.scout_name, total: row.total, newCount: row.new_count, createdAt: row.created_at.toISOString() };
}

async function loadMatches(db: Queryable, runId: number): Promise<ScoutMatch[]> {
  const { rows } = await db.query<{ resume_type: ScoutMatch['type']; resume_id: number; name: string; title: string; city: string }>(
    'SELECT resume_type, resume_id, name, title, city FROM scout_matches WHERE run_id = $1 ORDER BY id',
    [runId],
  );
  return rows.map((row) => ({ type: row.resume_type, id: row.resume_id, name: row.name, title: row.title, city: row.city === '' ? null : row.city }));
}

/** The user's own scout; another user's is answered as missing (their existence is private). */
async function loadOwnScout(db: Queryable, id: number, userId: string): Promise<ScoutRow> {
  const { rows } = await db.query<ScoutRow>(`${SELECT_SCOUT} WHERE s.id = $1 AND s.user_id = $2`, [id, userId]);
  const row = rows[0];
  if (row === undefined) throw new ApiError(404, 'not_found', 'No such scout.');
  return row;
}

/**
 * Runs a scout: searches its criteria and keeps the matches it has not found before.
 *
 * @returns the run and its new matches.
 */
export async function runScout(db: Database, resumes: ResumeSource, scoutId: number, viewer: ResumeViewer): Promise<ScoutRun & { items: ScoutMatch[] }> {
  const userId = viewer.userId;
  const scout = await loadOwnScout(db, scoutId, userId);
  const found = await resumes.search(scout.criteria, { limit: SCOUT_RUN_LIMIT, viewer }).catch((error: unknown) => {
    throw underField('criteria', error);
  });
  const runId = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO scout_runs (scout_id, user_id, total, new_count) VALUES ($1, $2, $3, 0) RETURNING id',
      [scoutId, userId, found.total],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('INSERT INTO scout_runs returned no row');
    let fresh = 0;
    for (const item of found.items) {
      const inserted = await tx.query(
        `INSERT INTO scout_matches (scout_id, run_id, resume_type, resume_id, name, title, city)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (scout_id, resume_type, resume_id) DO NOTHING`,
        [scoutId, id, item.type, item.id, item.name, item.title, item.city ?? ''],
      );
      fresh += inserted.rowCount;
    }
    await tx.query('UPDATE scout_runs SET new_count = $2 WHERE id = $1', [id, fresh]);
    await tx.query('UPDATE scouts SET last_run_at = now() WHERE id = $1', [scoutId]);
    return id;
  });
  const { rows } = await db.query<RunRow>(`${SELECT_RUN} WHERE r.id = $1`, [runId]);
  const run = rows[0];
  if (run === undefined) throw new Error(`scout run ${runId} vanished`);
  return { ...toRun(run), items: await loadMatches(db, runId) };
}

/** Scouting: `/api/user/scouts` (saved searches), their runs and results. Private to the user. */
export async function registerScoutRoutes(app: FastifyInstance, db: Database, resumes: ResumeSource): Promise<void> {
  app.get('/user/scouts', async (request) => {
    const session = await requireSession(request, db);
    const { rows } = await db.query<ScoutRow>(`${SELECT_SCOUT} WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC`, [session.user.id]);
    return { items: rows.map(toScout) };
  });

  app.post('/user/scouts', async (request, reply) => {
    const session = await requireSession(request, db);
    const input = parseInput(CREATE_BODY, request.body);
    const count = await db.query<{ count: number }>('SELECT count(*) AS count FROM scouts WHERE user_id = $1', [session.user.id]);
    if ((count.rows[0]?.count ?? 0) >= SCOUTS_MAX) throw new ApiError(409, 'too_many_scouts', `You can keep at most ${SCOUTS_MAX} scouts.`);
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO scouts (user_id, name, criteria, active) VALUES ($1, $2, $3, $4) RETURNING id',
      [session.user.id, input.name, JSON.stringify(input.criteria), input.active],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('INSERT INTO scouts returned no row');
    return reply.status(201).send(toScout(await loadOwnScout(db, id, session.user.id)));
  });

  app.patch('/user/scouts/:id', async (request) => {
    const session = await requireSession(request, db);
    const id = idParam(request.params, 'scout');
    await loadOwnScout(db, id, session.user.id);
    const input = parseInput(PATCH_BODY, request.body);
    await db.query(
      `UPDATE scouts SET name = coalesce($3, name), criteria = coalesce($4::jsonb, criteria), active = coalesce($5, active)
        WHERE id = $1 AND user_id = $2`,
      [id, session.user.id, input.name ?? null, input.criteria === undefined ? null : JSON.stringify(input.criteria), input.active ?? null],
    );
    return toScout(await loadOwnScout(db, id, session.user.id));
  });

  app.delete('/user/scouts/:id', async (request, reply) => {
    const session = await requireSession(request, db);
    const id = idParam(request.params, 'scout');
    const deleted = await db.query('DELETE FROM scouts WHERE id = $1 AND user_id = $2', [id, session.user.id]);
    if (deleted.rowCount === 0) throw new ApiError(404, 'not_found', 'No such scout.');
    return reply.status(204).send();
  });

  app.post('/user/scouts/:id/run', { config: { bodiless: true } }, async (request, reply) => {
    const session = await requireSession(request, db);
    const id = idParam(request.params, 'scout');
    return reply.status(201).send(await runScout(db, resumes, id, { userId: session.user.id, teamId: session.team?.id ?? null }));
  });

  app.get('/user/scouts/results', async (request) => {
    const session = await requireSession(request, db);
    const query = parseInput(RESULTS_QUERY, request.query);
    const { rows } = await db.query<RunRow>(
      `${SELECT_RUN} WHERE r.user_id = $1 AND ($2::bigint IS NULL OR r.scout_id = $2) AND (NOT $3 OR r.new_count > 0)
        ORDER BY r.created_at DESC, r.id DESC LIMIT $4`,
      [session.user.id, query.scoutId ?? null, query.onlyNew, query.limit],
    );
    return { items: rows.map(toRun) };
  });

  app.get('/user/scouts/results/:id', async (request) => {
    const session = await requireSession(request, db);
    const id = idParam(request.params, 'scouting result');
    const { rows } = await db.query<RunRow>(`${SELECT_RUN} WHERE r.id = $1 AND r.user_id = $2`, [id, session.user.id]);
    const run = rows[0];
    if (run === undefined) throw new ApiError(404, 'not_found', 'No such scouting result.');
    return { ...toRun(run), items: await loadMatches(db, id) };
  });
}
