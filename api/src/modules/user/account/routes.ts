import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_ENDPOINTS } from '@platform/contract';
import type { Config } from '../../../config/env';
import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { clearSessionCookie, requireSession } from '../../../http/session';
import { hashPassword, queueEmailChangeMail, verifyPassword } from '../../auth';
import { registerCandidateSettingsRoutes } from './candidate';
import { deleteAccount, exportAccount, loadAccount } from './queries';
import { currentTokenHash, registerAccountSessionRoutes } from './sessions';

/** @throws ApiError 400 `wrong_password` naming `field` when the password is not the account's. */
async function checkPassword(db: Queryable, userId: string, password: string, field: string): Promise<void> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  const hash = rows[0]?.password_hash;
  if (hash === undefined || !(await verifyPassword(password, hash))) {
    throw new ApiError(400, 'wrong_password', 'The password is wrong.', [{ path: field, message: 'The password is wrong.' }]);
  }
}

const emailTaken = () =>
  new ApiError(409, 'email_taken', 'An account with this e-mail already exists.', [{ path: 'newEmail', message: 'An account with this e-mail already exists.' }]);

/**
 * `GET|PATCH|DELETE /api/user/account`, password and e-mail change, data export, and (in their
 * own files) the sessions list, the contact-reveal history and a candidate's CV settings.
 */
export async function registerAccountRoutes(app: FastifyInstance, db: Database, config: Config): Promise<void> {
  const signedIn = async ({ request }: { request: FastifyRequest }) => requireSession(request, db);

  route(app, ACCOUNT_ENDPOINTS.get, async ({ request }) => {
    const session = await requireSession(request, db);
    return loadAccount(db, session.user.id);
  });

  // Theme and locale saved here travel with the session (`GET /api/auth/session`): every device
  // applies them at its next sign-in or session refresh.
  route(app, ACCOUNT_ENDPOINTS.update, {
    access: signedIn,
    handler: async ({ access: session, body: input }) => {
      await db.query(
        'UPDATE users SET name = coalesce($2, name), locale = coalesce($3, locale), theme = coalesce($4, theme) WHERE id = $1',
        [session.user.id, input.name ?? null, input.locale ?? null, input.theme ?? null],
      );
      return loadAccount(db, session.user.id);
    },
  });

  route(app, ACCOUNT_ENDPOINTS.changePassword, {
    access: signedIn,
    handler: async ({ request, access: session, body: input }) => {
      await checkPassword(db, session.user.id, input.currentPassword, 'currentPassword');
      const hash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [session.user.id, hash]);
        // A changed password signs out every other device: the usual reason to change it.
        await tx.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [session.user.id, currentTokenHash(request)]);
      });
    },
  });

  route(app, ACCOUNT_ENDPOINTS.changeEmail, {
    access: signedIn,
    handler: async ({ access: session, body: input }) => {
      await checkPassword(db, session.user.id, input.password, 'password');
      if (input.newEmail.toLowerCase() === session.user.email.toLowerCase()) {
        const message = 'This is your address already.';
        throw new ApiError(400, 'same_email', message, [{ path: 'newEmail', message }]);
      }
      await db.transaction(async (tx) => {
        const taken = await tx.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [input.newEmail]);
        if (taken.rowCount > 0) throw emailTaken();
        const user = await tx.query<{ locale: 'en' | 'ru' }>('SELECT locale FROM users WHERE id = $1', [session.user.id]);
        await queueEmailChangeMail(
          tx,
          { id: session.user.id, email: session.user.email, name: session.user.name, locale: user.rows[0]?.locale ?? 'en' },
          input.newEmail,
        );
      });
      return loadAccount(db, session.user.id);
    },
  });

  // `removeByPost` is the same for clients that cannot send a body with DELETE (the platform's API client).
  for (const endpoint of [ACCOUNT_ENDPOINTS.remove, ACCOUNT_ENDPOINTS.removeByPost]) {
    route(
      app,
      endpoint,
      {
        access: signedIn,
        handler: async ({ reply, access: session, body: { password } }) => {
          await checkPassword(db, session.user.id, password, 'password');
          await db.transaction((tx) => deleteAccount(tx, session.user.id));
          clearSessionCookie(reply, config);
        },
      },
      {
        // A DELETE sent without a body is read as an empty one, so the answer names the missing password.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
    );
  }

  route(app, ACCOUNT_ENDPOINTS.export, async ({ request, reply }) => {
    const session = await requireSession(request, db);
    const data = await exportAccount(db, session.user.id);
    return reply
      .header('content-disposition', `attachment; filename="account-export-${new Date().toISOString().slice(0, 10)}.json"`)
      .send(data);
  });

  await registerAccountSessionRoutes(app, db);
  await registerCandidateSettingsRoutes(app, db);
}
