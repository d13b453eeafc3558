import { EDUCATION_ROUTES } from '../api-routes/education';
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
  catalogue: defineEndpoint({ ...EDUCATION_ROUTES.catalogue, query: educationListQuerySchema, responses: { 200: educationCatalogueSchema } }),
  item: defineEndpoint({ ...EDUCATION_ROUTES.item, query: educationLocaleQuerySchema, responses: { 200: educationItemDetailsSchema } }),
  lesson: defineEndpoint({ ...EDUCATION_ROUTES.lesson, query: educationLocaleQuerySchema, responses: { 200: educationLessonSchema } }),
  markItem: defineEndpoint({ ...EDUCATION_ROUTES.markItem, body: educationProgressInputSchema, responses: { 200: educationItemProgressSchema } }),
  markLesson: defineEndpoint({
    ...EDUCATION_ROUTES.markLesson,
    body: educationProgressInputSchema,
    responses: { 200: educationLessonProgressSchema },
  }),
};
