import { defineApiRoutes } from './route';

/** The methods and paths of `EDUCATION_ENDPOINTS` (endpoints/education.ts), without their schemas. */
export const EDUCATION_ROUTES = defineApiRoutes({
  catalogue: { method: 'GET', path: '/education' },
  item: { method: 'GET', path: '/education/:id' },
  lesson: { method: 'GET', path: '/education/:id/lessons/:position' },
  markItem: { method: 'POST', path: '/education/:id/progress' },
  markLesson: { method: 'POST', path: '/education/:id/lessons/:position/progress' },
});
