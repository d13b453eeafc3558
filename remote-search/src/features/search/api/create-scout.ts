import type { ApiClient, SearchRequest } from '@platform/contract';

/** What a scouting task watches: the search without its paging. */
export type ScoutCriteria = Pick<SearchRequest, 'text' | 'filters' | 'sort'>;

/** `POST /api/user/scouts`: saves the search as a scouting task that collects new matches. */
export function createScout(api: ApiClient, scout: { name: string; criteria: ScoutCriteria }) {
  return api.post<unknown>('/user/scouts', scout);
}
