import { defineApiRoutes } from './route';

/** The methods and paths of `ACCOUNT_ENDPOINTS` (endpoints/user-account.ts), without their schemas. */
export const ACCOUNT_ROUTES = defineApiRoutes({
  get: { method: 'GET', path: '/user/account' },
  update: { method: 'PATCH', path: '/user/account' },
  changePassword: { method: 'POST', path: '/user/account/password' },
  changeEmail: { method: 'POST', path: '/user/account/email' },
  remove: { method: 'DELETE', path: '/user/account' },
  removeByPost: { method: 'POST', path: '/user/account/delete' },
  export: { method: 'GET', path: '/user/account/export' },
  sessions: { method: 'GET', path: '/user/account/sessions' },
  endSession: { method: 'DELETE', path: '/user/account/sessions/:id' },
  signOutOthers: { method: 'POST', path: '/user/account/sessions/sign-out-others' },
  reveals: { method: 'GET', path: '/user/account/reveals' },
  candidate: { method: 'GET', path: '/user/account/candidate' },
  updateCandidate: { method: 'PATCH', path: '/user/account/candidate' },
});

/** The methods and paths of `HISTORY_ENDPOINTS` (endpoints/user-account.ts), without their schemas. */
export const HISTORY_ROUTES = defineApiRoutes({
  list: { method: 'GET', path: '/user/history' },
  remove: { method: 'DELETE', path: '/user/history' },
});
