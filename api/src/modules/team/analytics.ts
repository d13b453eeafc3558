import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { parseInput } from '../../http/errors';
import { requireTeamSession } from './access';

/** Longest period one report covers. */
export const ANALYTICS_MAX_DAYS = 366;
/** Period of a report without `from`/`to`: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = z.iso.date({ message: 'Expected a date like 2024-05-31.' });

const ANALYTICS_QUERY = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    format: z.enum(['json', 'csv'], { message: 'Choose json or csv.' }).default('json'),
    report: z.enum(['funnel', 'activity'], { message: 'Choose funnel or activity.' }).default('funnel'),
  })
  .transform((query, context) => {
    const to = query.to ?? new Date().toISOString().slice(0, 10);
    const from = query.from ?? new Date(Date.parse(to) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start.' });
    if (days > ANALYTICS_MAX_DAYS) context.addIssue({ code: 'custom', path: ['from'], message: `At most ${ANALYTICS_MAX_DAYS} days.` });
    return { ...query, from, to };
  });

/** One vacancy's funnel over the period. */
export interface FunnelRow {
  vacancyId: number;
  title: string;
  status: string;
  views: number;
  applications: number;
  mailingsSent: number;
}

/** What one member did on one day (UTC). Days without activity are absent. */
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

/** Quotes a CSV field when needed (RFC 4180) and defuses spreadsheet formulas in text. */
function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  // Fullwidth ＝＋－＠ too: some spreadsheet locales read them as formula signs.
  const text = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Renders rows as CSV with a header line and CRLF line ends. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

async function loadAnalytics(db: Database, teamId: string, from: string, to: string): Promise<TeamAnalytics> {
  const start = `${from}T00:00:00Z`;
  const end = new Date(Date.parse(to) + DAY_MS).toISOString();
  const funnel = await db.query<{ id: number; title: string; status: string; views: number; applications: number; sent: number }>(
    `SELECT v.id, v.title, v.status,
            (SELECT count(*) FROM vacancy_views w
              WHERE w.vacancy_id = v.id AND w.created_at >= $2::timestamptz AND w.created_at < $3::timestamptz) AS views,
            (SELECT count(*) FROM applications a
              WHERE a.vacancy_id = v.id AND a.created_at >= $2::timestamptz AND a.created_at < $3::timestamptz) AS applications,
            (SELECT coalesce(sum(m.sent), 0)::int FROM mailings m
              WHERE m.vacancy_id = v.id AND m.created_at >= $2::timestamptz AND m.created_at < $3::timestamptz) AS sent
       FROM vacancies v
      WHERE v.team_id = $1
      ORDER BY v.created_at, v.id`,
    [teamId, start, end],
  );
  const members = await db.query<{ id: string; name: string }>(
    `SELECT u.id, u.name FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1 ORDER BY u.name, u.id`,
    [teamId],
  );
  // Searches and CV views are each member's own history; the team sees only their daily counts.
  const activity = await db.query<{ day: string; user_id: string; searches: number; views: number; mailings: number; vacancies: number }>(
    `WITH team AS (SELECT user_id FROM team_members WHERE team_id = $1),
          events AS (
            SELECT h.user_id, h.created_at, 'search' AS kind FROM search_history h
             WHERE h.user_id IN (SELECT user_id FROM team) AND h.created_at >= $2::timestamptz AND h.created_at < $3::timestamptz
            UNION ALL
            SELECT c.user_id, c.created_at, 'view' FROM cv_views c
             WHERE c.user_id IN (SELECT user_id FROM team) AND c.created_at >= $2::timestamptz AND c.created_at < $3::timestamptz
            UNION ALL
            SELECT m.created_by, m.created_at, 'mailing' FROM mailings m
             WHERE m.team_id = $1 AND m.created_at >= $2::timestamptz AND m.created_at < $3::timestamptz
            UNION ALL
            SELECT v.created_by, v.created_at, 'vacancy' FROM vacancies v
             WHERE v.team_id = $1 AND v.created_at >= $2::timestamptz AND v.created_at < $3::timestamptz
          )
     SELECT to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, e.user_id,
            count(*) FILTER (WHERE e.kind = 'search') AS searches,
            count(*) FILTER (WHERE e.kind = 'view') AS views,
            count(*) FILTER (WHERE e.kind = 'mailing') AS mailings,
            count(*) FILTER (WHERE e.kind = 'vacancy') AS vacancies
       FROM events e JOIN team t ON t.user_id = e.user_id
      GROUP BY 1, 2
      ORDER BY 1, 2`,
    [teamId, start, end],
  );
  return {
    from,
    to,
    funnel: funnel.rows.map((row) => ({
      vacancyId: row.id,
      title: row.title,
      status: row.status,
      views: row.views,
      applications: row.applications,
      mailingsSent: row.sent,
    })),
    members: members.rows,
    activity: activity.rows.map((row) => ({
      date: row.day,
      memberId: row.user_id,
      searches: row.searches,
      cvViews: row.views,
      mailings: row.mailings,
      vacancies: row.vacancies,
    })),
  };
}

/** `GET /api/team/analytics?from&to[&format=csv&report=funnel|activity]`: the team's funnel and activity. */
export async function registerAnalyticsRoutes(app: FastifyInstance, db: Database): Promise<void> {
  app.get('/team/analytics', async (request, reply) => {
    const session = await requireTeamSession(request, db);
    const query = parseInput(ANALYTICS_QUERY, request.query);
    const analytics = await loadAnalytics(db, session.team.id, query.from, query.to);
    if (query.format === 'json') return analytics;

    let csv: string;
    if (query.report === 'funnel') {
      csv = toCsv(
        ['vacancy_id', 'title', 'status', 'views', 'applications', 'mailings_sent'],
        analytics.funnel.map((row) => [row.vacancyId, row.title, row.status, row.views, row.applications, row.mailingsSent]),
      );
    } else {
      const names = new Map(analytics.members.map((member) => [member.id, member.name]));
      csv = toCsv(
        ['date', 'member_id', 'member', 'searches', 'cv_views', 'mailings', 'vacancies'],
        analytics.activity.map((row) => [row.date, row.memberId, names.get(row.memberId) ?? '', row.searches, row.cvViews, row.mailings, row.vacancies]),
      );
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="team-${query.report}-${query.from}-${query.to}.csv"`)
      .send(csv);
  });
}
