import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/errors';
import { requireTeamSession, type TeamSession } from '../../http/session';

export { requireManager, requireTeamSession, type TeamSession } from '../../http/session';

/** The access check of a route (`route(app, ENDPOINT, { access, handler })`) open to recruiters: their session. */
export function teamAccess(db: Queryable): (context: { request: FastifyRequest }) => Promise<TeamSession> {
  return ({ request }) => requireTeamSession(request, db);
}

const NUMERIC_ID = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * A numeric id from the URL. A malformed one names no resource, so it is a 404 like an unknown
 * one (the front end shows its 404 screen for both).
 */
export function parseNumericId(value: unknown, what: string): number {
  const parsed = NUMERIC_ID.safeParse(value);
  if (!parsed.success) throw new ApiError(404, 'not_found', `No such ${what}.`);
  return parsed.data;
}

/** The team and status of a vacancy: enough to decide who may see or touch it. */
export interface VacancyOwner {
  id: number;
  team_id: string;
  status: 'draft' | 'open' | 'closed';
}

/** Reads who owns a vacancy; `null` when there is none with this id. */
export async function findVacancyOwner(db: Queryable, id: number): Promise<VacancyOwner | null> {
  const { rows } = await db.query<VacancyOwner>('SELECT id, team_id, status FROM vacancies WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/**
 * Loads a vacancy for a team-only action and checks the caller is in its team.
 * An open vacancy is public, so another team's member learns nothing new from a 403; a draft or
 * closed one answers 404, as if it did not exist (docs/product.md#accounts-and-access).
 */
export async function requireOwnVacancy(db: Queryable, id: number, session: TeamSession): Promise<VacancyOwner> {
  const vacancy = await findVacancyOwner(db, id);
  if (vacancy === null) throw new ApiError(404, 'not_found', 'No such vacancy.');
  if (vacancy.team_id !== session.team.id) {
    if (vacancy.status === 'open') throw new ApiError(403, 'forbidden', 'This vacancy belongs to another team.');
    throw new ApiError(404, 'not_found', 'No such vacancy.');
  }
  return vacancy;
}
