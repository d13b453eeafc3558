import { useQuery } from '@tanstack/react-query';
import { type ApiClient, apiQueryKey, SEARCH_ROUTES, type SEARCH_ENDPOINTS, type SearchRequest } from '@platform/contract';
import { refetchUnlessJustFetched, useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';

/**
 * `POST /api/webapp/resumes_search/resumes/` (docs/product.md#search). `query` is the page's query string when
 * the search call forwards it (the address carries `utm_source`).
 */
export function searchResumes(api: ApiClient, request: SearchRequest, options: { query?: string; signal?: AbortSignal } = {}) {
  // By its schema-free route: the request schema is the page's biggest, and the API checks the request.
  return call<typeof SEARCH_ENDPOINTS.search>(api, SEARCH_ROUTES.search, {
    body: request,
    ...(options.query === undefined ? {} : { forwardQuery: options.query }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
}

/** The cache key of a search: the one the host's prefetch of the page's first request uses. */
export function searchResumesKey(request: SearchRequest, query: string | undefined) {
  return apiQueryKey('search', SEARCH_ROUTES.search.method, SEARCH_ROUTES.search.path, request, query);
}

/**
 * Runs the search for `request` and reruns it whenever the request changes. The search the page
 * no longer shows is cancelled (its `signal` aborts), so a slow old answer never lands; Back to a
 * search already run shows its cached answer at once while it is asked again. The page's first
 * search is the route's declared first request (`route-manifest.ts`): under the same key, the
 * answer the host asked for while this code loaded is used, not asked for twice.
 */
export function useSearchResumes(request: SearchRequest, query: string | undefined) {
  const { api } = useMountProps();
  return useQuery({
    queryKey: searchResumesKey(request, query),
    queryFn: ({ signal }) => searchResumes(api, request, { query, signal }),
    refetchOnMount: refetchUnlessJustFetched,
  });
}
