import type { ApiClient, Locale, Session } from '@platform/contract';
import { parseSession } from './parse-session';

function requireSession(value: unknown): Session {
  const session = parseSession(value);
  if (!session) throw new Error('The server answered with no session');
  return session;
}

/** `GET /api/auth/session`: the signed-in user, or `null` when signed out (200 either way). */
export async function getSession(api: ApiClient): Promise<Session | null> {
  const answer = await api.get<unknown>('/auth/session');
  const session = typeof answer === 'object' && answer !== null && 'session' in answer ? answer.session : null;
  return session === null ? null : parseSession(session);
}

export interface SignInInput {
  email: string;
  password: string;
}

/** `POST /api/auth/login`: sets the session cookie and answers with the session. */
export async function signIn(api: ApiClient, input: SignInInput): Promise<Session> {
  return requireSession(await api.post<unknown>('/auth/login', input));
}

export interface RegisterInput {
  email: string;
  password: string;
  name: string;
  kind: 'recruiter' | 'candidate';
  /** A recruiter's new team (they become its owner). */
  teamName?: string;
  locale: Locale;
}

/** `POST /api/auth/register`: creates the account, signs it in and answers with the session. */
export async function register(api: ApiClient, input: RegisterInput): Promise<Session> {
  return requireSession(await api.post<unknown>('/auth/register', input));
}

/** `POST /api/auth/logout`. */
export async function signOut(api: ApiClient): Promise<void> {
  await api.post<unknown>('/auth/logout', undefined);
}
