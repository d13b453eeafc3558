import type {
  ApiClient,
  EducationCatalogue,
  EducationItemDetails,
  EducationItemProgress,
  EducationLesson,
  EducationLessonProgress,
  EducationListQuery,
  Locale,
} from '@platform/contract';

function queryString(locale: Locale, filters: Omit<EducationListQuery, 'locale'> = {}): string {
  const params = new URLSearchParams({ locale });
  if (filters.topic !== undefined) params.set('topic', filters.topic);
  if (filters.status !== undefined) params.set('status', filters.status);
  return params.toString();
}

/** `GET /api/education`: the catalogue in `locale`, filtered, with the summary and where to continue. */
export const listEducation = (api: ApiClient, locale: Locale, filters: Omit<EducationListQuery, 'locale'>, signal?: AbortSignal) =>
  api.get<EducationCatalogue>('/education', { signal, query: queryString(locale, filters) });

/** `GET /api/education/{id}`: an article, or a course's introduction and lessons. */
export const getEducationItem = (api: ApiClient, id: number, locale: Locale, signal?: AbortSignal) =>
  api.get<EducationItemDetails>(`/education/${id}`, { signal, query: queryString(locale) });

/** `GET /api/education/{id}/lessons/{position}`: one lesson with its neighbours. */
export const getEducationLesson = (api: ApiClient, id: number, position: number, locale: Locale, signal?: AbortSignal) =>
  api.get<EducationLesson>(`/education/${id}/lessons/${position}`, { signal, query: queryString(locale) });

/** Marks an article (or a whole course) read or unread. */
export const setItemProgress = (api: ApiClient, id: number, completed: boolean) =>
  api.post<EducationItemProgress>(`/education/${id}/progress`, { completed });

/** Marks one lesson read or unread. */
export const setLessonProgress = (api: ApiClient, id: number, position: number, completed: boolean) =>
  api.post<EducationLessonProgress>(`/education/${id}/lessons/${position}/progress`, { completed });

/** Query keys of the section: progress changes invalidate everything under {@link EDUCATION_KEY}. */
export const EDUCATION_KEY = ['user', 'education'] as const;
