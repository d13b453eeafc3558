import { type ApiClient, type SearchRequest, type SearchResponse, useApiQuery, useMountProps } from '@platform/shared';

export const SEARCH_PATH = '/webapp/resumes_search/resumes/';

/**
 * `POST /api/webapp/resumes_search/resumes/` (PRODUCT §8). `query` is the page's query string when
 * spec 7.1 asks to forward it (the address carries `utm_source`).
 */
export function searchResumes(api: ApiClient, request: SearchRequest, options: { query?: string; signal?: AbortSignal } = {}) {
  return api.post<SearchResponse>(SEARCH_PATH, request, options);
}

/** Runs the search for `request` and reruns it whenever the request changes; a newer run aborts the older. */
export function useSearchResumes(request: SearchRequest, query: string | undefined) {
  const { api } = useMountProps();
  return useApiQuery(['search', request, query ?? null], (signal) => searchResumes(api, request, { query, signal }));
}
