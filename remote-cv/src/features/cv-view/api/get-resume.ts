import { useQuery } from '@tanstack/react-query';
import { type ApiClient, apiQueryKey, apiQueryPrefix, CV_ENDPOINTS, type ResumeLookup } from '@platform/contract';
import { refetchUnlessJustFetched, useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';

/** `POST /api/webapp/resumes_search/resume/` (docs/product.md#search): a CV by `{ type, id }` or `{ username }`. */
export function getResume(api: ApiClient, lookup: ResumeLookup, signal?: AbortSignal) {
  return call(api, CV_ENDPOINTS.details, { body: lookup, signal });
}

/** Query key prefix of every CV's details: revealing contacts invalidates them. */
export const RESUME_QUERY_KEY = apiQueryPrefix('cv', CV_ENDPOINTS.details.method, CV_ENDPOINTS.details.path);

/** The key of a CV's details: the one the host's prefetch of a CV page's first request uses (`route-manifest.ts`). */
export function resumeKey(lookup: ResumeLookup) {
  return apiQueryKey('cv', CV_ENDPOINTS.details.method, CV_ENDPOINTS.details.path, lookup);
}

/** A CV's details; on a CV page's first load, the answer the host asked for while this code loaded. */
export function useResume(lookup: ResumeLookup) {
  const { api } = useMountProps();
  return useQuery({ queryKey: resumeKey(lookup), queryFn: ({ signal }) => getResume(api, lookup, signal), refetchOnMount: refetchUnlessJustFetched });
}
