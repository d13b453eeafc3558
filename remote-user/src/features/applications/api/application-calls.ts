import type { ApiClient, CandidateApplication } from '@platform/contract';

/** `GET /api/user/applications`: the candidate's applications, newest first, each with its stages. */
export const listMyApplications = (api: ApiClient, signal?: AbortSignal) => api.get<{ items: CandidateApplication[] }>('/user/applications', { signal });
