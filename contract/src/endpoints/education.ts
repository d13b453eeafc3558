import { z } from 'zod/mini';
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
import { idParamsSchema, numericIdSchema } from './params';

/** The params of a lesson's routes: the course's id and the lesson's position in it, both from 1. */
const lessonParamsSchema = z.strictObject({ id: numericIdSchema, position: numericIdSchema });

/** Courses, lessons and articles with the user's progress: `/api/education*`. */
export const EDUCATION_ENDPOINTS = {
  catalogue: defineEndpoint({ ...EDUCATION_ROUTES.catalogue, query: educationListQuerySchema, responses: { 200: educationCatalogueSchema } }),
  item: defineEndpoint({ ...EDUCATION_ROUTES.item, params: idParamsSchema, query: educationLocaleQuerySchema, responses: { 200: educationItemDetailsSchema } }),
  lesson: defineEndpoint({ ...EDUCATION_ROUTES.lesson, params: lessonParamsSchema, query: educationLocaleQuerySchema, responses: { 200: educationLessonSchema } }),
  markItem: defineEndpoint({ ...EDUCATION_ROUTES.markItem, params: idParamsSchema, body: educationProgressInputSchema, responses: { 200: educationItemProgressSchema } }),
  markLesson: defineEndpoint({
    ...EDUCATION_ROUTES.markLesson,
    params: lessonParamsSchema,
    body: educationProgressInputSchema,
    responses: { 200: educationLessonProgressSchema },
  }),
};
