import { defineApiRoutes } from './route';

/**
 * The methods and paths of the `VACANCY_ENDPOINTS` (endpoints/vacancies.ts) a page calls without
 * their schemas: the search page's mailing dialog lists the team's open vacancies.
 */
export const VACANCY_ROUTES = defineApiRoutes({
  teamList: { method: 'GET', path: '/team/vacancies' },
});
