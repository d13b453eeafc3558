import type { ApiClient, ImportResponse } from '@platform/contract';

/** `POST /api/cv/import` (recruiters): JSON Resume documents into the team's CVs. */
export function importCvs(api: ApiClient, resumes: readonly unknown[], signal?: AbortSignal): Promise<ImportResponse> {
  return api.post<ImportResponse>('/cv/import', { resumes }, { signal });
}
