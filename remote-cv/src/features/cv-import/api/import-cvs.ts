import { type ApiClient, CV_ENDPOINTS } from '@platform/contract';
import { call } from '@platform/shared/call';

/** `POST /api/cv/import` (recruiters): JSON Resume documents into the team's CVs. */
export function importCvs(api: ApiClient, resumes: readonly unknown[], signal?: AbortSignal) {
  return call(api, CV_ENDPOINTS.import, { body: { resumes }, signal });
}
