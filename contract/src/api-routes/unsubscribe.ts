import { defineApiRoutes } from './route';

/** The methods and paths of `UNSUBSCRIBE_ENDPOINTS` (endpoints/unsubscribe.ts), without their schemas. */
export const UNSUBSCRIBE_ROUTES = defineApiRoutes({
  page: { method: 'GET', path: '/mail/unsubscribe/:token' },
  confirm: { method: 'POST', path: '/mail/unsubscribe/:token' },
});
