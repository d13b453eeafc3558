import { useMountProps } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient, SearchRequest, SearchResponse } from '@platform/contract';

export const SEARCH_PATH = '/webapp/resumes_search/resumes/';

/**
 * `POST /api/webapp/resumes_search/resumes/` (docs/product.md#search). `query` is the page's query string when
 * spec 7.1 asks to forward it (the address carries `utm_source`).
 */
export function searchResumes(api: ApiClient, request: SearchRequest, options: { query?: string; signal?: AbortSignal } = {}) {
  return api.post<SearchResponse>(SEARCH_PATH, request, options);
}

/**
 * Runs the search for `request` and reruns it whenever the request changes. The search the page
 * no longer shows is cancelled (its `signal` aborts), so a slow old answer never lands; Back to a
 * search already run shows its cached answer at once while it is asked again.
 */
export function useSearchResumes(request: SearchRequest, query: string | undefined) {
  const { api } = useMountProps();
  return useQuery({
    queryKey: ['search', 'resumes', request, query ?? null],
    queryFn: ({ signal }) => searchResumes(api, request, { query, signal }),
  });
}
