import { z } from 'zod/mini';
import { applicationStageSchema } from './pipeline';

/**
 * The team analytics' shapes: `GET /api/team/analytics?from&to[&vacancyId][&format=csv&report=...]`
 * (the route and its query are in `endpoints/analytics.ts`).
 */

/** Longest period one report covers, in days. */
export const ANALYTICS_MAX_DAYS = 366;

/** The CSV reports: one per table of the page. */
export const ANALYTICS_REPORTS = ['funnel', 'activity', 'stages', 'daily'] as const;
export type AnalyticsReport = (typeof ANALYTICS_REPORTS)[number];

/** One vacancy's funnel over the period; `mailingsSent`: messages the mail server accepted in the period (queued, retrying or failed ones not counted). */
export const funnelRowSchema = z.strictObject({
  vacancyId: z.number(),
  title: z.string(),
  status: z.string(),
  views: z.number(),
  applications: z.number(),
  mailingsSent: z.number(),
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;

/** What one member did on one day (UTC); days without activity are absent. `mailings`: mailings the member created (not messages). */
export const activityRowSchema = z.strictObject({
  date: z.string(),
  memberId: z.string(),
  searches: z.number(),
  cvViews: z.number(),
  mailings: z.number(),
  vacancies: z.number(),
});
export type ActivityRow = z.infer<typeof activityRowSchema>;

/**
 * The team's pipeline over the period (applications of the chosen vacancy, if one is chosen):
 * `reveals`, CVs whose contacts a member revealed on the CV page (not tied to a vacancy; contacts
 * a mailing paid for are not counted); `favourites`, CVs the members added to favourites;
 * `responded`, applications the team has moved at least once; `medianFirstResponseHours`, median
 * hours from an application to its first move (`null` when none was moved).
 */
export const pipelineTotalsSchema = z.strictObject({
  reveals: z.number(),
  favourites: z.number(),
  applications: z.number(),
  responded: z.number(),
  medianFirstResponseHours: z.nullable(z.number()),
});
export type PipelineTotals = z.infer<typeof pipelineTotalsSchema>;

/** Applications sent in the period, by the stage they are at now; every stage is listed. */
export const stageCountSchema = z.strictObject({ stage: applicationStageSchema, count: z.number() });
export type StageCount = z.infer<typeof stageCountSchema>;

/** One day (UTC) of the period; every day is listed, quiet ones with zeros. */
export const dailyPipelineRowSchema = z.strictObject({
  date: z.string(),
  reveals: z.number(),
  favourites: z.number(),
  applications: z.number(),
});
export type DailyPipelineRow = z.infer<typeof dailyPipelineRowSchema>;

/** `GET /api/team/analytics` (JSON); `vacancyId` is the vacancy the pipeline figures are narrowed to, `null` for all. */
export const teamAnalyticsSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  vacancyId: z.nullable(z.number()),
  funnel: z.array(funnelRowSchema),
  members: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  activity: z.array(activityRowSchema),
  totals: pipelineTotalsSchema,
  stages: z.array(stageCountSchema),
  daily: z.array(dailyPipelineRowSchema),
});
export type TeamAnalytics = z.infer<typeof teamAnalyticsSchema>;

/** What a report covers: a period, and one vacancy or all (`null`); the answer repeats it. */
export type AnalyticsScope = Pick<TeamAnalytics, 'from' | 'to' | 'vacancyId'>;
