import {
  educationCatalogueSchema,
  educationItemDetailsSchema,
  educationItemProgressSchema,
  educationLessonProgressSchema,
  educationLessonSchema,
  educationListQuerySchema,
  educationLocaleQuerySchema,
  educationProgressInputSchema,
} from '../education';
import { defineEndpoint } from './endpoint';

/** Courses, lessons and articles with the user's progress: `/api/education*`. */
export const EDUCATION_ENDPOINTS = {
  catalogue: defineEndpoint({ method: 'GET', path: '/education', query: educationListQuerySchema, responses: { 200: educationCatalogueSchema } }),
  item: defineEndpoint({ method: 'GET', path: '/education/:id', query: educationLocaleQuerySchema, responses: { 200: educationItemDetailsSchema } }),
  lesson: defineEndpoint({ method: 'GET', path: '/education/:id/lessons/:position', query: educationLocaleQuerySchema, responses: { 200: educationLessonSchema } }),
  markItem: defineEndpoint({ method: 'POST', path: '/education/:id/progress', body: educationProgressInputSchema, responses: { 200: educationItemProgressSchema } }),
  markLesson: defineEndpoint({
    method: 'POST',
    path: '/education/:id/lessons/:position/progress',
    body: educationProgressInputSchema,
    responses: { 200: educationLessonProgressSchema },
  }),
};
