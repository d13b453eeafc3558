import type { ApiClient, CvType } from '@platform/contract';

/** Saved search criteria (PRODUCT §8), as far as this area edits them. */
export interface ScoutCriteria {
  text?: string | null;
  filters?: { city?: string[] | null; remote?: boolean | null; [filter: string]: unknown } | null;
  [field: string]: unknown;
}

/** A saved search. */
export interface Scout {
  id: number;
  name: string;
  criteria: ScoutCriteria;
  active: boolean;
  createdAt: string;
  lastRunAt: string | null;
  matches: number;
}

/** One run of a scout: a "scouting result". */
export interface ScoutRun {
  id: number;
  scoutId: number;
  scoutName: string;
  total: number;
  newCount: number;
  createdAt: string;
}

/** A CV a run found for the first time. */
export interface ScoutMatch {
  type: CvType;
  id: number;
  name: string;
  title: string;
  city: string | null;
}

export type ScoutRunDetails = ScoutRun & { items: ScoutMatch[] };

export interface ScoutInput {
  name: string;
  criteria: ScoutCriteria;
  active?: boolean;
}

export const listScouts = (api: ApiClient, signal?: AbortSignal) => api.get<{ items: Scout[] }>('/user/scouts', { signal });
export const createScout = (api: ApiClient, input: ScoutInput) => api.post<Scout>('/user/scouts', input);
export const updateScout = (api: ApiClient, id: number, input: Partial<ScoutInput>) => api.patch<Scout>(`/user/scouts/${id}`, input);
export const deleteScout = (api: ApiClient, id: number) => api.delete<null>(`/user/scouts/${id}`);
export const runScout = (api: ApiClient, id: number) => api.post<ScoutRunDetails>(`/user/scouts/${id}/run`, {});

export const listRuns = (api: ApiClient, options: { onlyNew?: boolean; limit?: number }, signal?: AbortSignal) =>
  api.get<{ items: ScoutRun[] }>('/user/scouts/results', {
    signal,
    query: `limit=${options.limit ?? 50}${options.onlyNew ? '&onlyNew=true' : ''}`,
  });

export const getRun = (api: ApiClient, id: number, signal?: AbortSignal) => api.get<ScoutRunDetails>(`/user/scouts/results/${id}`, { signal });

/** Adds a CV to the default favourites list (the favourites API of this area). */
export const addFavourite = (api: ApiClient, ref: { type: CvType; id: number }) => api.post<unknown>('/user/favourites', ref);
