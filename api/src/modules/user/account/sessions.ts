import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_ENDPOINTS } from '@platform/contract';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { hashSessionToken, requireSession, SESSION_COOKIE, SESSION_IDLE_DAYS } from '../../../http/session';
import { describeDevice } from './device';

/** The hash of the request's own session token ('' when it has none: then no row matches). */
export function currentTokenHash(request: FastifyRequest): string {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashSessionToken(token) : '';
}

/** Most reveals the history lists (newest first). */
const REVEALS_LIMIT = 500;

/**
 * The user's signed-in devices (`/api/user/account/sessions`: list, end one, end all others) and
 * the contacts they revealed (`/api/user/account/reveals`). Each user sees and ends only their own.
 */
export async function registerAccountSessionRoutes(app: FastifyInstance, db: Database): Promise<void> {
  route(app, ACCOUNT_ENDPOINTS.sessions, async ({ request }) => {
    const session = await requireSession(request, db);
    const { rows } = await db.query<{ public_id: string; user_agent: string; created_at: Date; last_seen_at: Date; current: boolean }>(
      `SELECT public_id, user_agent, created_at, last_seen_at, token_hash = $2 AS current
         FROM sessions
        WHERE user_id = $1 AND expires_at > now() AND last_seen_at > now() - make_interval(days => $3)
        ORDER BY current DESC, last_seen_at DESC`,
      [session.user.id, currentTokenHash(request), SESSION_IDLE_DAYS],
    );
    return {
      sessions: rows.map((row) => ({
        id: row.public_id,
        device: describeDevice(row.user_agent),
        createdAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        current: row.current,
      })),
    };
  });

  route(app, ACCOUNT_ENDPOINTS.endSession, async ({ request, params: { id } }) => {
    const session = await requireSession(request, db);
    // Another user's session id is answered as unknown: ids are not a way to probe other accounts.
    const ended = await db.query('DELETE FROM sessions WHERE public_id = $1 AND user_id = $2', [id, session.user.id]);
    if (ended.rowCount === 0) throw new ApiError(404, 'not_found', 'No such session of yours.');
  });

  route(app, ACCOUNT_ENDPOINTS.signOutOthers, async ({ request }) => {
    const session = await requireSession(request, db);
    const ended = await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [session.user.id, currentTokenHash(request)]);
    return { ended: ended.rowCount };
  });

  route(app, ACCOUNT_ENDPOINTS.reveals, async ({ request }) => {
    const session = await requireSession(request, db);
    const { rows } = await db.query<{ resume_id: number; type: 'internal' | 'imported'; name: string | null; title: string | null; created_at: Date }>(
      `SELECT c.resume_id, r.type, r.name, r.title, c.created_at
         FROM contact_reveals c JOIN resumes r ON r.id = c.resume_id
        WHERE c.user_id = $1
        ORDER BY c.created_at DESC, c.resume_id DESC
        LIMIT $2`,
      [session.user.id, REVEALS_LIMIT],
    );
    return {
      reveals: rows.map((row) => ({
        resumeId: Number(row.resume_id),
        type: row.type,
        name: row.name ?? '',
        title: row.title ?? '',
        revealedAt: row.created_at.toISOString(),
      })),
    };
  });
}
