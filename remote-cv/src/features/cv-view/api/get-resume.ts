import { type ApiClient, type ResumeDetails, type ResumeLookup, useApiQuery, useMountProps } from '@platform/shared';

export const RESUME_PATH = '/webapp/resumes_search/resume/';

/** `POST /api/webapp/resumes_search/resume/` (spec call 2): a CV by `{ type, id }` or `{ username }`. */
export function getResume(api: ApiClient, lookup: ResumeLookup, signal?: AbortSignal): Promise<ResumeDetails> {
  return api.post<ResumeDetails>(RESUME_PATH, lookup, { signal });
}

export function useResume(lookup: ResumeLookup) {
  const { api } = useMountProps();
  return useApiQuery(['resume', lookup], (signal) => getResume(api, lookup, signal));
}
