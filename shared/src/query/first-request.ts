import type { Query, QueryKey } from '@tanstack/react-query';

/**
 * How long an answer counts as just fetched: a page that mounts within this time of its data
 * arriving (the host prefetched it while the page's code loaded) shows it without asking again.
 * Older answers are shown and asked for again, as every query is on mount.
 */
export const JUST_FETCHED_MS = 5_000;

/**
 * `refetchOnMount` of a page's first query: not when the host's prefetch has just brought the
 * answer; always when a change has invalidated it since.
 */
export function refetchUnlessJustFetched<TQueryFnData, TError, TData, TKey extends QueryKey>(query: Query<TQueryFnData, TError, TData, TKey>): boolean {
  return query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS;
}
