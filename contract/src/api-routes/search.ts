import { defineApiRoutes } from './route';

/** The methods and paths of `SEARCH_ENDPOINTS` (endpoints/search.ts), without their schemas. */
export const SEARCH_ROUTES = defineApiRoutes({
  search: { method: 'POST', path: '/webapp/resumes_search/resumes/' },
});
