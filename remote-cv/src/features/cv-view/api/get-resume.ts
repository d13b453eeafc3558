import { useQuery } from '@tanstack/react-query';
import { type ApiClient, CV_ENDPOINTS, type ResumeLookup } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';

/** `POST /api/webapp/resumes_search/resume/` (docs/product.md#search): a CV by `{ type, id }` or `{ username }`. */
export function getResume(api: ApiClient, lookup: ResumeLookup, signal?: AbortSignal) {
  return call(api, CV_ENDPOINTS.details, { body: lookup, signal });
}

/** Query key prefix of every CV's details: revealing contacts invalidates them. */
export const RESUME_QUERY_KEY = ['cv', 'resume'] as const;

function resumeKey(lookup: ResumeLookup) {
  return [...RESUME_QUERY_KEY, lookup] as const;
}

export function useResume(lookup: ResumeLookup) {
  const { api } = useMountProps();
  return useQuery({ queryKey: resumeKey(lookup), queryFn: ({ signal }) => getResume(api, lookup, signal) });
}
