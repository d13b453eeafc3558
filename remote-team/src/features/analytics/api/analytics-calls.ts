import { ANALYTICS_ENDPOINTS, type AnalyticsReport, type AnalyticsScope, type ApiClient, VACANCY_ENDPOINTS } from '@platform/contract';
import { call, queryString } from '@platform/shared/call';

/** The report's query for a scope: the period and, unless it covers them all, the vacancy. */
const scopeQuery = ({ from, to, vacancyId }: AnalyticsScope) => ({ from, to, vacancyId: vacancyId === null ? undefined : String(vacancyId) });

export const getAnalytics = (api: ApiClient, scope: AnalyticsScope, signal?: AbortSignal) => call(api, ANALYTICS_ENDPOINTS.team, { query: scopeQuery(scope), signal });

/** The team's vacancies for the filter (the first 50, newest first). */
export const listVacancyChoices = (api: ApiClient, signal?: AbortSignal) => call(api, VACANCY_ENDPOINTS.teamList, { query: { perPage: 50 }, signal });

/**
 * The CSV download of a report. A plain link (not the API client), so the browser saves the file;
 * the API lives at `/api` on the host origin (docs/product.md#api) and the session cookie goes along.
 */
export const csvUrl = (scope: AnalyticsScope, report: AnalyticsReport) =>
  `/api${ANALYTICS_ENDPOINTS.team.path}?${queryString({ ...scopeQuery(scope), format: 'csv', report })}`;
