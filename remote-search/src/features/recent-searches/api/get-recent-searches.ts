import { useQuery } from '@tanstack/react-query';
import { type ApiClient, HISTORY_ROUTES, type HISTORY_ENDPOINTS, type SearchHistoryItem } from '@platform/contract';
import { useMountProps, useSession } from '@platform/shared';
import { call } from '@platform/shared/call';

/** How many searches the dashboard widget lists. */
export const RECENT_SEARCHES_LIMIT = 5;

/** `GET /api/user/history?kind=search&limit=5`: the signed-in user's last searches, newest first. */
export async function getRecentSearches(api: ApiClient, signal?: AbortSignal): Promise<SearchHistoryItem[]> {
  const page = await call<typeof HISTORY_ENDPOINTS.list>(api, HISTORY_ROUTES.list, { query: { kind: 'search', limit: String(RECENT_SEARCHES_LIMIT) }, ...(signal === undefined ? {} : { signal }) });
  return page.kind === 'search' ? page.items.slice(0, RECENT_SEARCHES_LIMIT) : [];
}

/** The widget's data; nothing is asked for while nobody is signed in. */
export function useRecentSearches() {
  const { api } = useMountProps();
  const session = useSession();
  return useQuery({
    queryKey: ['search', 'recent', session?.user.id ?? null],
    queryFn: ({ signal }) => getRecentSearches(api, signal),
    enabled: session !== null,
  });
}
