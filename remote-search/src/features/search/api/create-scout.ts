import { type ApiClient, SCOUT_ROUTES, type SCOUT_ENDPOINTS, type ScoutCreateInput } from '@platform/contract';
import { call } from '@platform/shared/call';

/** `POST /api/user/scouts`: saves the search (without its paging) as a scouting task that collects new matches. */
export function createScout(api: ApiClient, scout: ScoutCreateInput) {
  return call<typeof SCOUT_ENDPOINTS.create>(api, SCOUT_ROUTES.create, { body: scout });
}
