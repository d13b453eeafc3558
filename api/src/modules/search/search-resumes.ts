import { z } from 'zod';
import type { SearchCorrection, SearchResponse } from '@platform/contract';
import type { SearchCriteria } from '@platform/contract';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/errors';
import type { SearchViewer } from './conditions';
import { STAMP } from './facet-sql';
import { correctCities, correctQuery } from './fuzzy';
import { buildHighlights } from './highlights';
import type { IgnoredPart, QueryNode } from './query/ast';
import { formatSearchQuery } from './query/format';
import { QueryTooComplexError, parseSearchQuery, type ParsedQuery } from './query/parse';
import { resolveQuery, type QueryLexeme } from './query/resolve';
import { cachedOrder, pageOfOrder, readPage, rememberOrder } from './ranked-order';
import { isCacheable, isCurrent } from './search-cache';
import { cachedCounts, confirmCounts, countMatches, rememberCounts, type Counts } from './search-counts';
import { FACET, ITEM, highlightSource, toFacets, toItem, type ItemRow } from './search-rows';
import { FIRST_MATCHES_LIMIT, searchStatement, type SearchPlan } from './search-sql';

const STATEMENT_RESULT = z.object({
  counted: z.number(),
  stamp: STAMP,
  items: z.array(ITEM),
  facets: z.array(FACET),
  order: z.array(z.number()).nullable(),
});

function invalidText(message: string, code: string, params?: Record<string, string | number>): ApiError {
  return new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: 'text', message, code, ...(params ? { params } : {}) }]);
}

export function parseText(text: string | null | undefined): ParsedQuery {
  if (text == null) return { node: null, ignored: [], periodYears: null };
  try {
    return parseSearchQuery(text);
  } catch (error) {
    if (error instanceof QueryTooComplexError) throw invalidText(error.message, error.code, { limit: error.limit });
    throw error;
  }
}

/** A search text that was typed but leaves nothing to look for is a mistake, not "show everything". */
export function nothingToSearch(ignored: readonly IgnoredPart[]): ApiError {
  const words = ignored.map((part) => `"${part.text}"`).join(', ');
  const message =
    ignored.length === 0
      ? 'The search text has nothing to search for: type a word, a "phrase" or a field like title:java.'
      : `The search text has nothing to search for: ${words} ${ignored.length === 1 ? 'is' : 'are'} left out (too common, an operator or punctuation). Type a word, a "phrase" or a field like title:java.`;
  return new ApiError(400, 'validation_failed', 'The request is invalid.', [
    { path: 'text', message, code: 'query_nothing_to_search', params: { ignored: ignored.map((part) => part.text).join(' ') } },
  ]);
}

export interface Compiled {
  plan: SearchPlan;
  positive: QueryLexeme[];
  ignored: IgnoredPart[];
}

export async function compile(db: Queryable, parsed: ParsedQuery, criteria: SearchCriteria, node: QueryNode | null): Promise<Compiled> {
  const base = { filters: criteria.filters, periodYears: parsed.periodYears };
  if (node === null) return { plan: { ...base, tsquery: null }, positive: [], ignored: [] };
  const resolved = await resolveQuery(db, node, { synonyms: criteria.synonyms });
  return { plan: { ...base, tsquery: resolved.tsquery === '' ? null : resolved.tsquery }, positive: resolved.positive, ignored: resolved.ignored };
}

/** How a search may use what earlier searches counted. */
export interface SearchOptions {
  /**
   * A total and facets over more matches than the search statement reads may be those counted
   * up to this long ago while a new count runs in the background (`countMatches`); 0 (the
   * default): counted again after any CV change, before answering.
   */
  countMaxLagMs?: number;
}

interface SearchOutcome extends Counts {
  rows: ItemRow[];
}

/**
 * The page again from the order a relevance search ranked for the same match set, when that order
 * is current and holds the page, with the counts: those of the same statement when the order is
 * every match, else as `countMatches` gives them; `null` when the search must run.
 */
async function reuseOrder(
  db: Queryable,
  plan: SearchPlan,
  criteria: SearchCriteria,
  viewer: SearchViewer,
  withTexts: boolean,
  options: SearchOptions,
): Promise<SearchOutcome | null> {
  if (criteria.sort !== 'relevance') return null;
  const order = cachedOrder(db, plan, viewer);
  if (order === undefined) return null;
  const ids = pageOfOrder(order, criteria.page * criteria.perPage, criteria.perPage);
  if (ids === null) return null;
  const page = await readPage(db, ids, withTexts, viewer);
  if (!isCurrent(order.stamp, page.stamp)) return null;
  if (order.complete) {
    const cached = cachedCounts(db, plan, viewer);
    if (cached === undefined || !isCurrent(cached.stamp, page.stamp)) return null;
    confirmCounts(cached);
    return { ...cached.counts, rows: page.items };
  }
  return { ...(await countMatches(db, plan, viewer, page.stamp, options.countMaxLagMs ?? 0)), rows: page.items };
}

/**
 * One search: the next page of a search ranked before ({@link reuseOrder}), else the search
 * statement, and the counts: from the cache while no CV changed since they were taken (the
 * statement then skips the facets), else from its first matches when they are all, else from
 * `search-counts.ts` (shared with concurrent searches, or up to `countMaxLagMs` old). The
 * statement's page order is kept for the next pages.
 */
async function run(db: Queryable, plan: SearchPlan, criteria: SearchCriteria, viewer: SearchViewer, withTexts: boolean, options: SearchOptions): Promise<SearchOutcome> {
  const reused = await reuseOrder(db, plan, criteria, viewer, withTexts, options);
  if (reused !== null) return reused;
  const cached = cachedCounts(db, plan, viewer);
  const started = Date.now();
  const statement = searchStatement(plan, criteria, viewer, { withTexts, knownCounts: cached?.stamp ?? null, withOrder: isCacheable(plan) });
  const { rows } = await db.query<{ result: unknown }>(statement.sql, statement.values);
  const result = STATEMENT_RESULT.parse(rows[0]?.result);
  const { stamp } = result;
  let counts: Counts;
  if (cached !== undefined && isCurrent(cached.stamp, stamp)) {
    counts = cached.counts;
    confirmCounts(cached);
  } else if (result.counted <= FIRST_MATCHES_LIMIT) {
    counts = { total: result.counted, totalIsEstimate: false, facets: toFacets(result.facets, 1, false) };
    rememberCounts(db, plan, viewer, { stamp, counts, confirmedAt: started });
  } else {
    counts = await countMatches(db, plan, viewer, stamp, options.countMaxLagMs ?? 0);
  }
  if (result.order !== null) rememberOrder(db, plan, viewer, { stamp, ids: result.order, complete: result.counted <= FIRST_MATCHES_LIMIT });
  return { ...counts, rows: result.items };
}

/**
 * Runs a resume search for a viewer: parses the text (hh.ru's syntax), compiles it, filters,
 * counts, ranks, pages, highlights, and falls back to typo-corrected text and cities when nothing
 * matched as typed.
 *
 * @throws ApiError 400 (`text`) for a search text beyond the parser's limits or with nothing to search.
 */
export async function searchResumes(db: Queryable, criteria: SearchCriteria, viewer: SearchViewer, options: SearchOptions = {}): Promise<SearchResponse> {
  const started = performance.now();
  const parsed = parseText(criteria.text);
  let compiled = await compile(db, parsed, criteria, parsed.node);
  const ignored = [...parsed.ignored, ...compiled.ignored];
  const typed = (criteria.text ?? '').trim() !== '';
  if (typed && compiled.plan.tsquery === null && parsed.periodYears === null) throw nothingToSearch(ignored);

  let outcome = await run(db, compiled.plan, criteria, viewer, compiled.positive.length > 0, options);
  let corrected: SearchCorrection | undefined;

  const cities = criteria.filters?.city ?? [];
  if (criteria.correct && outcome.total === 0 && (parsed.node !== null || cities.length > 0)) {
    const [query, correctedCities] = await Promise.all([
      parsed.node === null ? null : correctQuery(db, parsed.node, viewer),
      cities.length === 0 ? null : correctCities(db, cities, viewer),
    ]);
    if (query !== null || correctedCities !== null) {
      const retryCriteria = correctedCities === null ? criteria : { ...criteria, filters: { ...criteria.filters, city: correctedCities } };
      const retryCompiled = await compile(db, parsed, retryCriteria, query ?? parsed.node);
      if (retryCompiled.plan.tsquery !== null || parsed.node === null) {
        const retry = await run(db, retryCompiled.plan, criteria, viewer, retryCompiled.positive.length > 0, options);
        if (retry.total > 0) {
          outcome = retry;
          compiled = retryCompiled;
          corrected = {
            ...(query === null ? {} : { text: formatSearchQuery(query), original: criteria.text ?? '' }),
            ...(correctedCities === null ? {} : { cities: correctedCities }),
          };
        }
      }
    }
  }

  const items = outcome.rows.map(toItem);
  const cityLexemes = new Set((corrected?.cities ?? cities).map((city) => city.toLowerCase()));
  if (compiled.positive.length > 0 || cityLexemes.size > 0) {
    const highlights = await buildHighlights(db, compiled.positive, outcome.rows.map(highlightSource), cityLexemes);
    items.forEach((item, index) => {
      item.highlights = highlights[index] ?? [];
    });
  }

  return {
    ignored,
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

/**
 * Writes a signed-in user's search to their history (`search_history`). A repeat of the user's
 * latest search (a reload, another page of the same results) is not a new entry: that entry moves
 * to now with the new total, so the history lists searches, not page views.
 */
export async function recordSearch(db: Queryable, userId: string, criteria: SearchCriteria, response: SearchResponse): Promise<void> {
  await db.query(
    `WITH latest AS (
       SELECT id, criteria FROM search_history WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1
     ), repeated AS (
       UPDATE search_history AS entry
          SET created_at = now(), criteria = $2::jsonb, total = $3, total_is_estimate = $4
         FROM latest
        WHERE entry.id = latest.id AND latest.criteria - 'page' = $2::jsonb - 'page'
       RETURNING entry.id
     )
     INSERT INTO search_history (user_id, criteria, total, total_is_estimate)
     SELECT $1, $2::jsonb, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM repeated)`,
    [userId, JSON.stringify(criteria), response.total, response.totalIsEstimate],
  );
}
