export { getSession, register, signIn, signOut } from './api/auth-calls';
export { LoginPage, type LoginPageProps } from './login-page';
export { authMessages } from './messages';
export { RegisterPage, type RegisterPageProps } from './register-page';
export { createSessionStore, type SessionState, type SessionStore, type SessionStoreOptions } from './session-store';
export { useSession } from './use-session';
