import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AccountKind, EMAIL_UNVERIFIED_CODE, type Locale, type Session, type SessionTeam, type TeamRole, type Theme } from '@platform/contract';
import type { Config } from '../config/env';
import type { Queryable } from '../db/database';
import { bearerToken } from './bearer';
import { ApiError } from './errors';
import './api-key-caller';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'sid';

/** How long a session lasts after sign-in, however active (absolute expiry). */
export const SESSION_TTL_DAYS = 30;

/** A session unused this long ends (idle expiry): a forgotten signed-in browser does not stay open a month. */
export const SESSION_IDLE_DAYS = 7;

/** `last_seen_at` is written at most this often per session, not on every request. */
const SEEN_RESOLUTION_S = 60;

/** Only this hash of a session token is stored: the database alone does not let anyone sign in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The longest User-Agent kept with a session (the sessions list reads the device from it). */
const USER_AGENT_MAX = 512;

/** Starts a session for a user and returns the token for the cookie. */
export async function createSession(db: Queryable, userId: string, userAgent = ''): Promise<string> {
  // Sweep the user's expired sessions on the way: the table stays small without a scheduler.
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= now()', [userId]);
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at, user_agent)
     VALUES ($1, $2, now() + make_interval(days => $3), $4)`,
    [hashSessionToken(token), userId, SESSION_TTL_DAYS, userAgent.slice(0, USER_AGENT_MAX)],
  );
  return token;
}

/** Ends the session the request carries, if any. */
export async function destroySession(request: FastifyRequest, db: Queryable): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashSessionToken(token)]);
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure when configured, path `/`. */
export function setSessionCookie(reply: FastifyReply, token: string, config: Config): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
    maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' });
}

interface SessionRow {
  user_id: string;
  /** Whether `last_seen_at` is older than SEEN_RESOLUTION_S (then it is refreshed). */
  stale: boolean;
  email: string;
  name: string;
  kind: AccountKind;
  locale: Locale;
  theme: Theme;
  email_verified: boolean;
  operator: boolean;
  team_id: string | null;
  team_name: string | null;
  role: TeamRole | null;
  credits: number | null;
}

/** Reads the signed-in user (and their team) behind a session token; `null` when none or expired. */
export async function loadSession(db: Queryable, token: string): Promise<Session | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT u.id AS user_id, u.email, u.name, u.kind, u.locale, u.theme, u.email_verified_at IS NOT NULL AS email_verified,
            EXISTS (SELECT 1 FROM platform_operators o WHERE o.user_id = u.id) AS operator,
            s.last_seen_at < now() - make_interval(secs => $3) AS stale,
            t.id AS team_id, t.name AS team_name, m.role, t.credits
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN team_members m ON m.user_id = u.id
       LEFT JOIN teams t ON t.id = m.team_id
      WHERE s.token_hash = $1 AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(days => $2)`,
    [hashSessionToken(token), SESSION_IDLE_DAYS, SEEN_RESOLUTION_S],
  );
  const row = rows[0];
  if (row === undefined) return null;
  if (row.stale) await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [hashSessionToken(token)]);
  const team: SessionTeam | null =
    row.team_id !== null && row.team_name !== null && row.role !== null && row.credits !== null
      ? { id: row.team_id, name: row.team_name, role: row.role, credits: row.credits }
      : null;
  return {
    user: { id: row.user_id, email: row.email, name: row.name, kind: row.kind, locale: row.locale, theme: row.theme, emailVerified: row.email_verified, operator: row.operator },
    team,
  };
}

/**
 * The session of the request: its team's when it carries a valid API key, else the `sid`
 * cookie's; `null` for an anonymous visitor. A request with `Authorization: Bearer` is never
 * authenticated by its cookie: a key that did not pass is no session at all.
 */
export async function getSession(request: FastifyRequest, db: Queryable): Promise<Session | null> {
  if (request.apiKey !== null) return request.apiKey.session;
  if (bearerToken(request) !== null) return null;
  const token = request.cookies[SESSION_COOKIE];
  return token ? loadSession(db, token) : null;
}

/**
 * The session of the request.
 *
 * @throws ApiError 401 `unauthenticated` for an anonymous visitor or an expired session.
 */
export async function requireSession(request: FastifyRequest, db: Queryable): Promise<Session> {
  const session = await getSession(request, db);
  if (session === null) throw new ApiError(401, 'unauthenticated', 'Sign in to continue.');
  return session;
}

/**
 * Narrows a session to a recruiter with a team.
 *
 * @throws ApiError 403 `forbidden` for a candidate (or a recruiter without a team).
 */
export function requireRecruiter(session: Session): Session & { team: SessionTeam } {
  const { team } = session;
  if (session.user.kind !== 'recruiter' || team === null) {
    throw new ApiError(403, 'forbidden', 'This is available to recruiters only.');
  }
  return { ...session, team };
}

/** A signed-in recruiter and their team. */
export type TeamSession = Session & { team: SessionTeam };

/**
 * The signed-in recruiter of the request.
 *
 * @throws ApiError 401 for an anonymous visitor, 403 for a candidate.
 */
export async function requireTeamSession(request: FastifyRequest, db: Queryable): Promise<TeamSession> {
  return requireRecruiter(await requireSession(request, db));
}

/**
 * The signed-in platform operator of the request (`npm run operators`): the release store's
 * controls are theirs alone, whatever team or kind of account they have.
 *
 * @throws ApiError 401 for an anonymous visitor, 403 for any other account.
 */
export async function requireOperator(request: FastifyRequest, db: Queryable): Promise<Session> {
  const session = await requireSession(request, db);
  if (session.user.operator !== true) throw new ApiError(403, 'forbidden', 'This is available to platform operators only.');
  return session;
}

const MANAGER_ROLES: readonly TeamRole[] = ['owner', 'admin'];

/** @throws ApiError 403 unless the recruiter is an owner or an admin of the team. */
export function requireManager(session: TeamSession): void {
  if (!MANAGER_ROLES.includes(session.team.role)) {
    throw new ApiError(403, 'forbidden', 'Only owners and admins of the team can do this.');
  }
}

/**
 * Refuses what an account may do only once its e-mail is verified: mail that reaches other
 * people on its behalf (mailings, invitations).
 *
 * @throws ApiError 403 `email_unverified`.
 */
export function requireVerifiedEmail(session: Session): void {
  if (session.user.emailVerified === false) {
    throw new ApiError(403, EMAIL_UNVERIFIED_CODE, 'Verify your e-mail address first: follow the link we sent you.');
  }
}

/** The User-Agent of a request, for the sessions list. */
export function userAgentOf(request: FastifyRequest): string {
  const header = request.headers['user-agent'];
  return typeof header === 'string' ? header : '';
}
