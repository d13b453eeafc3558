import { AUTH_ENDPOINTS, type Session } from '@platform/contract';
import { ApiError } from '../../http/errors';
import { route } from '../../http/route';
import {
  clearSessionCookie,
  createSession,
  destroySession,
  getSession,
  loadSession,
  requireSession,
  setSessionCookie,
  userAgentOf,
} from '../../http/session';
import type { ApiModule } from '../types';
import { createAccount, findUserByEmail } from './accounts';
import { queueVerificationMail, registerLifecycleRoutes } from './lifecycle';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

export { newApiKeyToken, storedScopes } from './api-keys';
export { queueEmailChangeMail } from './lifecycle';
export { hashPassword, verifyPassword } from './password';

/** The session a token just created belongs to (it exists: the transaction that made it committed). */
async function createdSession(db: Parameters<typeof loadSession>[0], token: string): Promise<Session> {
  const session = await loadSession(db, token);
  if (session === null) throw new Error('A session created a moment ago could not be loaded');
  return session;
}

/** Registration, sign-in, sign-out and the current session: `/api/auth/*`. */
export const authModule: ApiModule = async (app, { db, config }) => {
  // Per client IP and route: slows password guessing and mass registration.
  const rateLimit = { max: config.rateLimits.auth, timeWindow: '1 minute' };
  route(
    app,
    AUTH_ENDPOINTS.register,
    async ({ request, reply, body: { password, ...input } }) => {
      // Hashed before the transaction opens: see NewAccount.passwordHash.
      const passwordHash = await hashPassword(password);
      const token = await db.transaction(async (tx) => {
        const { userId } = await createAccount(tx, { ...input, passwordHash, emailVerified: false }, config.startingCredits);
        await queueVerificationMail(tx, { id: userId, email: input.email, name: input.name, locale: input.locale ?? 'en' });
        return createSession(tx, userId, userAgentOf(request));
      });
      const session = await createdSession(db, token);
      setSessionCookie(reply, token, config);
      return session;
    },
    { config: { rateLimit } },
  );

  route(
    app,
    AUTH_ENDPOINTS.login,
    async ({ request, reply, body: input }) => {
      const user = await findUserByEmail(db, input.email);
      // Hash even for an unknown e-mail: a fast answer would tell which addresses have accounts.
      const valid = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
      if (user === null || !valid) {
        throw new ApiError(401, 'invalid_credentials', 'The e-mail or password is wrong.');
      }
      const token = await createSession(db, user.id, userAgentOf(request));
      const session = await createdSession(db, token);
      setSessionCookie(reply, token, config);
      return session;
    },
    { config: { rateLimit } },
  );

  route(app, AUTH_ENDPOINTS.logout, async ({ request, reply }) => {
    await destroySession(request, db);
    clearSessionCookie(reply, config);
  });

  await registerLifecycleRoutes(app, db, rateLimit);

  route(app, AUTH_ENDPOINTS.me, async ({ request }) => requireSession(request, db));

  // The shell asks this on every page load: a signed-out visitor is the normal case there, not an
  // error, so it answers 200 (a 401 would be logged in every anonymous visitor's console).
  route(app, AUTH_ENDPOINTS.session, async ({ request }) => ({ session: await getSession(request, db) }));
};
