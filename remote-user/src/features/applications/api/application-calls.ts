import { APPLICATION_ENDPOINTS, type ApiClient } from '@platform/contract';
import { call } from '@platform/shared/call';

/** `GET /api/user/applications`: the candidate's applications, newest first, each with its stages. */
export const listMyApplications = (api: ApiClient, signal?: AbortSignal) => call(api, APPLICATION_ENDPOINTS.mine, { signal });
