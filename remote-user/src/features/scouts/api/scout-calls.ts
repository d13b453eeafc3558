import type {
  ApiClient,
  CvType,
  Scout,
  ScoutCreateInput,
  ScoutPatchInput,
  ScoutRun,
  ScoutRunPage,
} from '@platform/contract';

/** CVs per page of a run's result. */
export const RESULT_PAGE_SIZE = 20;

export const listScouts = (api: ApiClient, signal?: AbortSignal) => api.get<{ items: Scout[] }>('/user/scouts', { signal });
export const createScout = (api: ApiClient, input: ScoutCreateInput) => api.post<Scout>('/user/scouts', input);
export const updateScout = (api: ApiClient, id: number, input: ScoutPatchInput) => api.patch<Scout>(`/user/scouts/${id}`, input);
export const deleteScout = (api: ApiClient, id: number) => api.delete<null>(`/user/scouts/${id}`);
export const runScout = (api: ApiClient, id: number) => api.post<ScoutRunPage>(`/user/scouts/${id}/run`, {});

export const listRuns = (api: ApiClient, options: { onlyNew?: boolean; limit?: number }, signal?: AbortSignal) =>
  api.get<{ items: ScoutRun[] }>('/user/scouts/results', {
    signal,
    query: `limit=${options.limit ?? 50}${options.onlyNew ? '&onlyNew=true' : ''}`,
  });

/** One page (from 1) of a run's match set, new CVs first. */
export const getRun = (api: ApiClient, id: number, page: number, signal?: AbortSignal) =>
  api.get<ScoutRunPage>(`/user/scouts/results/${id}`, { signal, query: `page=${page}&perPage=${RESULT_PAGE_SIZE}` });

/** Adds a CV to the default favourites list (the favourites API of this area). */
export const addFavourite = (api: ApiClient, ref: { type: CvType; id: number }) => api.post<unknown>('/user/favourites', ref);
