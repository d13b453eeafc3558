import { type ApiClient, AUTH_ROUTES, type AUTH_ENDPOINTS, type LoginBody, type RegisterBody, type Session } from '@platform/contract';
import { call } from '@platform/shared/call';

// The endpoints' types only, called by their schema-free routes: the entries themselves would put
// their schemas into the shell's first load (the sign-in forms check their input on their own).
type Auth = typeof AUTH_ENDPOINTS;

/** `GET /api/auth/session`: the signed-in user, or `null` when signed out (200 either way). */
export async function getSession(api: ApiClient): Promise<Session | null> {
  return (await call<Auth['session']>(api, AUTH_ROUTES.session, {})).session;
}

/** `POST /api/auth/login`: sets the session cookie and answers with the session. */
export function signIn(api: ApiClient, input: LoginBody): Promise<Session> {
  return call<Auth['login']>(api, AUTH_ROUTES.login, { body: input });
}

/** `POST /api/auth/register`: creates the account, signs it in and answers with the session. */
export function register(api: ApiClient, input: RegisterBody): Promise<Session> {
  return call<Auth['register']>(api, AUTH_ROUTES.register, { body: input });
}

/** `POST /api/auth/logout`. */
export async function signOut(api: ApiClient): Promise<void> {
  await call<Auth['logout']>(api, AUTH_ROUTES.logout, {});
}
