import { type InfiniteData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PRIVACY_ENDPOINTS, ResponseOf } from '@platform/contract';
import { shouldShowErrorScreen, useMountProps } from '@platform/shared';
import { type AuditFilter, listAudit } from './privacy-calls';

export type AuditPage = ResponseOf<typeof PRIVACY_ENDPOINTS.audit>;

/** Query key of the audit pages under a filter; `auditKey()` is the prefix of every filter's. */
export const auditKey = (filter?: AuditFilter) => (filter === undefined ? (['team', 'privacy', 'audit'] as const) : (['team', 'privacy', 'audit', filter] as const));

/**
 * The team's audit (owners) under a filter, newest first, a page of 100 at a time: each page's
 * `nextBefore` is the cursor of the next (`fetchNextPage`), `null` after the last. A 403/404 goes
 * to the host's error screen, as `useAreaQuery` does.
 */
export function useAuditLog(filter: AuditFilter) {
  const { api, showErrorScreen } = useMountProps();
  // The page parameter is the cursor: `null` for the newest page.
  const query = useInfiniteQuery<AuditPage, Error, InfiniteData<AuditPage, number | null>, QueryKey, number | null>({
    queryKey: auditKey(filter),
    queryFn: ({ pageParam, signal }) => listAudit(api, filter, pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (page) => page.nextBefore,
  });
  const { error } = query;
  useEffect(() => {
    if (shouldShowErrorScreen(error)) showErrorScreen(error.status);
  }, [error, showErrorScreen]);
  return query;
}
