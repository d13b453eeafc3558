import { type ApiClient, type CvType, FAVOURITE_ENDPOINTS, SCOUT_ENDPOINTS, type ScoutCreateInput, type ScoutPatchInput } from '@platform/contract';
import { call } from '@platform/shared/call';

/** CVs per page of a run's result. */
export const RESULT_PAGE_SIZE = 20;

export const listScouts = (api: ApiClient, signal?: AbortSignal) => call(api, SCOUT_ENDPOINTS.list, { signal });
export const createScout = (api: ApiClient, input: ScoutCreateInput) => call(api, SCOUT_ENDPOINTS.create, { body: input });
export const updateScout = (api: ApiClient, id: number, input: ScoutPatchInput) => call(api, SCOUT_ENDPOINTS.update, { params: { id }, body: input });
export const deleteScout = (api: ApiClient, id: number) => call(api, SCOUT_ENDPOINTS.remove, { params: { id } });
export const runScout = (api: ApiClient, id: number) => call(api, SCOUT_ENDPOINTS.run, { params: { id } });

/** One page (from 1) of a run's match set, new CVs first. */
export const getRun = (api: ApiClient, id: number, page: number, signal?: AbortSignal) =>
  call(api, SCOUT_ENDPOINTS.runPage, { params: { id }, query: { page: String(page), perPage: String(RESULT_PAGE_SIZE) }, signal });

/** Adds a CV to the default favourites list (the favourites API of this area). */
export const addFavourite = (api: ApiClient, ref: { type: CvType; id: number }) => call(api, FAVOURITE_ENDPOINTS.add, { body: ref });
