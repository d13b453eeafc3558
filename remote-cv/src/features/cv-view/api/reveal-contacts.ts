import type { ApiClient, CvType, RevealContactsResponse } from '@platform/contract';

/**
 * `POST /api/webapp/resumes_search/resume/contacts`: opens a CV's contacts for the recruiter's team,
 * spending a credit the first time (402 `no_credits` when the team has none).
 */
export function revealContacts(api: ApiClient, cv: { type: CvType; id: number }): Promise<RevealContactsResponse> {
  return api.post<RevealContactsResponse>('/webapp/resumes_search/resume/contacts', { type: cv.type, id: cv.id });
}
