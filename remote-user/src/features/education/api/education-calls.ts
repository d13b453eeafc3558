import { type ApiClient, EDUCATION_ENDPOINTS, type Locale } from '@platform/contract';
import { call } from '@platform/shared/call';

/** `GET /api/education/{id}`: an article, or a course's introduction and lessons. */
export const getEducationItem = (api: ApiClient, id: number, locale: Locale, signal?: AbortSignal) =>
  call(api, EDUCATION_ENDPOINTS.item, { params: { id }, query: { locale }, signal });

/** `GET /api/education/{id}/lessons/{position}`: one lesson with its neighbours. */
export const getEducationLesson = (api: ApiClient, id: number, position: number, locale: Locale, signal?: AbortSignal) =>
  call(api, EDUCATION_ENDPOINTS.lesson, { params: { id, position }, query: { locale }, signal });

/** Marks an article (or a whole course) read or unread. */
export const setItemProgress = (api: ApiClient, id: number, completed: boolean) =>
  call(api, EDUCATION_ENDPOINTS.markItem, { params: { id }, body: { completed } });

/** Marks one lesson read or unread. */
export const setLessonProgress = (api: ApiClient, id: number, position: number, completed: boolean) =>
  call(api, EDUCATION_ENDPOINTS.markLesson, { params: { id, position }, body: { completed } });
