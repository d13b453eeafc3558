import { call } from '@platform/shared';
import { type ApiClient, SCOUT_ENDPOINTS, type ScoutCreateInput } from '@platform/contract';

/** Saves the search (without its paging) as a scouting task that collects new matches. */
export function createScout(api: ApiClient, scout: ScoutCreateInput) {
  return call(api, SCOUT_ENDPOINTS.create, { body: scout });
}
