import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_ENDPOINTS, API_KEY_SCOPES, API_KEY_TOKEN_PREFIX, type ApiKeyScope, findEndpoint, type Locale, type Theme } from '@platform/contract';
import type { Queryable } from '../../db/database';
import type { ApiKeyCaller } from '../../http/api-key-caller';
import { bearerToken } from '../../http/bearer';
import { ApiError } from '../../http/errors';

/** How many characters of a token the key list shows (the prefix and four random ones). */
const SHOWN_PREFIX_LENGTH = API_KEY_TOKEN_PREFIX.length + 4;

/** `last_used_at` is written at most this often per key, not on every call. */
const USED_RESOLUTION_S = 60;

/** Only this hash of a token is stored: the database alone does not let anyone call the API. */
export function hashApiKeyToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token: the prefix and 32 random bytes (256 bits) in base64url. */
export function newApiKeyToken(): { token: string; prefix: string; hash: string } {
  const token = API_KEY_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { token, prefix: token.slice(0, SHOWN_PREFIX_LENGTH), hash: hashApiKeyToken(token) };
}

/** The scopes of a stored key (`text[]`), any value this code does not know left out. */
export function storedScopes(values: readonly string[]): ApiKeyScope[] {
  return API_KEY_SCOPES.filter((scope) => values.includes(scope));
}

interface KeyRow {
  id: string;
  scopes: string[];
  stale: boolean;
  user_id: string;
  email: string;
  name: string;
  locale: Locale;
  theme: Theme;
  email_verified: boolean;
  team_id: string;
  team_name: string;
  credits: number;
}

/**
 * The caller behind a token: `null` for an unknown or revoked key, and for a key whose creator is
 * no longer an owner of its team (a key speaks for them, as an invitation speaks for its inviter).
 * Notes the use (to the minute) for the owners' key list.
 */
export async function authenticateApiKey(db: Queryable, token: string): Promise<ApiKeyCaller | null> {
  if (!token.startsWith(API_KEY_TOKEN_PREFIX)) return null;
  const { rows } = await db.query<KeyRow>(
    `SELECT k.id, k.scopes, k.last_used_at IS NULL OR k.last_used_at < now() - make_interval(secs => $2) AS stale,
            u.id AS user_id, u.email, u.name, u.locale, u.theme, u.email_verified_at IS NOT NULL AS email_verified,
            t.id AS team_id, t.name AS team_name, t.credits
       FROM team_api_keys k
       JOIN team_members m ON m.team_id = k.team_id AND m.user_id = k.created_by AND m.role = 'owner'
       JOIN users u ON u.id = k.created_by
       JOIN teams t ON t.id = k.team_id
      WHERE k.token_hash = $1`,
    [hashApiKeyToken(token), USED_RESOLUTION_S],
  );
  const row = rows[0];
  if (row === undefined) return null;
  if (row.stale) await db.query('UPDATE team_api_keys SET last_used_at = now() WHERE id = $1', [row.id]);
  return {
    keyId: row.id,
    scopes: storedScopes(row.scopes),
    session: {
      user: { id: row.user_id, email: row.email, name: row.name, kind: 'recruiter', locale: row.locale, theme: row.theme, emailVerified: row.email_verified },
      team: { id: row.team_id, name: row.team_name, role: 'owner', credits: row.credits },
    },
  };
}

/** Under which prefix the modules' routes live (`/api/team/vacancies` is the contract's `/team/vacancies`). */
const API_PREFIX = '/api';

/**
 * Authenticates `Authorization: Bearer hs_live_...` before any route runs:
 * - an unknown, revoked or orphaned key is 401 `invalid_api_key`;
 * - a route whose contract endpoint names no `apiKey` scope is 403 `api_key_not_accepted`
 *   (account, team membership and key management stay with a signed-in person);
 * - a key without that scope is 403 `insufficient_scope`;
 * - each key has `perMinute` calls a minute over all its routes (429 `rate_limited`), in place of
 *   the routes' own per-address limits.
 * The route then sees `request.apiKey`, and `getSession` answers the key's team, never a cookie.
 * Call after `@fastify/rate-limit` is registered and before the modules.
 */
export function installApiKeyAuth(app: FastifyInstance, db: Queryable, perMinute: number): void {
  app.decorateRequest('apiKey', null);
  const limit = app.rateLimit({ max: perMinute, timeWindow: '1 minute', groupId: 'api-keys', keyGenerator: (request) => request.apiKey?.keyId ?? '' });
  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request);
    if (token === null || request.is404) return;
    const caller = await authenticateApiKey(db, token);
    if (caller === null) throw new ApiError(401, 'invalid_api_key', 'The API key is unknown or has been revoked.');
    const url = request.routeOptions.url ?? '';
    const endpoint = url.startsWith(API_PREFIX) ? findEndpoint(API_ENDPOINTS, request.method, url.slice(API_PREFIX.length)) : undefined;
    const scope = endpoint?.apiKey;
    if (scope === undefined) {
      throw new ApiError(403, 'api_key_not_accepted', `${request.method} ${url} does not take API keys: sign in instead. The reference (/api/docs) lists the operations that do.`);
    }
    if (!caller.scopes.includes(scope)) throw new ApiError(403, 'insufficient_scope', `This API key lacks the scope ${scope}.`);
    request.apiKey = caller;
    await limit.call(app, request, reply);
  });
}
