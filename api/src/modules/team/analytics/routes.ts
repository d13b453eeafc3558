import type { FastifyInstance } from 'fastify';
import { ANALYTICS_ENDPOINTS, type AnalyticsReport, type TeamAnalytics } from '@platform/contract';
import type { Database } from '../../../db/database';
import { toCsv, UTF8_BOM } from '../../../http/csv';
import { route } from '../../../http/route';
import { parseNumericId, requireOwnVacancy, teamAccess } from '../access';
import { loadAnalytics } from './queries';

/** The CSV of one report: one table of the page. */
function reportCsv(report: AnalyticsReport, analytics: TeamAnalytics): string {
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
  route(app, ANALYTICS_ENDPOINTS.team, {
    access: teamAccess(db),
    handler: async ({ access: session, reply, query }) => {
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
    },
  });
}
