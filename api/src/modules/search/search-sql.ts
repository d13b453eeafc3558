import { SqlParams, filterConditions, visibleTo, type SearchViewer } from './conditions';
import type { SearchCriteria, SearchFiltersInput } from './schemas';

/**
 * Totals are counted exactly up to this many matches; above it the total is the planner's
 * estimate, marked as such (counting a million rows costs more than the whole search budget).
 */
export const EXACT_TOTAL_LIMIT = 100_000;

/**
 * Relevance weights of the sections, in `ts_rank`'s order {D, C, B, A}: the CV's title, then the
 * recent positions and employers, then skills, then the rest. Each weight is above what any
 * number of matches in a lower section adds up to (ts_rank keeps the best position's weight and
 * adds the others with a 1/n² decay), so the sections rank as tiers.
 */
const RANK_WEIGHTS = '{0.05,0.4,0.2,1.0}';

/** What one search looks for, after parsing and compiling. */
export interface SearchPlan {
  /** `tsquery` of lexemes, or `null` for no text condition. */
  tsquery: string | null;
  filters: SearchFiltersInput | null | undefined;
  /** `period:N`: a job within the last N years. */
  periodYears: number | null;
}

export function whereClause(plan: SearchPlan, viewer: SearchViewer, params: SqlParams): string {
  const conditions = [visibleTo(viewer, params), ...filterConditions(plan.filters, params)];
  if (plan.tsquery !== null) conditions.push(`r.search_vector @@ ${params.bind(plan.tsquery)}::tsquery`);
  if (plan.periodYears !== null) {
    conditions.push(`r.last_worked_on >= current_date - make_interval(years => ${params.bind(plan.periodYears)}::int)`);
  }
  return conditions.join('\n   AND ');
}

/**
 * One page's items as JSON, in page order (`page` has `id`, `position`). The summary and the jobs
 * come from the TOASTed document, read only when there are query words to highlight in them.
 */
function itemsJson(withTexts: boolean): string {
  const texts = withTexts
    ? `'summary', r.resume->'basics'->>'summary', 'work', r.resume->'work'`
    : `'summary', NULL, 'work', NULL`;
  return `SELECT coalesce(json_agg(json_build_object(
    'id', r.id, 'type', r.type, 'username', r.username, 'name', r.name, 'title', r.title, 'city', r.city,
    'experience_months', r.experience_months, 'salary', r.salary, 'currency', r.currency,
    'relocation', r.relocation, 'remote', r.remote, 'job_search_status', r.job_search_status,
    'skills', r.skills, 'updated_at', r.updated_at, ${texts}
  ) ORDER BY p.position), '[]'::json)
  FROM page p JOIN resumes r ON r.id = p.id`;
}

/**
 * Facets over every match: top cities and skills, and the experience bands. Grouping runs on the
 * keys in the "C" collation (byte order: no locale rules needed to count), and a skill's label is
 * read from one CV that has it (`skills` and `skill_keys` are parallel arrays).
 */
const FACET_ROWS = `(SELECT 'city' AS facet, c.city_key COLLATE "C" AS value, min(c.city COLLATE "C") AS label, count(*)::int AS count
     FROM matches c WHERE c.city_key IS NOT NULL GROUP BY 2 ORDER BY 4 DESC, 2 LIMIT 20)
  UNION ALL
  (SELECT 'skill', k.key, (SELECT r.skills[array_position(r.skill_keys, k.key)] FROM matches c JOIN resumes r ON r.id = c.id
                            WHERE c.skill_keys @> ARRAY[k.key] LIMIT 1), k.count
     FROM (SELECT x.key COLLATE "C" AS key, count(*)::int AS count
             FROM (SELECT unnest(c.skill_keys) AS key FROM matches c) AS x
            GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20) AS k)
  UNION ALL
  (SELECT 'experience', b.band, b.band, count(*)::int FROM (
     SELECT CASE WHEN c.experience_months < 12 THEN '0-1' WHEN c.experience_months < 36 THEN '1-3'
                 WHEN c.experience_months < 72 THEN '3-6' ELSE '6+' END AS band
       FROM matches c) AS b
    GROUP BY b.band)`;

const ORDER_BY: Readonly<Record<SearchCriteria['sort'], string>> = {
  relevance: 'r.quality DESC, r.id DESC',
  updated: 'r.updated_at DESC, r.id DESC',
  salary_asc: 'r.salary_rub ASC NULLS LAST, r.id ASC',
  salary_desc: 'r.salary_rub DESC NULLS LAST, r.id DESC',
  experience_desc: 'r.experience_months DESC, r.id DESC',
};

/** A slice of the matches in an index order, numbered from 1. */
function orderedSlice(where: string, order: string, params: SqlParams, offset: number, limit: number): string {
  return `SELECT r.id, row_number() OVER (ORDER BY ${order}) AS position
    FROM (SELECT r.id, r.quality, r.updated_at, r.salary_rub, r.experience_months FROM resumes r
           WHERE ${where} ORDER BY ${order} OFFSET ${params.bind(offset)} LIMIT ${params.bind(limit)}) AS r`;
}

/**
 * The one statement of a search: every match (up to {@link EXACT_TOTAL_LIMIT} + 1) is read once
 * and gives the exact total, the facets and, for a relevance search with text, the ranked page
 * (ranked over all matches, not a sample). Another order, or no text, reads its page from its own
 * index.
 */
export function searchStatement(
  plan: SearchPlan,
  criteria: SearchCriteria,
  viewer: SearchViewer,
  withTexts: boolean,
): { sql: string; values: unknown[] } {
  const params = new SqlParams();
  const where = whereClause(plan, viewer, params);
  const ranked = criteria.sort === 'relevance' && plan.tsquery !== null;
  // ts_rank while the vector is at hand in the scan; normalisation 0: a long CV is not penalised.
  const score = ranked
    ? `ts_rank('${RANK_WEIGHTS}', r.search_vector, ${params.bind(plan.tsquery)}::tsquery, 0) * (0.9 + 0.1 * r.quality)`
    : '0';
  const offset = criteria.page * criteria.perPage;
  const page = ranked
    ? `SELECT x.id, row_number() OVER (ORDER BY x.score DESC, x.id DESC) AS position FROM (
        SELECT m.id, m.score FROM matches m ORDER BY m.score DESC, m.id DESC
         OFFSET ${params.bind(offset)} LIMIT ${params.bind(criteria.perPage)}) AS x`
    : orderedSlice(where, ORDER_BY[criteria.sort], params, offset, criteria.perPage);
  const sql = `WITH matches AS MATERIALIZED (
       SELECT r.id, r.city, r.city_key, r.skill_keys, r.experience_months, ${score} AS score
         FROM resumes r WHERE ${where}
        LIMIT ${params.bind(EXACT_TOTAL_LIMIT + 1)}
     ), page AS (
       ${page}
     ), facet_rows AS (
       ${FACET_ROWS}
     )
     SELECT json_build_object(
       'counted', (SELECT count(*) FROM matches),
       'items', (${itemsJson(withTexts)}),
       'facets', (SELECT coalesce(json_agg(f), '[]'::json) FROM facet_rows f)
     ) AS result`;
  return { sql, values: params.values };
}

/** `EXPLAIN` of the matches, for the planner's estimate when there are more than can be counted. */
export function estimateStatement(plan: SearchPlan, viewer: SearchViewer): { sql: string; values: unknown[] } {
  const params = new SqlParams();
  return { sql: `EXPLAIN (FORMAT JSON) SELECT 1 FROM resumes r WHERE ${whereClause(plan, viewer, params)}`, values: params.values };
}
