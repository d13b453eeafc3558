import type { ApiClient, CvDraft, CvDraftSaved, CvFileImportResponse, CvType } from '@platform/contract';

/** `POST /api/cv/import/files` with one file: its draft to review, or why it was refused. */
export function uploadCvFile(api: ApiClient, file: File, signal?: AbortSignal): Promise<CvFileImportResponse> {
  const form = new FormData();
  form.append('files', file, file.name);
  return api.post<CvFileImportResponse>('/cv/import/files', form, { signal });
}

/** `POST /api/cv/import/drafts/{id}`: saves a reviewed draft (and its file) as the team's CV. */
export function saveCvDraft(api: ApiClient, draftId: string, draft: CvDraft): Promise<CvDraftSaved> {
  return api.post<CvDraftSaved>(`/cv/import/drafts/${encodeURIComponent(draftId)}`, { draft });
}

/**
 * Where the original file of an imported CV downloads from (`GET /api/cv/{type}/{id}/file`): a
 * plain link, so the browser saves it with the session cookie. Every API route is under `/api`.
 */
export function originalFileHref(type: CvType, id: number): string {
  return `/api/cv/${type}/${id}/file`;
}
