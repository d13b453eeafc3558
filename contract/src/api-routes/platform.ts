import { defineApiRoutes } from './route';

/** The methods and paths of `PLATFORM_ENDPOINTS` (endpoints/platform.ts), without their schemas. */
export const PLATFORM_ROUTES = defineApiRoutes({
  health: { method: 'GET', path: '/health' },
  ready: { method: 'GET', path: '/ready' },
  promo: { method: 'GET', path: '/set_promocode' },
  alert: { method: 'POST', path: '/frontend_alert' },
  remoteLoads: { method: 'POST', path: '/platform/remote-loads' },
  openApi: { method: 'GET', path: '/openapi.json' },
  docs: { method: 'GET', path: '/docs' },
});
