import { ANALYTICS_MAX_DAYS, ANALYTICS_REPORTS, type TeamAnalytics } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { parseInput } from '../../http/errors';
import { parseNumericId, requireOwnVacancy, requireTeamSession } from './access';
import { loadAnalytics } from './analytics-queries';
import { toCsv, UTF8_BOM } from '../../http/csv';

/** Period of a report without `from`/`to`: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = z.iso.date({ message: 'Expected a date like 2024-05-31.' });

const ANALYTICS_QUERY = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    vacancyId: z.string().optional(),
    format: z.enum(['json', 'csv'], { message: 'Choose json or csv.' }).default('json'),
    report: z.enum(ANALYTICS_REPORTS, { message: `Choose ${ANALYTICS_REPORTS.join(', ')}.` }).default('funnel'),
  })
  .transform((query, context) => {
    const to = query.to ?? new Date().toISOString().slice(0, 10);
    const from = query.from ?? new Date(Date.parse(to) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start.' });
    if (days > ANALYTICS_MAX_DAYS) context.addIssue({ code: 'custom', path: ['from'], message: `At most ${ANALYTICS_MAX_DAYS} days.` });
    return { ...query, from, to };
  });

/** The CSV of one report: one table of the page. */
function reportCsv(report: (typeof ANALYTICS_REPORTS)[number], analytics: TeamAnalytics): string {
  switch (report) {
    case 'funnel':
      return toCsv(
        ['vacancy_id', 'title', 'status', 'views', 'applications', 'mailings_sent'],
        analytics.funnel.map((row) => [row.vacancyId, row.title, row.status, row.views, row.applications, row.mailingsSent]),
      );
    case 'activity': {
      const names = new Map(analytics.members.map((member) => [member.id, member.name]));
      return toCsv(
        ['date', 'member_id', 'member', 'searches', 'cv_views', 'mailings', 'vacancies'],
        analytics.activity.map((row) => [row.date, row.memberId, names.get(row.memberId) ?? '', row.searches, row.cvViews, row.mailings, row.vacancies]),
      );
    }
    case 'stages':
      return toCsv(
        ['stage', 'applications'],
        analytics.stages.map((row) => [row.stage, row.count]),
      );
    case 'daily':
      return toCsv(
        ['date', 'contact_reveals', 'favourites', 'applications'],
        analytics.daily.map((row) => [row.date, row.reveals, row.favourites, row.applications]),
      );
  }
}

/**
 * `GET /api/team/analytics?from&to[&vacancyId][&format=csv&report=funnel|activity|stages|daily]`:
 * the team's funnel, activity and pipeline (reveals, favourites, applications by stage, time to first response).
 */
export async function registerAnalyticsRoutes(app: FastifyInstance, db: Database): Promise<void> {
  app.get('/team/analytics', async (request, reply) => {
    const session = await requireTeamSession(request, db);
    const query = parseInput(ANALYTICS_QUERY, request.query);
    let vacancyId: number | null = null;
    if (query.vacancyId !== undefined && query.vacancyId !== '') {
      vacancyId = parseNumericId(query.vacancyId, 'vacancy');
      await requireOwnVacancy(db, vacancyId, session);
    }
    const analytics = await loadAnalytics(db, { teamId: session.team.id, from: query.from, to: query.to, vacancyId });
    if (query.format === 'json') return analytics;
    const scope = vacancyId === null ? '' : `-vacancy-${vacancyId}`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="team-${query.report}${scope}-${query.from}-${query.to}.csv"`)
      .send(UTF8_BOM + reportCsv(query.report, analytics));
  });
}
