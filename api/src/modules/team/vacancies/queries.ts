import type { Currency, EmploymentType, VacancyLevel, VacancyStatus } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { citySpellings } from '../../../text/cities';
import { containsPattern } from '../../../text/like';

/** A vacancy row with its team's name and counters, as {@link selectVacancies} reads it. */
export interface VacancyRow {
  id: number;
  team_id: string;
  team_name: string;
  retention_months: number;
  title: string;
  description: string;
  city: string | null;
  remote: boolean;
  salary_min: number | null;
  salary_max: number | null;
  currency: Currency | null;
  status: VacancyStatus;
  skills: string[];
  employment_type: EmploymentType;
  level: VacancyLevel | null;
  created_at: Date;
  updated_at: Date;
  views: number;
  applications: number;
  mailings: number;
  new_applications: number;
  unread_messages: number;
}

/**
 * The vacancy columns plus counters; `$1` is the viewer's user id (or NULL): applications newer
 * than the viewer's last visit of the vacancy count as new, and the candidates' messages in the
 * vacancy's application threads the viewer has not read as unread.
 */
export const SELECT_VACANCY = `
  SELECT v.id, v.team_id, t.name AS team_name, t.cv_retention_months AS retention_months, v.title, v.description, v.city, v.remote,
         v.salary_min, v.salary_max, v.currency, v.status, v.skills, v.employment_type, v.level,
         v.created_at, v.updated_at,
         (SELECT count(*) FROM vacancy_views w WHERE w.vacancy_id = v.id) AS views,
         (SELECT count(*) FROM applications a WHERE a.vacancy_id = v.id) AS applications,
         (SELECT count(*) FROM mailings m WHERE m.vacancy_id = v.id) AS mailings,
         (SELECT count(*) FROM applications a
           WHERE a.vacancy_id = v.id
             AND a.created_at > COALESCE((SELECT s.seen_at FROM vacancy_visits s WHERE s.vacancy_id = v.id AND s.user_id = $1::uuid), '-infinity')
         ) AS new_applications,
         (SELECT count(*) FROM applications a JOIN application_messages m ON m.application_id = a.id
           WHERE a.vacancy_id = v.id AND m.side = 'candidate' AND m.sender_check <> 'discarded'
             AND m.id > COALESCE((SELECT r.last_read_id FROM application_thread_reads r WHERE r.application_id = a.id AND r.user_id = $1::uuid), 0)
         ) AS unread_messages
    FROM vacancies v JOIN teams t ON t.id = v.team_id`;

/** @throws ApiError 404 when there is no vacancy `id`. */
export async function loadVacancy(db: Queryable, id: number, viewerId: string | null): Promise<VacancyRow> {
  const { rows } = await db.query<VacancyRow>(`${SELECT_VACANCY} WHERE v.id = $2`, [viewerId, id]);
  const row = rows[0];
  if (row === undefined) throw new ApiError(404, 'not_found', 'No such vacancy.');
  return row;
}

/** Records that a recruiter opened a vacancy now: its applications so far are no longer new to them. */
export async function recordVacancyVisit(db: Queryable, userId: string, vacancyId: number): Promise<void> {
  await db.query(
    `INSERT INTO vacancy_visits (user_id, vacancy_id) VALUES ($1, $2)
     ON CONFLICT (user_id, vacancy_id) DO UPDATE SET seen_at = now()`,
    [userId, vacancyId],
  );
}

/** A text filter on vacancies `v`: words of the title, skills or description (Russian and English forms), or part of the title. */
export function vacancyTextCondition(textParam: string, patternParam: string): string {
  return `(to_tsvector('russian', v.title || ' ' || array_to_string(v.skills, ' ') || ' ' || v.description)
             @@ websearch_to_tsquery('russian', ${textParam})
           OR v.title ILIKE ${patternParam}
           OR array_to_string(v.skills, ' ') ILIKE ${patternParam})`;
}

export interface VacancyListFilter {
  teamId: string | null;
  onlyOpen: boolean;
  status: VacancyStatus | null;
  text: string | null;
  city: string | null;
  /** Remote vacancies only (`true`), office ones only (`false`), or both (`null`). */
  remote?: boolean | null;
  level?: VacancyLevel | null;
  /** A monthly amount the vacancy's range must reach, in `currency`; vacancies paying in another currency or saying no salary are left out. */
  salaryFrom?: { amount: number; currency: Currency } | null;
  page: number;
  perPage: number;
}

/** The WHERE clause of `filter`, its values bound through `bind`. */
function listConditions(filter: VacancyListFilter, bind: (value: unknown) => string): string {
  const conditions: string[] = [];
  if (filter.teamId !== null) conditions.push(`v.team_id = ${bind(filter.teamId)}::uuid`);
  if (filter.onlyOpen) conditions.push(`v.status = 'open'`);
  if (filter.status !== null) conditions.push(`v.status = ${bind(filter.status)}`);
  if (filter.text !== null && filter.text !== '') conditions.push(vacancyTextCondition(bind(filter.text), bind(containsPattern(filter.text))));
  if (filter.city !== null && filter.city !== '') {
    // Any of the city's names: "Berlin" finds a vacancy in "Берлин".
    const spellings = citySpellings(filter.city).map((name) => `v.city ILIKE ${bind(containsPattern(name))}`);
    conditions.push(`(${spellings.join(' OR ')})`);
  }
  if (filter.remote !== undefined && filter.remote !== null) conditions.push(`v.remote = ${bind(filter.remote)}`);
  if (filter.level !== undefined && filter.level !== null) conditions.push(`v.level = ${bind(filter.level)}`);
  if (filter.salaryFrom !== undefined && filter.salaryFrom !== null) {
    conditions.push(`v.currency = ${bind(filter.salaryFrom.currency)} AND COALESCE(v.salary_max, v.salary_min) >= ${bind(filter.salaryFrom.amount)}`);
  }
  return conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
}

function binder(params: unknown[]): (value: unknown) => string {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}

/** One page of vacancies matching `filter`, newest change first, and the total. */
export async function listVacancyRows(db: Queryable, viewerId: string | null, filter: VacancyListFilter): Promise<{ rows: VacancyRow[]; total: number }> {
  const countParams: unknown[] = [];
  const counted = await db.query<{ total: number }>(
    `SELECT count(*) AS total FROM vacancies v ${listConditions(filter, binder(countParams))}`,
    countParams,
  );
  const params: unknown[] = [viewerId];
  const bind = binder(params);
  const where = listConditions(filter, bind);
  const { rows } = await db.query<VacancyRow>(
    `${SELECT_VACANCY} ${where} ORDER BY v.updated_at DESC, v.id DESC
      LIMIT ${bind(filter.perPage)}::int OFFSET ${bind((filter.page - 1) * filter.perPage)}::int`,
    params,
  );
  return { rows, total: counted.rows[0]?.total ?? 0 };
}
