import type { ApiClient, LoginBody, RegisterBody, Session, SessionResponse } from '@platform/contract';

/**
 * The shell's calls to `/api/auth/*`. Shapes are the contract's (`AUTH_ENDPOINTS`): the API client
 * checks each answer against its schema in development and tests.
 */

/** `GET /api/auth/session`: the signed-in user, or `null` when signed out (200 either way). */
export async function getSession(api: ApiClient): Promise<Session | null> {
  return (await api.get<SessionResponse>('/auth/session')).session;
}

/** `POST /api/auth/login`: sets the session cookie and answers with the session. */
export async function signIn(api: ApiClient, input: LoginBody): Promise<Session> {
  return api.post<Session>('/auth/login', input);
}

/** `POST /api/auth/register`: creates the account, signs it in and answers with the session. */
export async function register(api: ApiClient, input: RegisterBody): Promise<Session> {
  return api.post<Session>('/auth/register', input);
}

/** `POST /api/auth/logout`. */
export async function signOut(api: ApiClient): Promise<void> {
  await api.post<unknown>('/auth/logout', undefined);
}
