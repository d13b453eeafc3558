import { ANALYTICS_ENDPOINTS, type AnalyticsReport, type AnalyticsScope, type ApiClient, type ResponseOf, VACANCY_ENDPOINTS } from '@platform/contract';

const scopeQuery = ({ from, to, vacancyId }: AnalyticsScope) =>
  `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${vacancyId === null ? '' : `&vacancyId=${vacancyId}`}`;

export const getAnalytics = (api: ApiClient, scope: AnalyticsScope, signal?: AbortSignal) =>
  api.get<ResponseOf<typeof ANALYTICS_ENDPOINTS.team>>('/team/analytics', { signal, query: scopeQuery(scope) });

/** The team's vacancies for the filter (the first 50, newest first). */
export const listVacancyChoices = (api: ApiClient, signal?: AbortSignal) =>
  api.get<ResponseOf<typeof VACANCY_ENDPOINTS.teamList>>('/team/vacancies', { signal, query: 'perPage=50' });

/**
 * The CSV download of a report. A plain link (not the API client), so the browser saves the file;
 * the API lives at `/api` on the host origin (docs/product.md#api) and the session cookie goes along.
 */
export const csvUrl = (scope: AnalyticsScope, report: AnalyticsReport) => `/api/team/analytics?${scopeQuery(scope)}&format=csv&report=${report}`;
