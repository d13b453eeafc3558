import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/database';
import type { SearchViewer } from './conditions';
import type { CountStamp } from './facet-sql';
import type { SearchPlan } from './search-sql';

/**
 * What a search learnt about a match set, kept for the next searches of the same set: its counts
 * (`search-counts.ts`) and its page order (`ranked-order.ts`). Each entry carries the CV-change
 * stamp of the snapshot it was taken in and is used only while the stamp is current
 * ({@link isCurrent}): any committed change to a CV the entry's viewers may see, by any process,
 * retires the entry (Solr's query result cache and Elasticsearch's request cache retire theirs at
 * each refresh in the same way). The stamp counts changes per visibility scope (migration 168): a
 * change to the public CVs retires every entry, a change to a team's imports only that team's.
 */

/** The key of a match set: everything that decides it (the viewer only through the team). */
export function matchSetKey(plan: SearchPlan, viewer: SearchViewer): string {
  return JSON.stringify([plan.tsquery, plan.filters ?? null, plan.periodYears, viewer.teamId]);
}

/**
 * Whether what is learnt of `plan` may be reused while the CVs do not change. "Updated within N
 * days" is relative to the current time, so its match set changes without any CV changing.
 */
export function isCacheable(plan: SearchPlan): boolean {
  return plan.filters?.updatedWithinDays == null;
}

/**
 * Whether what was taken under `taken` still holds under `now`, both of one viewer's scopes (the
 * same database, no CV of those scopes changed, the same day).
 */
export function isCurrent(taken: CountStamp, now: CountStamp): boolean {
  return taken.publicChanges === now.publicChanges && taken.teamChanges === now.teamChanges && isSameDatabaseAndDay(taken, now);
}

/**
 * Whether what was taken under `taken` is at least as new as what a caller saw under `seen` (the
 * same database and day, no fewer CV changes in each scope): a count taken after the caller's
 * statement, with a change committed in between, is no older than what the caller must show.
 */
export function isNotOlder(taken: CountStamp, seen: CountStamp): boolean {
  return isSameDatabaseAndDay(taken, seen) && taken.publicChanges >= seen.publicChanges && taken.teamChanges >= seen.teamChanges;
}

/** Whether two stamps are of the same database on the same day (counts of one may stand for the other's, a while). */
export function isSameDatabaseAndDay(taken: CountStamp, seen: CountStamp): boolean {
  return taken.lineage === seen.lineage && taken.day === seen.day;
}

/**
 * A least-recently-used cache per open database (a handle on another database, or a new handle,
 * starts empty), created on first use with `options`.
 */
export function perDatabase<V extends object>(options: LRUCache.Options<string, V, unknown>): (db: Queryable) => LRUCache<string, V> {
  const caches = new WeakMap<Queryable, LRUCache<string, V>>();
  return (db) => {
    let cache = caches.get(db);
    if (cache === undefined) {
      cache = new LRUCache<string, V>(options);
      caches.set(db, cache);
    }
    return cache;
  };
}
