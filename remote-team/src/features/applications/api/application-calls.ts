import { type ApiClient, APPLICATION_ENDPOINTS, type NoteBody, type ResponseOf, type StageMoveInput } from '@platform/contract';

export const listApplications = (api: ApiClient, vacancyId: number, signal?: AbortSignal) =>
  api.get<ResponseOf<typeof APPLICATION_ENDPOINTS.board>>(`/team/vacancies/${vacancyId}/applications`, { signal });

export const getApplication = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get<ResponseOf<typeof APPLICATION_ENDPOINTS.details>>(`/team/applications/${id}`, { signal });

/** Moves an application; a move the rules forbid rejects with 409 `stage_move_not_allowed`. */
export const moveApplication = (api: ApiClient, id: number, input: StageMoveInput) =>
  api.post<ResponseOf<typeof APPLICATION_ENDPOINTS.move>>(`/team/applications/${id}/stage`, input);

export const addNote = (api: ApiClient, id: number, input: NoteBody) =>
  api.post<ResponseOf<typeof APPLICATION_ENDPOINTS.addNote, 201>>(`/team/applications/${id}/notes`, input);
