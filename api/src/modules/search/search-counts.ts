import type { Facets } from '@platform/contract';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { SqlParams, type SearchViewer } from './conditions';
import { COUNT_STAMP, FACET_COLUMNS, FACET_ROWS } from './facet-sql';
import { FACET, toFacets } from './search-rows';
import { estimateStatement, whereClause, type SearchPlan } from './search-sql';

/**
 * Totals are exact up to this many matches; above it the total is the planner's estimate, marked
 * `totalIsEstimate`, and the facets are counted over this many matches and scaled (marked too).
 */
export const EXACT_TOTAL_LIMIT = 100_000;

/**
 * Counts the matches of `plan` for `viewer`, up to one more than {@link EXACT_TOTAL_LIMIT}, and
 * their facets, with the CV-change stamp of the same snapshot. The count reads every match's heap
 * row (PostgreSQL cannot count from a GIN index alone): it is what a search with many matches
 * costs on a cache miss (README "Search", counting), so its result is cached ({@link CountCache}).
 */
export function countStatement(plan: SearchPlan, viewer: SearchViewer): { sql: string; values: unknown[] } {
  const params = new SqlParams();
  const where = whereClause(plan, viewer, params);
  const sql = `WITH facet_source AS MATERIALIZED (
       SELECT ${FACET_COLUMNS} FROM resumes r WHERE ${where} LIMIT ${params.bind(EXACT_TOTAL_LIMIT + 1)}
     ), facet_rows AS (
       ${FACET_ROWS}
     )
     SELECT json_build_object(
       'counted', (SELECT count(*)::int FROM facet_source),
       ${COUNT_STAMP},
       'facets', (SELECT coalesce(json_agg(f), '[]'::json) FROM facet_rows f)
     ) AS result`;
  return { sql, values: params.values };
}

/** The key of a count: everything that decides the match set (the viewer only through the team). */
export function countKey(plan: SearchPlan, viewer: SearchViewer): string {
  return JSON.stringify([plan.tsquery, plan.filters ?? null, plan.periodYears, viewer.teamId]);
}

/**
 * Whether a count of `plan` may be reused while the CVs do not change. "Updated within N days" is
 * relative to the current time, so its match set changes without any CV changing.
 */
export function isCacheable(plan: SearchPlan): boolean {
  return plan.filters?.updatedWithinDays == null;
}

/** When a count was taken: the CV-change counter and the database's date in its snapshot. */
export interface CountStamp {
  changes: number;
  day: string;
}

/** The total and the facets of a search. */
export interface Counts {
  total: number;
  totalIsEstimate: boolean;
  facets: Facets;
}

/** Most counts kept per database; the least recently used goes first. */
const CACHE_ENTRIES = 1_000;

/**
 * Exact totals and facets of recent searches, per database. An entry holds while the CV-change
 * counter and the date are those it was counted with (migration 120): any committed change to
 * any CV, by any process, makes every entry stale.
 */
export class CountCache {
  private readonly entries = new Map<string, { stamp: CountStamp; counts: Counts }>();

  /** The counts taken under `stamp`, or `undefined` (a stale entry is dropped). */
  get(key: string, stamp: CountStamp): Counts | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.stamp.changes !== stamp.changes || entry.stamp.day !== stamp.day) return undefined;
    this.entries.set(key, entry);
    return entry.counts;
  }

  set(key: string, stamp: CountStamp, counts: Counts): void {
    this.entries.delete(key);
    this.entries.set(key, { stamp, counts });
    if (this.entries.size > CACHE_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
  }
}

const caches = new WeakMap<Queryable, CountCache>();

function countCacheOf(db: Queryable): CountCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new CountCache();
    caches.set(db, cache);
  }
  return cache;
}

const COUNT_RESULT = z.object({ counted: z.number(), changes: z.number(), day: z.string(), facets: z.array(FACET) });

const EXPLAIN_PLAN = z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) }));

/**
 * The total and the facets of `plan` for `viewer` when there are more matches than the search
 * statement reads: from the cache when no CV changed since they were counted under `stamp`'s
 * counter (read by the caller's statement), else counted ({@link countStatement}) and cached.
 */
export async function countMatches(db: Queryable, plan: SearchPlan, viewer: SearchViewer, stamp: CountStamp): Promise<Counts> {
  const cacheable = isCacheable(plan);
  const key = countKey(plan, viewer);
  const cache = countCacheOf(db);
  const cached = cacheable ? cache.get(key, stamp) : undefined;
  if (cached !== undefined) return cached;
  const statement = countStatement(plan, viewer);
  const { rows } = await db.query<{ result: unknown }>(statement.sql, statement.values);
  const result = COUNT_RESULT.parse(rows[0]?.result);
  let counts: Counts;
  if (result.counted <= EXACT_TOTAL_LIMIT) {
    counts = { total: result.counted, totalIsEstimate: false, facets: toFacets(result.facets, 1, false) };
  } else {
    const estimate = estimateStatement(plan, viewer);
    const explained = await db.query<{ 'QUERY PLAN': unknown }>(estimate.sql, estimate.values);
    const parsed = EXPLAIN_PLAN.safeParse(explained.rows[0]?.['QUERY PLAN']);
    const total = Math.max(parsed.success ? Math.round(parsed.data[0]?.Plan['Plan Rows'] ?? 0) : 0, result.counted);
    counts = { total, totalIsEstimate: true, facets: toFacets(result.facets, total / result.counted, true) };
  }
  if (cacheable) cache.set(key, { changes: result.changes, day: result.day }, counts);
  return counts;
}
