import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { SqlParams, type SearchViewer } from './conditions';
import { STAMP, countStamp, type CountStamp } from './facet-sql';
import { isCacheable, matchSetKey, perDatabase } from './search-cache';
import { ITEM, type ItemRow } from './search-rows';
import { itemsJson, type SearchPlan } from './search-sql';

/**
 * The page order of a relevance search, as its statement computed it: the ranked candidates by
 * score (or, without query words, the first matches by quality). Ranking is what a search with
 * many matches spends most of its time on, and a recruiter pages through the same search, opens a
 * CV and comes back, or runs a saved search many colleagues run: the next page of the same match
 * set, while no CV has changed, is read by id from this order instead of ranked again.
 */
export interface RankedOrder {
  stamp: CountStamp;
  /** CV ids in page order. */
  ids: readonly number[];
  /** `ids` is every match (a page past it is empty), not only the ranked part of more matches. */
  complete: boolean;
}

/** At most this many orders, and this many ids in all (a few MB), per open database. */
const ORDERS = 1_000;
const IDS = 1_000_000;

const orderCache = perDatabase<RankedOrder>({ max: ORDERS, maxSize: IDS, sizeCalculation: (order) => Math.max(1, order.ids.length) });

/** The last page order of `plan` for `viewer`, current or not (the caller compares the stamps). */
export function cachedOrder(db: Queryable, plan: SearchPlan, viewer: SearchViewer): RankedOrder | undefined {
  return isCacheable(plan) ? orderCache(db).get(matchSetKey(plan, viewer)) : undefined;
}

/** Keeps the page order of `plan` for `viewer`. */
export function rememberOrder(db: Queryable, plan: SearchPlan, viewer: SearchViewer, order: RankedOrder): void {
  if (isCacheable(plan)) orderCache(db).set(matchSetKey(plan, viewer), order);
}

/**
 * Forgets every page order of `db`, so that the next searches rank again: for measuring the
 * ranking itself (the search bench's timed runs), not for correctness (stamps retire orders).
 */
export function forgetOrders(db: Queryable): void {
  orderCache(db).clear();
}

/** The ids of the page at `offset` (up to `limit`) when `order` holds it, else `null`. */
export function pageOfOrder(order: RankedOrder, offset: number, limit: number): readonly number[] | null {
  if (offset + limit > order.ids.length && !order.complete) return null;
  return order.ids.slice(offset, offset + limit);
}

const PAGE_RESULT = z.object({ stamp: STAMP, items: z.array(ITEM) });

/**
 * The CVs `ids` as page items, in that order, with `viewer`'s CV-change stamp of the same snapshot:
 * the caller uses the items only if the stamp is still the order's (no CV the viewer may see
 * changed since it was ranked).
 */
export async function readPage(
  db: Queryable,
  ids: readonly number[],
  withTexts: boolean,
  viewer: SearchViewer,
): Promise<{ stamp: CountStamp; items: ItemRow[] }> {
  const params = new SqlParams();
  const { rows } = await db.query<{ result: unknown }>(
    `WITH page AS (SELECT p.id, p.position FROM unnest(${params.bind(ids)}::bigint[]) WITH ORDINALITY AS p(id, position))
     SELECT json_build_object('stamp', ${countStamp(viewer, params)}, 'items', (${itemsJson(withTexts)})) AS result`,
    params.values,
  );
  const result = PAGE_RESULT.parse(rows[0]?.result);
  return { stamp: result.stamp, items: result.items };
}

