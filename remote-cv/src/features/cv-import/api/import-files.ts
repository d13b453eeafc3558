import { type ApiClient, CV_ENDPOINTS, type CvDraft, type CvType, type ResponseOf } from '@platform/contract';
import { call, endpointPath } from '@platform/shared/call';

type Cv = typeof CV_ENDPOINTS;

/**
 * `POST /api/cv/import/files` with one file: its draft to review, or why it was refused. A
 * multipart body, which no body schema describes: sent by the client itself, to the contract's path.
 */
export function uploadCvFile(api: ApiClient, file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('files', file, file.name);
  return api.post<ResponseOf<Cv['importFiles']>>(endpointPath(CV_ENDPOINTS.importFiles.path), form, { signal });
}

/** `POST /api/cv/import/drafts/{id}`: saves a reviewed draft (and its file) as the team's CV. */
export function saveCvDraft(api: ApiClient, draftId: string, draft: CvDraft) {
  return call(api, CV_ENDPOINTS.saveDraft, { params: { id: draftId }, body: { draft } });
}

/**
 * Where the original file of an imported CV downloads from (`GET /api/cv/{type}/{id}/file`): a
 * plain link, so the browser saves it with the session cookie. Every API route is under `/api`.
 */
export function originalFileHref(type: CvType, id: number): string {
  return `/api${endpointPath(CV_ENDPOINTS.file.path, { type, id })}`;
}
