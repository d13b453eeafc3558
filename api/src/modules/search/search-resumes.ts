import type { ExperienceBand, FacetBucket, Facets, SearchCorrection, SearchItem, SearchResponse } from '@platform/shared/contract';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/errors';
import { SqlParams, filterConditions, visibleTo, type SearchViewer } from './conditions';
import { CURRENCY_VALUES, CV_TYPE_VALUES, JOB_SEARCH_STATUS_VALUES } from './constants';
import { correctCities, correctQuery } from './fuzzy';
import { buildHighlights, lexemesOfTsquery, type HighlightSource } from './highlights';
import { cityNames } from './text/cities';
import type { QueryNode } from './query/ast';
import { QueryTooComplexError, parseSearchQuery } from './query/parse';
import { formatSearchQuery, positiveTermsInput, toTsqueryInput } from './query/to-tsquery';
import type { SearchCriteria, SearchFiltersInput } from './schemas';

/**
 * How many of the best-quality matches a search reads: a relevance search ranks them with
 * `ts_rank`, and the facets (and the exact total) are counted over them. Ranking every match of a
 * broad word ("developer": half of all CVs) costs seconds; the candidates come from the quality
 * index (or the GIN index, for rare words) and ranking 1 000 takes milliseconds. Relevance results
 * past this depth are ordered by quality alone (README "Search").
 */
export const RANK_CANDIDATES = 1_000;

/**
 * When there are more matches than candidates (the total is then an estimate anyway), the facets
 * are counted over the best this many and scaled: counting 2 000 CVs' skills costs more than the
 * rest of the search, and 500 give the same top cities and skills.
 */
export const FACET_SAMPLE = 500;

/** What one search looks for, after parsing: the same shape before and after typo correction. */
interface SearchPlan {
  query: QueryNode | null;
  filters: SearchFiltersInput | null | undefined;
}

/** A plan with its text resolved by PostgreSQL (stemmed, stop words gone). */
interface ResolvedPlan extends SearchPlan {
  tsquery: string | null;
  positive: string | null;
}

const ITEM = z.object({
  id: z.number(),
  type: z.enum(CV_TYPE_VALUES),
  username: z.string().nullable(),
  name: z.string(),
  title: z.string(),
  city: z.string().nullable(),
  experience_months: z.number(),
  salary: z.number().nullable(),
  currency: z.enum(CURRENCY_VALUES).nullable(),
  relocation: z.boolean(),
  remote: z.boolean(),
  job_search_status: z.enum(JOB_SEARCH_STATUS_VALUES),
  skills: z.array(z.string()),
  updated_at: z.string(),
  summary: z.string().nullable(),
  work: z.unknown(),
});

type ItemRow = z.infer<typeof ITEM>;

const FACET = z.object({
  facet: z.enum(['city', 'skill', 'experience']),
  value: z.string(),
  label: z.string(),
  count: z.number(),
});

const STATEMENT_RESULT = z.object({ sampled: z.number(), faceted: z.number(), items: z.array(ITEM), facets: z.array(FACET) });

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
 * Facets over the candidates: top cities and skills, and the experience bands. Grouping runs on
 * the keys in the "C" collation (byte order: no locale rules needed to count), and a skill's label
 * is read from one CV that has it (`skills` and `skill_keys` are parallel arrays).
 */
const FACET_ROWS = `(SELECT 'city' AS facet, c.city_key COLLATE "C" AS value, min(c.city COLLATE "C") AS label, count(*)::int AS count
     FROM facet_source c WHERE c.city_key IS NOT NULL GROUP BY 2 ORDER BY 4 DESC, 2 LIMIT 20)
  UNION ALL
  (SELECT 'skill', k.key, (SELECT c.skills[array_position(c.skill_keys, k.key)] FROM facet_source c
                            WHERE c.skill_keys @> ARRAY[k.key] LIMIT 1), k.count
     FROM (SELECT x.key COLLATE "C" AS key, count(*)::int AS count
             FROM (SELECT unnest(c.skill_keys) AS key FROM facet_source c) AS x
            GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20) AS k)
  UNION ALL
  (SELECT 'experience', b.band, b.band, count(*)::int FROM (
     SELECT CASE WHEN c.experience_months < 12 THEN '0-1' WHEN c.experience_months < 36 THEN '1-3'
                 WHEN c.experience_months < 72 THEN '3-6' ELSE '6+' END AS band
       FROM facet_source c) AS b
    GROUP BY b.band)`;

const ORDER_BY: Readonly<Record<Exclude<SearchCriteria['sort'], 'relevance'>, string>> = {
  updated: 'r.updated_at DESC, r.id DESC',
  salary_asc: 'r.salary_rub ASC NULLS LAST, r.id ASC',
  salary_desc: 'r.salary_rub DESC NULLS LAST, r.id DESC',
  experience_desc: 'r.experience_months DESC, r.id DESC',
};

/** Relevance without text, and relevance past the ranked candidates: best profiles first. */
const QUALITY_ORDER = 'r.quality DESC, r.id DESC';

const WORK = z.array(
  z.looseObject({
    name: z.string().optional(),
    position: z.string().optional(),
    summary: z.string().optional(),
    highlights: z.array(z.string()).optional(),
  }),
);

const EXPLAIN_PLAN = z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) }));

function parseText(text: string | null | undefined): QueryNode | null {
  if (text == null) return null;
  try {
    return parseSearchQuery(text);
  } catch (error) {
    if (error instanceof QueryTooComplexError) {
      throw new ApiError(400, 'validation_failed', 'The request is invalid.', [
        { path: 'text', message: error.message, code: error.code, params: { limit: error.limit } },
      ]);
    }
    throw error;
  }
}

/** `to_tsquery` results by input: deterministic for the configuration, and recruiters repeat searches. */
const RESOLVED = new Map<string, { query: string; positive: string | null }>();
const RESOLVED_CACHE_SIZE = 5_000;

/** Lets PostgreSQL stem the query (`to_tsquery` with the index's configuration). */
async function resolve(db: Queryable, plan: SearchPlan): Promise<ResolvedPlan> {
  if (plan.query === null) return { ...plan, tsquery: null, positive: null };
  const input = toTsqueryInput(plan.query);
  const positiveInput = positiveTermsInput(plan.query);
  const key = `${input}\u0000${positiveInput ?? ''}`;
  let resolved = RESOLVED.get(key);
  if (resolved === undefined) {
    const { rows } = await db.query<{ query: string; positive: string | null }>(
      `SELECT to_tsquery('russian', $1)::text AS query, to_tsquery('russian', $2)::text AS positive`,
      [input, positiveInput],
    );
    resolved = { query: rows[0]?.query ?? '', positive: rows[0]?.positive ?? null };
    if (RESOLVED.size >= RESOLVED_CACHE_SIZE) RESOLVED.clear();
    RESOLVED.set(key, resolved);
  }
  // Only stop words ("the", "и"): no text condition at all, as if the box were empty.
  return { ...plan, tsquery: resolved.query === '' ? null : resolved.query, positive: resolved.positive };
}

function whereClause(plan: ResolvedPlan, viewer: SearchViewer, params: SqlParams): string {
  const conditions = [visibleTo(viewer, params), ...filterConditions(plan.filters, params)];
  if (plan.tsquery !== null) conditions.push(`r.search_vector @@ ${params.bind(plan.tsquery)}::tsquery`);
  return conditions.join('\n   AND ');
}

/** A slice of the matches in an index order, numbered from `first`. */
function orderedSlice(where: string, order: string, params: SqlParams, offset: number, limit: number, first: number): string {
  return `SELECT r.id, ${params.bind(first)}::int + row_number() OVER (ORDER BY ${order}) AS position
    FROM (SELECT r.id, r.quality, r.updated_at, r.salary_rub, r.experience_months FROM resumes r
           WHERE ${where} ORDER BY ${order} OFFSET ${params.bind(offset)} LIMIT ${params.bind(limit)}) AS r`;
}

/**
 * The SQL of the `page` CTE. A relevance search pages through the candidates (ranked when there is
 * text, else already in quality order) and, past them, through the rest in quality order; another
 * sort reads an index-ordered slice.
 */
function pageSql(plan: ResolvedPlan, criteria: SearchCriteria, where: string, params: SqlParams): string {
  const offset = criteria.page * criteria.perPage;
  const limit = criteria.perPage;
  if (criteria.sort !== 'relevance') return orderedSlice(where, ORDER_BY[criteria.sort], params, offset, limit, 0);
  const parts: string[] = [];
  if (offset < RANK_CANDIDATES) {
    const score = plan.tsquery === null ? 'c.quality' : 'c.rank * (0.6 + 0.4 * c.quality)';
    const rankedLimit = Math.min(offset + limit, RANK_CANDIDATES) - offset;
    parts.push(`SELECT x.id, row_number() OVER (ORDER BY x.score DESC, x.id DESC) AS position FROM (
        SELECT c.id, ${score} AS score FROM candidates c
         ORDER BY score DESC, c.id DESC OFFSET ${params.bind(offset)} LIMIT ${params.bind(rankedLimit)}
      ) AS x`);
  }
  // Past the candidates the order is their own (quality), so pages stay disjoint.
  if (offset + limit > RANK_CANDIDATES) {
    const tailStart = Math.max(offset, RANK_CANDIDATES);
    parts.push(orderedSlice(where, QUALITY_ORDER, params, tailStart, offset + limit - tailStart, tailStart - offset));
  }
  return parts.join('\nUNION ALL\n');
}

const BAND_ORDER: readonly ExperienceBand[] = ['0-1', '1-3', '3-6', '6+'];

function isBand(value: string): value is ExperienceBand {
  return BAND_ORDER.some((band) => band === value);
}

/** The planner's estimate of how many CVs match (for totals beyond the counted candidates). */
async function estimateTotal(db: Queryable, plan: ResolvedPlan, viewer: SearchViewer): Promise<number> {
  const params = new SqlParams();
  const explained = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM resumes r WHERE ${whereClause(plan, viewer, params)}`,
    params.values,
  );
  const parsed = EXPLAIN_PLAN.safeParse(explained.rows[0]?.['QUERY PLAN']);
  return parsed.success ? Math.round(parsed.data[0]?.Plan['Plan Rows'] ?? 0) : 0;
}

function toItem(row: ItemRow): SearchItem {
  return {
    id: row.id,
    type: row.type,
    username: row.username,
    name: row.name,
    title: row.title,
    city: row.city,
    experienceMonths: row.experience_months,
    salary: row.salary === null || row.currency === null ? null : { amount: row.salary, currency: row.currency },
    relocation: row.relocation,
    remote: row.remote,
    jobSearchStatus: row.job_search_status,
    topSkills: row.skills.slice(0, 5),
    updatedAt: new Date(row.updated_at).toISOString(),
    highlights: [],
  };
}

function highlightSource(row: ItemRow): HighlightSource {
  const work = WORK.safeParse(row.work);
  return {
    title: row.title,
    skills: row.skills,
    summary: row.summary,
    work: (work.success ? work.data : []).map((job) => {
      const head = [job.position, job.name].filter((part) => part !== undefined && part !== '').join(' — ');
      const body = [job.summary, ...(job.highlights ?? [])].filter((part) => part !== undefined && part !== '').join(' ');
      return [head, body].filter((part) => part !== '').join('. ');
    }),
  };
}

interface SearchOutcome {
  total: number;
  totalIsEstimate: boolean;
  facets: Facets;
  rows: ItemRow[];
  plan: ResolvedPlan;
}

/**
 * One statement does the work: the best-quality {@link RANK_CANDIDATES} matches are read once and
 * give the facets, the exact total (when there are fewer) and, for a relevance search, the ranked
 * page; another order reads its page from its own index.
 */
async function run(db: Queryable, plan: SearchPlan, criteria: SearchCriteria, viewer: SearchViewer): Promise<SearchOutcome> {
  const resolved = await resolve(db, plan);
  const params = new SqlParams();
  const where = whereClause(resolved, viewer, params);
  // ts_rank while the vector is at hand in the scan: carrying vectors through the CTE costs more.
  const rank =
    criteria.sort === 'relevance' && resolved.tsquery !== null
      ? `ts_rank(r.search_vector, ${params.bind(resolved.tsquery)}::tsquery, 1)`
      : '0';
  const { rows } = await db.query<{ result: unknown }>(
    `WITH candidates AS MATERIALIZED (
       SELECT r.id, r.quality, r.city, r.city_key, r.skills, r.skill_keys, r.experience_months, ${rank} AS rank
         FROM resumes r WHERE ${where}
        ORDER BY r.quality DESC, r.id DESC LIMIT ${params.bind(RANK_CANDIDATES)}
     ), facet_source AS (
       -- All the candidates, or the best sample of them when there are more matches (LIMIT NULL: all).
       SELECT c.* FROM candidates c ORDER BY c.quality DESC, c.id DESC
        LIMIT CASE WHEN (SELECT count(*) FROM candidates) >= ${params.bind(RANK_CANDIDATES)} THEN ${params.bind(FACET_SAMPLE)}::bigint END
     ), page AS (
       ${pageSql(resolved, criteria, where, params)}
     ), facet_rows AS (
       ${FACET_ROWS}
     )
     SELECT json_build_object(
       'sampled', (SELECT count(*) FROM candidates),
       'faceted', (SELECT count(*) FROM facet_source),
       'items', (${itemsJson(resolved.positive !== null)}),
       'facets', (SELECT coalesce(json_agg(f), '[]'::json) FROM facet_rows f)
     ) AS result`,
    params.values,
  );
  const result = STATEMENT_RESULT.parse(rows[0]?.result);
  let total = result.sampled;
  let totalIsEstimate = false;
  if (result.sampled >= RANK_CANDIDATES) {
    total = Math.max(await estimateTotal(db, resolved, viewer), result.sampled);
    totalIsEstimate = true;
  }
  const scale = totalIsEstimate && result.faceted > 0 ? total / result.faceted : 1;
  const bucket = (row: z.infer<typeof FACET>): FacetBucket => ({
    value: row.label,
    label: row.label,
    count: Math.round(row.count * scale),
  });
  const experience = BAND_ORDER.flatMap((band) => {
    const row = result.facets.find((item) => item.facet === 'experience' && item.value === band);
    return row === undefined || !isBand(row.value) ? [] : [{ ...bucket(row), value: row.value }];
  });
  return {
    total,
    totalIsEstimate,
    facets: {
      city: result.facets
        .filter((row) => row.facet === 'city')
        .map((row) => {
          const labels = cityNames(row.value);
          return labels ? { ...bucket(row), labels } : bucket(row);
        }),
      skill: result.facets.filter((row) => row.facet === 'skill').map(bucket),
      experience,
      isEstimate: totalIsEstimate,
    },
    rows: result.items,
    plan: resolved,
  };
}

/**
 * Runs a resume search (PRODUCT §8) for a viewer: parses the text, filters, counts, ranks, pages,
 * highlights, and falls back to typo-corrected text and cities when nothing matched as typed.
 *
 * @throws ApiError 400 (`text`) for a search text beyond the parser's limits.
 */
export async function searchResumes(db: Database, criteria: SearchCriteria, viewer: SearchViewer): Promise<SearchResponse> {
  const started = performance.now();
  const plan: SearchPlan = { query: parseText(criteria.text), filters: criteria.filters };
  let outcome = await run(db, plan, criteria, viewer);
  let corrected: SearchCorrection | undefined;

  const cities = criteria.filters?.city ?? [];
  if (outcome.total === 0 && (plan.query !== null || cities.length > 0)) {
    const [query, correctedCities] = await Promise.all([
      plan.query === null ? null : correctQuery(db, plan.query),
      cities.length === 0 ? null : correctCities(db, cities),
    ]);
    if (query !== null || correctedCities !== null) {
      const retryPlan: SearchPlan = {
        query: query ?? plan.query,
        filters: correctedCities === null ? plan.filters : { ...plan.filters, city: correctedCities },
      };
      const retry = await run(db, retryPlan, criteria, viewer);
      if (retry.total > 0) {
        outcome = retry;
        corrected = {
          ...(query === null ? {} : { text: formatSearchQuery(query) }),
          ...(correctedCities === null ? {} : { cities: correctedCities }),
        };
      }
    }
  }

  const items = outcome.rows.map(toItem);
  if (outcome.plan.positive !== null) {
    const highlights = await buildHighlights(db, lexemesOfTsquery(outcome.plan.positive), outcome.rows.map(highlightSource));
    items.forEach((item, index) => {
      item.highlights = highlights[index] ?? [];
    });
  }

  return {
    total: outcome.total,
    totalIsEstimate: outcome.totalIsEstimate,
    page: criteria.page,
    perPage: criteria.perPage,
    items,
    facets: outcome.facets,
    ...(corrected === undefined ? {} : { corrected }),
    tookMs: Math.round((performance.now() - started) * 10) / 10,
  };
}

/** Writes a signed-in user's search to their history (`search_history`). */
export async function recordSearch(db: Queryable, userId: string, criteria: SearchCriteria, response: SearchResponse): Promise<void> {
  await db.query(
    `INSERT INTO search_history (user_id, criteria, total, total_is_estimate) VALUES ($1, $2::jsonb, $3, $4)`,
    [userId, JSON.stringify(criteria), response.total, response.totalIsEstimate],
  );
}
