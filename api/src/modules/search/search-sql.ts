import type { SearchCriteria } from '@platform/contract';
import { SqlParams, filterConditions, visibleTo, type SearchFiltersInput, type SearchViewer } from './conditions';
import { FACET_COLUMNS, FACET_ROWS, countStamp, stampStillHolds, type CountStamp } from './facet-sql';
import { rescoredCandidates, titleCoverageFactor, titleWords } from './title-coverage';

/**
 * The search statement reads the best-quality matches up to one more than this: they are the
 * candidates ranking starts from and the quality-ordered pages, and when they are all the matches
 * they also give the exact total and the facets at no extra cost. More matches are counted by
 * `search-counts.ts` (exactly up to its limit, and cached).
 */
export const FIRST_MATCHES_LIMIT = 2_000;

/**
 * How many matches a relevance search ranks when there are more than {@link FIRST_MATCHES_LIMIT}
 * (with fewer, it ranks them all): the best-quality matches with the words in the title and the
 * best-quality matches overall, this many of each. Title matches thus rank first over all of them
 * (up to this many), not only among a quality sample; past the ranked ones the order is quality.
 */
export const RANK_CANDIDATES = 1_000;

/**
 * Relevance weights of the sections, in `ts_rank`'s order {D, C, B, A}: the CV's title, then the
 * recent positions and employers, then skills, then the rest. Each weight is above what any
 * number of matches in a lower section adds up to (ts_rank keeps the best position's weight and
 * adds the others with a 1/n² decay), so the sections rank as tiers; normalisation 0: a long CV
 * is not pushed down for its length.
 */
const RANK_WEIGHTS = '{0.05,0.4,0.2,1.0}';

/**
 * The title's lexemes: the weight-A part of the vector, as migration 136 indexes it (the expression
 * must be written exactly so for the planner to use that index).
 */
const TITLE_LEXEMES = `ts_filter(r.search_vector, '{a}')`;

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
export function itemsJson(withTexts: boolean): string {
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

const ORDER_BY: Readonly<Record<SearchCriteria['sort'], string>> = {
  relevance: 'r.quality DESC, r.id DESC',
  updated: 'r.updated_at DESC, r.id DESC',
  salary_asc: 'r.salary_rub ASC NULLS LAST, r.id ASC',
  salary_desc: 'r.salary_rub DESC NULLS LAST, r.id DESC',
  experience_desc: 'r.experience_months DESC, r.id DESC',
};

/** A slice of the matches in an index order, numbered from `first`. */
function orderedSlice(where: string, order: string, params: SqlParams, offset: number, limit: number, first: number): string {
  return `SELECT r.id, ${params.bind(first)}::int + row_number() OVER (ORDER BY ${order}) AS position
    FROM (SELECT r.id, r.quality, r.updated_at, r.salary_rub, r.experience_months FROM resumes r
           WHERE ${where} ORDER BY ${order} OFFSET ${params.bind(offset)} LIMIT ${params.bind(limit)}) AS r`;
}

const QUALITY_ORDER = 'r.quality DESC, r.id DESC';

/**
 * The `page` CTE: a relevance search pages through the ranked candidates and, past them, through
 * the rest in quality order (pages stay disjoint); another sort reads an index-ordered slice.
 */
function pageSql(ranked: boolean, criteria: SearchCriteria, where: string, rest: string, params: SqlParams): string {
  const offset = criteria.page * criteria.perPage;
  const limit = criteria.perPage;
  // Quality order within the first matches (already read in that order): no second read.
  if (!ranked && criteria.sort === 'relevance' && offset + limit <= FIRST_MATCHES_LIMIT + 1) {
    return `SELECT m.id, row_number() OVER (ORDER BY m.quality DESC, m.id DESC) AS position FROM (
      SELECT m.id, m.quality FROM first_matches m ORDER BY m.quality DESC, m.id DESC
       OFFSET ${params.bind(offset)} LIMIT ${params.bind(limit)}) AS m`;
  }
  if (!ranked) return orderedSlice(where, ORDER_BY[criteria.sort], params, offset, limit, 0);
  const parts: string[] = [];
  parts.push(`SELECT x.id, row_number() OVER (ORDER BY x.score DESC, x.quality DESC, x.id DESC) AS position FROM (
      SELECT c.id, c.score, c.quality FROM candidates c ORDER BY c.score DESC, c.quality DESC, c.id DESC
       OFFSET ${params.bind(offset)} LIMIT ${params.bind(limit)}) AS x`);
  // Past the candidates: the other matches in quality order, numbered after the ranked part.
  parts.push(`SELECT y.id, (SELECT count(*) FROM candidates) - ${params.bind(offset)}::int + row_number() OVER (ORDER BY y.quality DESC, y.id DESC) AS position FROM (
      SELECT r.id, r.quality FROM resumes r WHERE ${rest} ORDER BY ${QUALITY_ORDER}
       OFFSET GREATEST(0, ${params.bind(offset)}::int - (SELECT count(*) FROM candidates))
       LIMIT CASE WHEN (SELECT count(*) FROM candidates) >= ${params.bind(offset + limit)}::int THEN 0
                  ELSE ${params.bind(offset + limit)}::int - GREATEST((SELECT count(*) FROM candidates), ${params.bind(offset)}::int) END) AS y`);
  return parts.join('\nUNION ALL\n');
}

/**
 * `AND NOT (the counts taken under \`known\` still hold)`: the facets the caller already has are
 * not counted again. The caller compares the stamp the statement returns, as the statement does.
 */
function knownCountsStill(known: CountStamp | null, viewer: SearchViewer, params: SqlParams): string {
  if (known === null) return '';
  return `
          AND NOT ${stampStillHolds(known, viewer, params)}`;
}

/** What a search statement returns besides its page. */
export interface StatementOptions {
  /** Read the summary and the jobs of the page's CVs (there are query words to highlight in them). */
  withTexts: boolean;
  /** The stamp of the counts the caller has: the facets are not counted again while it holds. */
  knownCounts: CountStamp | null;
  /**
   * Return the page order (`order`, else null): a relevance search's ranked candidates by score, or
   * its first matches by quality when it has no query words, up to {@link FIRST_MATCHES_LIMIT}.
   */
  withOrder: boolean;
}

/**
 * The page order of a relevance search: the candidates as its pages read them, or the first
 * matches in quality order (every one of them when they are all the matches).
 */
function orderJson(ranked: boolean, firstLimit: string): string {
  return ranked
    ? `(SELECT coalesce(json_agg(c.id ORDER BY c.score DESC, c.quality DESC, c.id DESC), '[]'::json) FROM candidates c)`
    : `(SELECT coalesce(json_agg(m.id ORDER BY m.quality DESC, m.id DESC), '[]'::json)
          FROM (SELECT m.id, m.quality FROM first_matches m ORDER BY m.quality DESC, m.id DESC LIMIT ${firstLimit}::int) AS m)`;
}

/**
 * The one statement of a search. The best-quality matches are read once, up to one more than
 * {@link FIRST_MATCHES_LIMIT}: when they are all the matches they give the exact total and the
 * facets (`counted` ≤ the limit; above it `facets` is empty and the counts come from
 * `search-counts.ts`), and they are the candidates ranking reads: all of them when they are all
 * the matches, else their first {@link RANK_CANDIDATES} plus the title tier — the best-quality
 * matches with the words in the title, as many again. A relevance search ranks the candidates by
 * section tiers.
 * Another order reads its page from its own index. The CV-change stamp of the viewer's scopes comes
 * with the counts;
 * facets are left out while `knownCounts` (the cached counts' stamp) still holds; the page order
 * comes too when asked (`ranked-order.ts` keeps it for the next pages).
 */
export function searchStatement(
  plan: SearchPlan,
  criteria: SearchCriteria,
  viewer: SearchViewer,
  options: StatementOptions,
): { sql: string; values: unknown[] } {
  const { withTexts, knownCounts } = options;
  const params = new SqlParams();
  const where = whereClause(plan, viewer, params);
  const ranked = criteria.sort === 'relevance' && plan.tsquery !== null;
  const query = ranked && plan.tsquery !== null ? params.bind(plan.tsquery) : null;
  // ts_rank only for a relevance search, and once per candidate, after the tiers' LIMITs and their
  // union: it reads the whole vector, and the tiers overlap. A title match is weighed by how much
  // of the title (its best-covered role) the query covers (title-coverage.ts).
  const score = query === null ? 'r.quality' : `ts_rank('${RANK_WEIGHTS}', r.search_vector, ${query}::tsquery, 0)`;
  const coverage = plan.tsquery !== null && ranked ? titleCoverageFactor(titleWords(plan.tsquery), params) : null;
  const candidatesBody = coverage === null ? 'SELECT k.id, k.quality, k.score FROM ranked k' : rescoredCandidates('ranked', coverage, params);
  const candidates = params.bind(RANK_CANDIDATES);
  const firstLimit = params.bind(FIRST_MATCHES_LIMIT);
  // When the first matches are all the matches, every one of them is ranked (ranking ~2 000 rows
  // costs less than looking for the title matches among them with a second scan). Else the first
  // RANK_CANDIDATES of them and the title tier (only when ranking): the best-quality matches whose
  // title (the weight-A part of the vector, indexed on its own by migration 136) matches the query.
  const qualityTier = `SELECT m.id FROM first_matches m
          LIMIT (SELECT CASE WHEN n <= ${firstLimit}::int THEN n ELSE ${candidates}::int END FROM counted)`;
  // A query without negations or section marks that matches the title matches the whole vector
  // (the title's lexemes are part of it): then the title tier asks the title's own index alone.
  // (Its conditions are bound only when the tier is written: an unused parameter has no type.)
  const titleTier =
    query === null || plan.tsquery === null
      ? ''
      : `UNION
         (SELECT r.id FROM resumes r
           WHERE (SELECT n FROM counted) > ${firstLimit}::int
             AND ${titleMatchImpliesMatch(plan.tsquery) ? whereClause({ ...plan, tsquery: null }, viewer, params) : where}
             AND ${TITLE_LEXEMES} @@ ${params.bind(withoutWeights(plan.tsquery))}::tsquery
          ORDER BY ${QUALITY_ORDER} LIMIT ${candidates})`;
  const candidateIds = `(SELECT c.id FROM candidates c)`;
  const sql = `WITH first_matches AS MATERIALIZED (
       SELECT ${FACET_COLUMNS}, r.quality FROM resumes r WHERE ${where}
        ORDER BY ${QUALITY_ORDER} LIMIT ${params.bind(FIRST_MATCHES_LIMIT + 1)}
     ), counted AS MATERIALIZED (
       SELECT count(*)::int AS n FROM first_matches
     ), ranked AS MATERIALIZED (
       SELECT r.id, r.quality, ${score} AS score
         FROM ((${qualityTier}) ${titleTier}) AS c
         JOIN resumes r ON r.id = c.id
     ), candidates AS MATERIALIZED (
       ${candidatesBody}
     ), facet_source AS MATERIALIZED (
       SELECT m.id, m.city, m.city_key, m.skill_keys, m.experience_months FROM first_matches m
        WHERE (SELECT n FROM counted) <= ${firstLimit}::int${knownCountsStill(knownCounts, viewer, params)}
     ), page AS (
       ${pageSql(ranked, criteria, where, `${where} AND r.id NOT IN ${candidateIds}`, params)}
     ), facet_rows AS (
       ${FACET_ROWS}
     )
     SELECT json_build_object(
       'counted', (SELECT n FROM counted),
       'stamp', ${countStamp(viewer, params)},
       'items', (${itemsJson(withTexts)}),
       'facets', (SELECT coalesce(json_agg(f), '[]'::json) FROM facet_rows f),
       'order', ${options.withOrder && criteria.sort === 'relevance' ? orderJson(ranked, firstLimit) : 'NULL'}
     ) AS result`;
  return { sql, values: params.values };
}

/**
 * `'java':C & !'junior':AB | 'dev':*B` as `'java' & !'junior' | 'dev':*`: the query asked of the
 * title alone, whatever section a field prefix named (the title tier ranks the matches of the
 * whole query by where their words stand).
 */
export function withoutWeights(tsquery: string): string {
  return tsquery.replace(/('(?:[^']|'')*')(:\*?[A-D]*)?/g, (_match, lexeme: string, marks: string | undefined) =>
    marks?.includes('*') ? `${lexeme}:*` : lexeme,
  );
}

/** A quoted lexeme of a `tsquery`, with its marks (`:*`, the section letters). */
const QUOTED_LEXEME = /'(?:[^']|'')*'/g;

/**
 * Whether every CV whose title matches `tsquery` (asked without its section marks) matches the
 * whole query: true for a query of lexemes, phrases, prefixes, AND and OR, whose every match in a
 * part of the vector is a match of the vector; false with a negation (`!`) or a section mark
 * (`skill:java` is `'java':C`, which a title match does not imply).
 */
export function titleMatchImpliesMatch(tsquery: string): boolean {
  return !/!|:\*?[A-D]/.test(tsquery.replace(QUOTED_LEXEME, "''"));
}

/** `EXPLAIN` of the matches, for the planner's estimate when there are more than can be counted. */
export function estimateStatement(plan: SearchPlan, viewer: SearchViewer): { sql: string; values: unknown[] } {
  const params = new SqlParams();
  return { sql: `EXPLAIN (FORMAT JSON) SELECT 1 FROM resumes r WHERE ${whereClause(plan, viewer, params)}`, values: params.values };
}
