import { useQuery } from '@tanstack/react-query';
import type { ApiClient, ResumeDetails, ResumeLookup } from '@platform/contract';
import { useMountProps } from '@platform/shared';

export const RESUME_PATH = '/webapp/resumes_search/resume/';

/** `POST /api/webapp/resumes_search/resume/` (docs/product.md#search): a CV by `{ type, id }` or `{ username }`. */
export function getResume(api: ApiClient, lookup: ResumeLookup, signal?: AbortSignal): Promise<ResumeDetails> {
  return api.post<ResumeDetails>(RESUME_PATH, lookup, { signal });
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
