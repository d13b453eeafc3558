import type {
  ApiClient,
  ApplicationNote,
  StageMoveInput,
  TeamApplication,
  TeamApplicationDetails,
} from '@platform/contract';

export const listApplications = (api: ApiClient, vacancyId: number, signal?: AbortSignal) =>
  api.get<{ items: TeamApplication[] }>(`/team/vacancies/${vacancyId}/applications`, { signal });

export const getApplication = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get<TeamApplicationDetails>(`/team/applications/${id}`, { signal });

/** Moves an application; a move the rules forbid rejects with 409 `stage_move_not_allowed`. */
export const moveApplication = (api: ApiClient, id: number, input: StageMoveInput) =>
  api.post<TeamApplicationDetails>(`/team/applications/${id}/stage`, input);

export const addNote = (api: ApiClient, id: number, body: string) => api.post<ApplicationNote>(`/team/applications/${id}/notes`, { body });
