import { type ApiClient, type SCOUT_ENDPOINTS, SCOUT_ROUTES } from '@platform/contract';
import { call } from '@platform/shared/call';

/**
 * `GET /api/user/scouts/results`: the newest runs. The dashboard widget's call, so by the
 * endpoint's schema-free descriptor: the widget's bundle takes no schema of the area.
 */
export const listRuns = (api: ApiClient, options: { onlyNew?: boolean; limit?: number }, signal?: AbortSignal) =>
  call<typeof SCOUT_ENDPOINTS.runs>(api, SCOUT_ROUTES.runs, { query: { limit: String(options.limit ?? 50), onlyNew: options.onlyNew ? 'true' : undefined }, signal });
