import type {
  CvType,
  ExperienceBand,
  FacetBucket,
  Facets,
  JobSearchStatus,
  SearchCorrection,
  SearchItem,
  SearchResponse,
  Currency,
} from '@platform/shared';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/errors';
import { SqlParams, filterConditions, visibleTo, type SearchViewer } from './conditions';
import { correctCities, correctQuery } from './fuzzy';
import { buildHighlights, lexemesOfTsquery, type HighlightSource } from './highlights';
import type { QueryNode } from './query/ast';
import { QueryTooComplexError, parseSearchQuery } from './query/parse';
import { formatSearchQuery, positiveTermsInput, toTsqueryInput } from './query/to-tsquery';
import type { SearchCriteria, SearchFiltersInput } from './schemas';

/**
 * How many of the best-quality matches a relevance search ranks with `ts_rank`. Ranking every
 * match of a broad word ("developer": half of all CVs) costs seconds; the candidates are found
 * through the quality index (or the GIN index for rare words) and ranking 2 000 takes milliseconds.
 * Results past this depth are ordered by quality alone (README "Search").
 */
export const RANK_CANDIDATES = 2_000;

/**
 * Up to this many matches are counted exactly (and the facets counted over them); beyond it the
 * planner's estimate is returned with `totalIsEstimate` and the facets are scaled from this sample.
 */
export const EXACT_COUNT_LIMIT = 5_000;

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

interface ItemRow {
  id: number;
  type: CvType;
  username: string | null;
  name: string;
  title: string;
  city: string | null;
  experience_months: number;
  salary: number | null;
  currency: Currency | null;
  relocation: boolean;
  remote: boolean;
  job_search_status: JobSearchStatus;
  skills: string[];
  updated_at: Date;
  summary: string | null;
  work: unknown;
}

const ITEM_COLUMNS = `r.id, r.type, r.username, r.name, r.title, r.city, r.experience_months, r.salary, r.currency,
  r.relocation, r.remote, r.job_search_status, r.skills, r.updated_at,
  r.resume->'basics'->>'summary' AS summary, r.resume->'work' AS work`;

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
      throw new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: 'text', message: error.message }]);
    }
    throw error;
  }
}

/** Lets PostgreSQL stem the query (`to_tsquery` with the index's configuration). */
async function resolve(db: Queryable, plan: SearchPlan): Promise<ResolvedPlan> {
  if (plan.query === null) return { ...plan, tsquery: null, positive: null };
  const { rows } = await db.query<{ query: string; positive: string | null }>(
    `SELECT to_tsquery('russian', $1)::text AS query, to_tsquery('russian', $2)::text AS positive`,
    [toTsqueryInput(plan.query), positiveTermsInput(plan.query)],
  );
  const query = rows[0]?.query ?? '';
  // Only stop words ("the", "и"): no text condition at all, as if the box were empty.
  return { ...plan, tsquery: query === '' ? null : query, positive: rows[0]?.positive ?? null };
}

function whereClause(plan: ResolvedPlan, viewer: SearchViewer, params: SqlParams): string {
  const conditions = [visibleTo(viewer, params), ...filterConditions(plan.filters, params)];
  if (plan.tsquery !== null) conditions.push(`r.search_vector @@ ${params.bind(plan.tsquery)}::tsquery`);
  return conditions.join('\n   AND ');
}

/** One page of ids and columns: ranked candidates, or an index-ordered slice. */
async function fetchPage(
  db: Queryable,
  plan: ResolvedPlan,
  viewer: SearchViewer,
  sort: SearchCriteria['sort'],
  offset: number,
  limit: number,
): Promise<ItemRow[]> {
  const ordered = async (order: string, from: number, count: number): Promise<ItemRow[]> => {
    const params = new SqlParams();
    const where = whereClause(plan, viewer, params);
    const { rows } = await db.query<ItemRow>(
      `SELECT ${ITEM_COLUMNS} FROM resumes r WHERE ${where}
        ORDER BY ${order} OFFSET ${params.bind(from)} LIMIT ${params.bind(count)}`,
      params.values,
    );
    return rows;
  };
  if (sort !== 'relevance') return ordered(ORDER_BY[sort], offset, limit);
  if (plan.tsquery === null) return ordered(QUALITY_ORDER, offset, limit);

  const rankedEnd = Math.min(offset + limit, RANK_CANDIDATES);
  const ranked: ItemRow[] = [];
  if (offset < RANK_CANDIDATES) {
    const params = new SqlParams();
    const where = whereClause(plan, viewer, params);
    const query = params.bind(plan.tsquery);
    const { rows } = await db.query<ItemRow>(
      `WITH candidates AS MATERIALIZED (
         SELECT r.id, r.quality, r.search_vector FROM resumes r WHERE ${where}
          ORDER BY r.quality DESC, r.id DESC LIMIT ${params.bind(RANK_CANDIDATES)}
       ), page AS (
         SELECT c.id, ts_rank(c.search_vector, ${query}::tsquery, 1) * (0.6 + 0.4 * c.quality) AS score
           FROM candidates c
          ORDER BY score DESC, c.id DESC OFFSET ${params.bind(offset)} LIMIT ${params.bind(rankedEnd - offset)}
       )
       SELECT ${ITEM_COLUMNS} FROM page JOIN resumes r ON r.id = page.id ORDER BY page.score DESC, r.id DESC`,
      params.values,
    );
    ranked.push(...rows);
  }
  // Past the ranked candidates the order is the candidates' own: quality, so pages stay disjoint.
  const tailStart = Math.max(offset, RANK_CANDIDATES);
  const tail = offset + limit > RANK_CANDIDATES ? await ordered(QUALITY_ORDER, tailStart, offset + limit - tailStart) : [];
  return [...ranked, ...tail];
}

interface FacetRow {
  facet: 'total' | 'city' | 'skill' | 'experience';
  value: string;
  label: string;
  count: number;
}

const BAND_ORDER: readonly ExperienceBand[] = ['0-1', '1-3', '3-6', '6+'];

function isBand(value: string): value is ExperienceBand {
  return BAND_ORDER.some((band) => band === value);
}

/**
 * The total and the facets, counted over at most {@link EXACT_COUNT_LIMIT} + 1 matches; a larger
 * total is the planner's estimate and the facets are scaled to it.
 */
async function countAndFacets(
  db: Queryable,
  plan: ResolvedPlan,
  viewer: SearchViewer,
): Promise<{ total: number; totalIsEstimate: boolean; facets: Facets }> {
  const params = new SqlParams();
  const where = whereClause(plan, viewer, params);
  const sampleLimit = params.bind(EXACT_COUNT_LIMIT + 1);
  const { rows } = await db.query<FacetRow>(
    `WITH m AS MATERIALIZED (
       SELECT r.city, r.city_key, r.skills, r.skill_keys, r.experience_months FROM resumes r
        WHERE ${where} LIMIT ${sampleLimit}
     )
     SELECT 'total' AS facet, '' AS value, '' AS label, count(*)::int AS count FROM m
     UNION ALL (
       SELECT 'city', m.city_key, mode() WITHIN GROUP (ORDER BY m.city), count(*)::int FROM m
        WHERE m.city_key IS NOT NULL GROUP BY m.city_key ORDER BY 4 DESC, 2 LIMIT 20
     )
     UNION ALL (
       SELECT 'skill', s.key, mode() WITHIN GROUP (ORDER BY s.label), count(*)::int
         FROM m CROSS JOIN LATERAL unnest(m.skills, m.skill_keys) AS s(label, key)
        GROUP BY s.key ORDER BY 4 DESC, 2 LIMIT 20
     )
     UNION ALL (
       SELECT 'experience', b.band, b.band, count(*)::int FROM (
         SELECT CASE WHEN m.experience_months < 12 THEN '0-1' WHEN m.experience_months < 36 THEN '1-3'
                     WHEN m.experience_months < 72 THEN '3-6' ELSE '6+' END AS band
           FROM m
       ) AS b GROUP BY b.band
     )`,
    params.values,
  );
  const sampled = rows.find((row) => row.facet === 'total')?.count ?? 0;
  let total = sampled;
  let totalIsEstimate = false;
  if (sampled > EXACT_COUNT_LIMIT) {
    const explainParams = new SqlParams();
    const explainWhere = whereClause(plan, viewer, explainParams);
    const explained = await db.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM resumes r WHERE ${explainWhere}`,
      explainParams.values,
    );
    const parsed = EXPLAIN_PLAN.safeParse(explained.rows[0]?.['QUERY PLAN']);
    const estimate = parsed.success ? Math.round(parsed.data[0]?.Plan['Plan Rows'] ?? 0) : 0;
    total = Math.max(estimate, sampled);
    totalIsEstimate = true;
  }
  const scale = sampled === 0 ? 1 : total / sampled;
  const bucket = (row: FacetRow): FacetBucket => ({
    value: row.label,
    label: row.label,
    count: totalIsEstimate ? Math.round(row.count * scale) : row.count,
  });
  const experience = BAND_ORDER.flatMap((band) => {
    const row = rows.find((item) => item.facet === 'experience' && item.value === band);
    return row === undefined || !isBand(row.value) ? [] : [{ ...bucket(row), value: row.value }];
  });
  return {
    total,
    totalIsEstimate,
    facets: {
      city: rows.filter((row) => row.facet === 'city').map(bucket),
      skill: rows.filter((row) => row.facet === 'skill').map(bucket),
      experience,
      isEstimate: totalIsEstimate,
    },
  };
}

function toItem(row: ItemRow): SearchItem {
  return {
    id: Number(row.id),
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
    updatedAt: row.updated_at.toISOString(),
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

async function run(db: Database, plan: SearchPlan, criteria: SearchCriteria, viewer: SearchViewer): Promise<SearchOutcome> {
  const resolved = await resolve(db, plan);
  const offset = criteria.page * criteria.perPage;
  const [rows, counted] = await Promise.all([
    fetchPage(db, resolved, viewer, criteria.sort, offset, criteria.perPage),
    countAndFacets(db, resolved, viewer),
  ]);
  return { ...counted, rows, plan: resolved };
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
