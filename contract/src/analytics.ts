/** The team analytics contract: `GET /api/team/analytics?from&to[&vacancyId][&format=csv&report=...]`. */

import type { ApplicationStage } from './pipeline';

/** Longest period one report covers, in days. */
export const ANALYTICS_MAX_DAYS = 366;

/** The CSV reports: one per table of the page. */
export type AnalyticsReport = 'funnel' | 'activity' | 'stages' | 'daily';
export const ANALYTICS_REPORTS: readonly AnalyticsReport[] = ['funnel', 'activity', 'stages', 'daily'];

/** One vacancy's funnel over the period. */
export interface FunnelRow {
  vacancyId: number;
  title: string;
  status: string;
  views: number;
  applications: number;
  /** Mailing messages the mail server accepted in the period (queued, retrying or failed ones not counted). */
  mailingsSent: number;
}

/** What one member did on one day (UTC). Days without activity are absent. */
export interface ActivityRow {
  date: string;
  memberId: string;
  searches: number;
  cvViews: number;
  /** Mailings the member created (not messages). */
  mailings: number;
  vacancies: number;
}

/** The team's pipeline over the period (applications of the chosen vacancy, if one is chosen). */
export interface PipelineTotals {
  /** CVs whose contacts a member revealed on the CV page (not tied to a vacancy; contacts a mailing paid for are not counted). */
  reveals: number;
  /** CVs the team's members added to favourites (not tied to a vacancy). */
  favourites: number;
  applications: number;
  /** Applications the team has moved at least once. */
  responded: number;
  /** Median hours from an application to its first move; `null` when none was moved. */
  medianFirstResponseHours: number | null;
}

/** Applications sent in the period, by the stage they are at now; every stage is listed. */
export interface StageCount {
  stage: ApplicationStage;
  count: number;
}

/** One day (UTC) of the period; every day is listed, quiet ones with zeros. */
export interface DailyPipelineRow {
  date: string;
  reveals: number;
  favourites: number;
  applications: number;
}

/** Response of `GET /api/team/analytics`. */
export interface TeamAnalytics {
  from: string;
  to: string;
  /** The vacancy the pipeline figures are narrowed to, or `null` for all. */
  vacancyId: number | null;
  funnel: FunnelRow[];
  members: Array<{ id: string; name: string }>;
  activity: ActivityRow[];
  totals: PipelineTotals;
  stages: StageCount[];
  daily: DailyPipelineRow[];
}
