import { defineApiRoutes } from './route';

/**
 * The methods and paths of `VACANCY_ENDPOINTS` (endpoints/vacancies.ts), without their schemas:
 * for the pages and widgets that call them with a small bundle (the search page's mailing dialog
 * lists the team's open vacancies; the team's dashboard widget lists its vacancies).
 */
export const VACANCY_ROUTES = defineApiRoutes({
  teamList: { method: 'GET', path: '/team/vacancies' },
  publicList: { method: 'GET', path: '/vacancies' },
  create: { method: 'POST', path: '/team/vacancies' },
  get: { method: 'GET', path: '/team/vacancies/:id' },
  update: { method: 'PATCH', path: '/team/vacancies/:id' },
  remove: { method: 'DELETE', path: '/team/vacancies/:id' },
});
