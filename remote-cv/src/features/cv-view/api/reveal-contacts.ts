import { type ApiClient, CV_ENDPOINTS, type CvType } from '@platform/contract';
import { call } from '@platform/shared/call';

/**
 * `POST /api/webapp/resumes_search/resume/contacts`: opens a CV's contacts for the recruiter's team,
 * spending a credit the first time (402 `no_credits` when the team has none).
 */
export function revealContacts(api: ApiClient, cv: { type: CvType; id: number }) {
  return call(api, CV_ENDPOINTS.revealContacts, { body: { type: cv.type, id: cv.id } });
}
