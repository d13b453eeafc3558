import { defineApiRoutes } from './route';

/** The methods and paths of `SCOUT_ENDPOINTS` (endpoints/user-scouts.ts), without their schemas. */
export const SCOUT_ROUTES = defineApiRoutes({
  list: { method: 'GET', path: '/user/scouts' },
  runs: { method: 'GET', path: '/user/scouts/results' },
  runPage: { method: 'GET', path: '/user/scouts/results/:id' },
  get: { method: 'GET', path: '/user/scouts/:id' },
  create: { method: 'POST', path: '/user/scouts' },
  update: { method: 'PATCH', path: '/user/scouts/:id' },
  remove: { method: 'DELETE', path: '/user/scouts/:id' },
  run: { method: 'POST', path: '/user/scouts/:id/run' },
});
