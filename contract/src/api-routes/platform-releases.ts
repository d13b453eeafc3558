import { defineApiRoutes } from './route';

/** The methods and paths of `PLATFORM_RELEASE_ENDPOINTS` (endpoints/platform-releases.ts), without their schemas. */
export const PLATFORM_RELEASE_ROUTES = defineApiRoutes({
  list: { method: 'GET', path: '/platform/releases' },
  health: { method: 'GET', path: '/platform/releases/:app/health' },
  promote: { method: 'POST', path: '/platform/releases/:app/promote' },
  abort: { method: 'POST', path: '/platform/releases/:app/abort' },
  rollback: { method: 'POST', path: '/platform/releases/:app/rollback' },
  actionStatus: { method: 'GET', path: '/platform/releases/actions/:id' },
});
