import { type ApiClient, type EDUCATION_ENDPOINTS, EDUCATION_ROUTES, type EducationListQuery, type Locale } from '@platform/contract';
import { call } from '@platform/shared/call';

/** Query keys of the section: progress changes invalidate everything under {@link EDUCATION_KEY}. */
export const EDUCATION_KEY = ['user', 'education'] as const;

/**
 * `GET /api/education`: the catalogue in `locale`, filtered, with the summary and where to
 * continue. The dashboard widget's call, so by the endpoint's schema-free descriptor: the widget's
 * bundle takes no schema of the area.
 */
export const listEducation = (api: ApiClient, locale: Locale, filters: Omit<EducationListQuery, 'locale'>, signal?: AbortSignal) =>
  call<typeof EDUCATION_ENDPOINTS.catalogue>(api, EDUCATION_ROUTES.catalogue, { query: { locale, topic: filters.topic, status: filters.status }, signal });
