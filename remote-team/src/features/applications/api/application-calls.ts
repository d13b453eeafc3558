import { type ApiClient, type APPLICATION_ENDPOINTS, APPLICATION_ROUTES, type NoteBody, type StageMoveInput } from '@platform/contract';
import { call } from '@platform/shared/call';

/** Called by their schema-free routes: the dashboard's interviews widget imports this module, and its bundle takes no schema. */
type Applications = typeof APPLICATION_ENDPOINTS;

export const listApplications = (api: ApiClient, vacancyId: number, signal?: AbortSignal) =>
  call<Applications['board']>(api, APPLICATION_ROUTES.board, { params: { id: vacancyId }, signal });

export const getApplication = (api: ApiClient, id: number, signal?: AbortSignal) => call<Applications['details']>(api, APPLICATION_ROUTES.details, { params: { id }, signal });

/** Moves an application; a move the rules forbid rejects with 409 `stage_move_not_allowed`. */
export const moveApplication = (api: ApiClient, id: number, input: StageMoveInput) =>
  call<Applications['move']>(api, APPLICATION_ROUTES.move, { params: { id }, body: input });

export const addNote = (api: ApiClient, id: number, input: NoteBody) => call<Applications['addNote']>(api, APPLICATION_ROUTES.addNote, { params: { id }, body: input });
