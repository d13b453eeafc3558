import { APPLICATION_STAGES, type ApplicationStage, type TeamAnalytics } from '@platform/contract';
import type { Queryable } from '../../../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a report covers: whole UTC days `from`..`to`, and optionally one vacancy. */
export interface AnalyticsScope {
  teamId: string;
  from: string;
  to: string;
  vacancyId: number | null;
}

/** `$1` team, `$2` start, `$3` end (exclusive), `$4` vacancy or NULL: the parameters of every query here. */
function scopeParams(scope: AnalyticsScope): unknown[] {
  return [scope.teamId, `${scope.from}T00:00:00Z`, new Date(Date.parse(scope.to) + DAY_MS).toISOString(), scope.vacancyId];
}

/** Applications of the team's vacancies sent in the period (`a`, `v`), narrowed to the vacancy if any. */
const SCOPED_APPLICATIONS = `
  applications a JOIN vacancies v ON v.id = a.vacancy_id
  WHERE v.team_id = $1 AND a.created_at >= $2::timestamptz AND a.created_at < $3::timestamptz
    AND ($4::bigint IS NULL OR a.vacancy_id = $4::bigint)`;

/**
 * Per vacancy: its page's views and the applications in the period, and the mailing messages
 * delivered in the period (accepted by the mail server: queued, retrying or failed ones are not
 * "sent").
 */
async function funnelRows(db: Queryable, scope: AnalyticsScope) {
  const { rows } = await db.query<{ id: number; title: string; status: string; views: number; applications: number; sent: number }>(
    `SELECT v.id, v.title, v.status,
            (SELECT count(*) FROM vacancy_views w
              WHERE w.vacancy_id = v.id AND w.created_at >= $2::timestamptz AND w.created_at < $3::timestamptz) AS views,
            (SELECT count(*) FROM applications a
              WHERE a.vacancy_id = v.id AND a.created_at >= $2::timestamptz AND a.created_at < $3::timestamptz) AS applications,
            (SELECT count(*) FROM mailings m
               JOIN mailing_recipients r ON r.mailing_id = m.id
               JOIN mail_messages mm ON mm.id = r.message_id
              WHERE m.vacancy_id = v.id AND mm.status = 'sent'
                AND mm.sent_at >= $2::timestamptz AND mm.sent_at < $3::timestamptz) AS sent
       FROM vacancies v
      WHERE v.team_id = $1 AND ($4::bigint IS NULL OR v.id = $4::bigint)
      ORDER BY v.created_at, v.id`,
    scopeParams(scope),
  );
  return rows.map((row) => ({ vacancyId: row.id, title: row.title, status: row.status, views: row.views, applications: row.applications, mailingsSent: row.sent }));
}

async function activityRows(db: Queryable, scope: AnalyticsScope) {
  // Searches and CV views are each member's own history; the team sees only their daily counts.
  const { rows } = await db.query<{ day: string; user_id: string; searches: number; views: number; mailings: number; vacancies: number }>(
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
    // Not narrowed to a vacancy: searches and views belong to no vacancy.
    scopeParams(scope).slice(0, 3),
  );
  return rows.map((row) => ({ date: row.day, memberId: row.user_id, searches: row.searches, cvViews: row.views, mailings: row.mailings, vacancies: row.vacancies }));
}

async function stageCounts(db: Queryable, scope: AnalyticsScope) {
  const { rows } = await db.query<{ stage: ApplicationStage; count: number }>(
    `SELECT s.stage, (SELECT count(*) FROM ${SCOPED_APPLICATIONS} AND a.stage = s.stage) AS count
       FROM unnest($5::text[]) WITH ORDINALITY AS s(stage, position)
      ORDER BY s.position`,
    [...scopeParams(scope), APPLICATION_STAGES],
  );
  return rows;
}

async function responseTimes(db: Queryable, scope: AnalyticsScope) {
  // The first move is the first history row after the application's own (from_stage NULL).
  const { rows } = await db.query<{ applications: number; responded: number; median: number | null }>(
    `SELECT count(*) AS applications, count(f.first_at) AS responded,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY (extract(epoch FROM f.first_at - a.created_at) / 3600)::float8) AS median
       FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
       LEFT JOIN LATERAL (
         SELECT min(e.created_at) AS first_at FROM application_stage_events e WHERE e.application_id = a.id AND e.from_stage IS NOT NULL
       ) f ON true
      WHERE v.team_id = $1 AND a.created_at >= $2::timestamptz AND a.created_at < $3::timestamptz
        AND ($4::bigint IS NULL OR a.vacancy_id = $4::bigint)`,
    scopeParams(scope),
  );
  return rows[0] ?? { applications: 0, responded: 0, median: null };
}

/** Per day: contacts opened on CV pages (not those a mailing paid for), favourites added, applications. */
async function dailyRows(db: Queryable, scope: AnalyticsScope) {
  const { rows } = await db.query<{ day: string; reveals: number; favourites: number; applications: number }>(
    `WITH days AS (
       SELECT d::date AS day FROM generate_series($2::timestamptz AT TIME ZONE 'UTC', ($3::timestamptz AT TIME ZONE 'UTC') - interval '1 day', interval '1 day') d
     ),
     reveals AS (
       SELECT (c.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM contact_reveals c
        WHERE c.team_id = $1 AND c.via = 'reveal' AND c.created_at >= $2::timestamptz AND c.created_at < $3::timestamptz GROUP BY 1
     ),
     favourites AS (
       SELECT (f.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM favourites f
        WHERE f.user_id IN (SELECT user_id FROM team_members WHERE team_id = $1)
          AND f.created_at >= $2::timestamptz AND f.created_at < $3::timestamptz GROUP BY 1
     ),
     applied AS (
       SELECT (a.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM ${SCOPED_APPLICATIONS} GROUP BY 1
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
            COALESCE(reveals.n, 0) AS reveals, COALESCE(favourites.n, 0) AS favourites, COALESCE(applied.n, 0) AS applications
       FROM days
       LEFT JOIN reveals ON reveals.day = days.day
       LEFT JOIN favourites ON favourites.day = days.day
       LEFT JOIN applied ON applied.day = days.day
      ORDER BY days.day`,
    scopeParams(scope),
  );
  return rows.map((row) => ({ date: row.day, reveals: row.reveals, favourites: row.favourites, applications: row.applications }));
}

async function members(db: Queryable, teamId: string) {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT u.id, u.name FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1 ORDER BY u.name, u.id`,
    [teamId],
  );
  return rows;
}

/** Every figure of the analytics page for `scope`. */
export async function loadAnalytics(db: Queryable, scope: AnalyticsScope): Promise<TeamAnalytics> {
  const funnel = await funnelRows(db, scope);
  const activity = await activityRows(db, scope);
  const stages = await stageCounts(db, scope);
  const response = await responseTimes(db, scope);
  const daily = await dailyRows(db, scope);
  const sum = (key: 'reveals' | 'favourites') => daily.reduce((total, row) => total + row[key], 0);
  return {
    from: scope.from,
    to: scope.to,
    vacancyId: scope.vacancyId,
    funnel,
    members: await members(db, scope.teamId),
    activity,
    totals: {
      reveals: sum('reveals'),
      favourites: sum('favourites'),
      applications: response.applications,
      responded: response.responded,
      medianFirstResponseHours: response.median === null ? null : Math.round(response.median * 10) / 10,
    },
    stages,
    daily,
  };
}
