import { z } from 'zod';
import type { Facets } from '@platform/contract';
import type { Queryable } from '../../db/database';
import { SqlParams, type SearchViewer } from './conditions';
import { FACET_COLUMNS, FACET_ROWS, STAMP, countStamp, type CountStamp } from './facet-sql';
import { isCacheable, isNotOlder, isSameDatabaseAndDay, matchSetKey, perDatabase } from './search-cache';
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
 * costs on a cache miss (docs/search.md, "Ranking, counting, facets"), so its result is cached.
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
       'stamp', ${countStamp(viewer, params)},
       'facets', (SELECT coalesce(json_agg(f), '[]'::json) FROM facet_rows f)
     ) AS result`;
  return { sql, values: params.values };
}

/** The total and the facets of a search. */
export interface Counts {
  total: number;
  totalIsEstimate: boolean;
  facets: Facets;
}

/** Counts and the stamp they were taken under. */
export interface CountedEntry {
  stamp: CountStamp;
  counts: Counts;
  /**
   * When the counts were last known to be current (`Date.now()`): their count's start, then each
   * search that found their stamp still current ({@link confirmCounts}).
   */
  confirmedAt: number;
}

/** Notes that `entry` was found current now. */
export function confirmCounts(entry: CountedEntry): void {
  entry.confirmedAt = Date.now();
}

/** Exact totals and facets of recent searches, per open database, each used while its stamp is current (`search-cache.ts`). */
const countCache = perDatabase<CountedEntry>({ max: 1_000 });

/** The last counts of `plan` for `viewer`, current or not (the caller compares the stamps). */
export function cachedCounts(db: Queryable, plan: SearchPlan, viewer: SearchViewer): CountedEntry | undefined {
  return isCacheable(plan) ? countCache(db).get(matchSetKey(plan, viewer)) : undefined;
}

/** Keeps the counts of `plan` for `viewer`, taken under `stamp`. */
export function rememberCounts(db: Queryable, plan: SearchPlan, viewer: SearchViewer, entry: CountedEntry): void {
  if (isCacheable(plan)) countCache(db).set(matchSetKey(plan, viewer), entry);
}

const COUNT_RESULT = z.object({ counted: z.number(), stamp: STAMP, facets: z.array(FACET) });

const EXPLAIN_PLAN = z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) }));

/** Counts the statement of {@link countStatement} and keeps them. */
async function countNow(db: Queryable, plan: SearchPlan, viewer: SearchViewer): Promise<CountedEntry> {
  const started = Date.now();
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
  const entry = { stamp: result.stamp, counts, confirmedAt: started };
  rememberCounts(db, plan, viewer, entry);
  return entry;
}

/** The counts running now, per open database and match set. */
const countsInFlight = new WeakMap<Queryable, Map<string, Promise<CountedEntry>>>();

function flightsOf(db: Queryable): Map<string, Promise<CountedEntry>> {
  let flights = countsInFlight.get(db);
  if (flights === undefined) {
    flights = new Map();
    countsInFlight.set(db, flights);
  }
  return flights;
}

/** Starts counting `plan` for `viewer`, unless a count of it runs: the one running is returned then. */
function countOnce(db: Queryable, plan: SearchPlan, viewer: SearchViewer): Promise<CountedEntry> {
  const flights = flightsOf(db);
  const key = matchSetKey(plan, viewer);
  const running = flights.get(key);
  if (running !== undefined) return running;
  const flight = countNow(db, plan, viewer).finally(() => {
    if (flights.get(key) === flight) flights.delete(key);
  });
  flights.set(key, flight);
  return flight;
}

/**
 * Counts the total and the facets of `plan` for `viewer` ({@link countStatement}), when there are
 * more matches than the search statement reads, and keeps them for the next searches. `seen` is
 * the stamp the caller's search statement read.
 *
 * - Counts kept under `seen` or later are the answer.
 * - With `maxLagMs` > 0, counts kept that were current at most that long ago are the answer too:
 *   they miss only the CV changes of the last `maxLagMs` (as a search on a replica within its
 *   allowed lag does). Counting every match of a broad word takes ~0.4 s at 100 000 CVs, so with
 *   CVs changing every second, exact counts after each change took both cores (a recruiter's load
 *   fell from 459 to 47 requests/s). Once such counts are half that old they are counted again in
 *   the background, one count per match set at a time; the page itself is always read fresh.
 * - Else the caller waits for a count; searches of the same match set at once share one (after a
 *   CV change every recruiter's next broad search would otherwise count the same matches), taken
 *   again if it turns out older than `seen`.
 */
export async function countMatches(db: Queryable, plan: SearchPlan, viewer: SearchViewer, seen: CountStamp, maxLagMs = 0): Promise<Counts> {
  const kept = cachedCounts(db, plan, viewer);
  if (kept !== undefined && isNotOlder(kept.stamp, seen)) {
    confirmCounts(kept);
    return kept.counts;
  }
  if (kept !== undefined && maxLagMs > 0 && isSameDatabaseAndDay(kept.stamp, seen)) {
    const age = Date.now() - kept.confirmedAt;
    if (age <= maxLagMs) {
      if (age >= maxLagMs / 2) countOnce(db, plan, viewer).catch(() => undefined);
      return kept.counts;
    }
  }
  const shared = await countOnce(db, plan, viewer).catch(() => undefined);
  if (shared !== undefined && isNotOlder(shared.stamp, seen)) return shared.counts;
  return (await countOnce(db, plan, viewer)).counts;
}
