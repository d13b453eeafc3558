import type { ApiClient } from '@platform/shared';

/** One vacancy's funnel over the period. */
export interface FunnelRow {
  vacancyId: number;
  title: string;
  status: string;
  views: number;
  applications: number;
  mailingsSent: number;
}

/** What one member did on one day (UTC). */
export interface ActivityRow {
  date: string;
  memberId: string;
  searches: number;
  cvViews: number;
  mailings: number;
  vacancies: number;
}

/** Response of `GET /api/team/analytics`. */
export interface TeamAnalytics {
  from: string;
  to: string;
  funnel: FunnelRow[];
  members: Array<{ id: string; name: string }>;
  activity: ActivityRow[];
}

export interface Period {
  from: string;
  to: string;
}

const periodQuery = ({ from, to }: Period) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export const getAnalytics = (api: ApiClient, period: Period, signal?: AbortSignal) =>
  api.get<TeamAnalytics>('/team/analytics', { signal, query: periodQuery(period) });

/**
 * The CSV download of a report. A plain link (not the API client), so the browser saves the file;
 * the API lives at `/api` on the host origin (PRODUCT §9) and the session cookie goes along.
 */
export const csvUrl = (period: Period, report: 'funnel' | 'activity') => `/api/team/analytics?${periodQuery(period)}&format=csv&report=${report}`;
