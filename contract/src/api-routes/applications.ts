import { defineApiRoutes } from './route';

/** The methods and paths of `APPLICATION_ENDPOINTS` (endpoints/applications.ts), without their schemas. */
export const APPLICATION_ROUTES = defineApiRoutes({
  apply: { method: 'POST', path: '/team/vacancies/:id/applications' },
  mine: { method: 'GET', path: '/user/applications' },
  board: { method: 'GET', path: '/team/vacancies/:id/applications' },
  details: { method: 'GET', path: '/team/applications/:id' },
  move: { method: 'POST', path: '/team/applications/:id/stage' },
  addNote: { method: 'POST', path: '/team/applications/:id/notes' },
});
