import { defineApiRoutes } from './route';

/** The methods and paths of `AUTH_ENDPOINTS` (endpoints/auth.ts), without their schemas. */
export const AUTH_ROUTES = defineApiRoutes({
  register: { method: 'POST', path: '/auth/register' },
  login: { method: 'POST', path: '/auth/login' },
  logout: { method: 'POST', path: '/auth/logout' },
  me: { method: 'GET', path: '/auth/me' },
  session: { method: 'GET', path: '/auth/session' },
});
