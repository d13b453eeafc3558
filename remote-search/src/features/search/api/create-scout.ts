import type { ApiClient, Scout, ScoutCreateInput } from '@platform/contract';

/** `POST /api/user/scouts`: saves the search (without its paging) as a scouting task that collects new matches. */
export function createScout(api: ApiClient, scout: ScoutCreateInput) {
  return api.post<Scout>('/user/scouts', scout);
}
