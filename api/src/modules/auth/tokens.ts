import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/errors';
import { hashSessionToken } from '../../http/session';

/** What a mailed link is for. */
export type AuthTokenPurpose = 'password_reset' | 'email_verification' | 'email_change';

/** A link's token as stored: whose it is and, for an e-mail change, the new address. */
export interface AuthTokenRow {
  user_id: string;
  new_email: string | null;
}

/**
 * Makes a single-use token for a mailed link and returns it (only its hash is stored). Earlier
 * unused tokens of the same purpose stop working: the newest link is the only one.
 */
export async function createAuthToken(
  tx: Queryable,
  input: { userId: string; purpose: AuthTokenPurpose; ttlMinutes: number; newEmail?: string },
): Promise<string> {
  await tx.query('DELETE FROM auth_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [input.userId, input.purpose]);
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO auth_tokens (token_hash, user_id, purpose, new_email, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [hashSessionToken(token), input.userId, input.purpose, input.newEmail ?? null, input.ttlMinutes],
  );
  return token;
}

const refusal = (code: string, message: string) => new ApiError(400, code, message, [{ path: 'token', message }]);

/**
 * Uses a token once, inside the caller's transaction (the row is locked, so two requests with one
 * link cannot both succeed).
 *
 * @throws ApiError 400 `token_invalid` (unknown, or for another purpose), `token_used`, `token_expired`, each on `token`.
 */
export async function consumeAuthToken(tx: Queryable, token: string, purposes: readonly AuthTokenPurpose[]): Promise<AuthTokenRow & { purpose: AuthTokenPurpose }> {
  const { rows } = await tx.query<AuthTokenRow & { purpose: AuthTokenPurpose; used: boolean; expired: boolean }>(
    `SELECT user_id, new_email, purpose, used_at IS NOT NULL AS used, expires_at <= now() AS expired
       FROM auth_tokens WHERE token_hash = $1 FOR UPDATE`,
    [hashSessionToken(token)],
  );
  const row = rows[0];
  if (row === undefined || !purposes.includes(row.purpose)) throw refusal('token_invalid', 'This link is not valid.');
  if (row.used) throw refusal('token_used', 'This link has been used already.');
  if (row.expired) throw refusal('token_expired', 'This link has expired: ask for a new one.');
  await tx.query('UPDATE auth_tokens SET used_at = now() WHERE token_hash = $1', [hashSessionToken(token)]);
  return { user_id: row.user_id, new_email: row.new_email, purpose: row.purpose };
}
