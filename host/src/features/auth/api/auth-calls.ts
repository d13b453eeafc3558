import { type ApiClient, AUTH_ROUTES, type LoginBody, type RegisterBody, type Session, type SessionResponse } from '@platform/contract';

/**
 * The shell's calls to `/api/auth/*`, their paths from the contract's schema-free descriptors
 * (`AUTH_ROUTES`: no schema in the shell's first load). Shapes are `AUTH_ENDPOINTS`': the API client
 * checks each answer against its schema in development and tests.
 */

/** `GET /api/auth/session`: the signed-in user, or `null` when signed out (200 either way). */
export async function getSession(api: ApiClient): Promise<Session | null> {
  return (await api.get<SessionResponse>(AUTH_ROUTES.session.path)).session;
}

/** `POST /api/auth/login`: sets the session cookie and answers with the session. */
export async function signIn(api: ApiClient, input: LoginBody): Promise<Session> {
  return api.post<Session>(AUTH_ROUTES.login.path, input);
}

/** `POST /api/auth/register`: creates the account, signs it in and answers with the session. */
export async function register(api: ApiClient, input: RegisterBody): Promise<Session> {
  return api.post<Session>(AUTH_ROUTES.register.path, input);
}

/** `POST /api/auth/logout`. */
export async function signOut(api: ApiClient): Promise<void> {
  await api.post<unknown>(AUTH_ROUTES.logout.path, undefined);
}
