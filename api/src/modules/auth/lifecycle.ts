import type { FastifyInstance } from 'fastify';
import {
  AUTH_LIFECYCLE_ENDPOINTS,
  EMAIL_TOKEN_TTL_HOURS,
  localizePath,
  type Locale,
  PASSWORD_RESET_TTL_MINUTES,
  type VerifyEmailResponse,
} from '@platform/contract';
import type { Database, Queryable } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../http/errors';
import { route } from '../../http/route';
import { requireSession } from '../../http/session';
import { queueMail } from '../mail';
import './mail-templates';
import { hashPassword } from './password';
import { consumeAuthToken, createAuthToken } from './tokens';

interface Recipient {
  id: string;
  email: string;
  name: string;
  locale: Locale;
}

async function recipientByEmail(db: Queryable, email: string): Promise<Recipient | null> {
  const { rows } = await db.query<Recipient>('SELECT id, email, name, locale FROM users WHERE lower(email) = lower($1)', [email]);
  return rows[0] ?? null;
}

/**
 * Queues the verification link of a new (or still unverified) account, inside the caller's
 * transaction. The link opens the host's `/verify-email` page in the account's language.
 */
export async function queueVerificationMail(tx: Queryable, user: Recipient): Promise<void> {
  const token = await createAuthToken(tx, { userId: user.id, purpose: 'email_verification', ttlMinutes: EMAIL_TOKEN_TTL_HOURS * 60 });
  await queueMail(tx, {
    to: { email: user.email, name: user.name },
    template: 'email_verification',
    locale: user.locale,
    variables: { name: user.name, link: `${localizePath('/verify-email', user.locale)}?token=${token}`, hours: String(EMAIL_TOKEN_TTL_HOURS) },
    idempotencyKey: `email_verification:${token}`,
  });
}

/**
 * Queues an e-mail change link to the NEW address: the account's address changes only when the
 * link is followed, which proves the new address is the user's.
 */
export async function queueEmailChangeMail(tx: Queryable, user: Recipient, newEmail: string): Promise<void> {
  const token = await createAuthToken(tx, { userId: user.id, purpose: 'email_change', ttlMinutes: EMAIL_TOKEN_TTL_HOURS * 60, newEmail });
  await queueMail(tx, {
    to: { email: newEmail, name: user.name },
    template: 'email_change',
    locale: user.locale,
    variables: { name: user.name, link: `${localizePath('/verify-email', user.locale)}?token=${token}`, hours: String(EMAIL_TOKEN_TTL_HOURS) },
    idempotencyKey: `email_change:${token}`,
  });
}

/** Applies a verification or e-mail change link. */
async function verifyEmail(tx: Queryable, token: string): Promise<VerifyEmailResponse> {
  const used = await consumeAuthToken(tx, token, ['email_verification', 'email_change']);
  if (used.purpose === 'email_change' && used.new_email !== null) {
    try {
      await tx.query('UPDATE users SET email = $2, email_verified_at = now() WHERE id = $1', [used.user_id, used.new_email]);
    } catch (error) {
      if (isUniqueViolation(error)) {
        const message = 'Another account took this address in the meantime.';
        throw new ApiError(409, 'email_taken', message, [{ path: 'token', message }]);
      }
      throw error;
    }
    return { email: used.new_email, changed: true };
  }
  const { rows } = await tx.query<{ email: string }>(
    'UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1 RETURNING email',
    [used.user_id],
  );
  return { email: rows[0]?.email ?? '', changed: false };
}

/**
 * Password reset and e-mail verification: `POST /api/auth/password-reset`, `.../confirm`,
 * `/api/auth/verify-email` and `/api/auth/verify-email/resend`. Every message goes through the
 * mail queue, in the transaction that makes its token.
 */
export async function registerLifecycleRoutes(app: FastifyInstance, db: Database, rateLimit: { max: number; timeWindow: string }): Promise<void> {
  const limited = { config: { rateLimit } };

  route(
    app,
    AUTH_LIFECYCLE_ENDPOINTS.passwordReset,
    async ({ body: { email } }) => {
      const user = await recipientByEmail(db, email);
      if (user !== null) {
        await db.transaction(async (tx) => {
          const token = await createAuthToken(tx, { userId: user.id, purpose: 'password_reset', ttlMinutes: PASSWORD_RESET_TTL_MINUTES });
          await queueMail(tx, {
            to: { email: user.email, name: user.name },
            template: 'password_reset',
            locale: user.locale,
            variables: { name: user.name, link: `${localizePath('/reset-password', user.locale)}?token=${token}`, minutes: String(PASSWORD_RESET_TTL_MINUTES) },
            idempotencyKey: `password_reset:${token}`,
          });
        });
      }
      // The same answer whether or not the address has an account: the form tells nobody who is registered.
      return { accepted: true };
    },
    limited,
  );

  route(
    app,
    AUTH_LIFECYCLE_ENDPOINTS.passwordResetConfirm,
    async ({ body: input }) => {
      const hash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const used = await consumeAuthToken(tx, input.token, ['password_reset']);
        // The link came by mail, so following it proves the address as well.
        await tx.query('UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1', [used.user_id, hash]);
        // Whoever knew the old password is signed out everywhere, this browser included.
        await tx.query('DELETE FROM sessions WHERE user_id = $1', [used.user_id]);
      });
    },
    limited,
  );

  route(app, AUTH_LIFECYCLE_ENDPOINTS.verifyEmail, async ({ body: { token } }) => db.transaction((tx) => verifyEmail(tx, token)), limited);

  route(
    app,
    AUTH_LIFECYCLE_ENDPOINTS.resendVerification,
    async ({ request }) => {
      const session = await requireSession(request, db);
      if (session.user.emailVerified === true) throw new ApiError(409, 'already_verified', 'Your e-mail address is verified already.');
      await db.transaction(async (tx) => {
        const user = await recipientByEmail(tx, session.user.email);
        if (user !== null) await queueVerificationMail(tx, user);
      });
      return { accepted: true };
    },
    limited,
  );
}
