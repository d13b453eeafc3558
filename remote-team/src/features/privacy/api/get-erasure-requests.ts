import type { PRIVACY_ENDPOINTS, ResponseOf } from '@platform/contract';
import { useAreaQuery } from '@platform/shared';
import { listErasureRequests } from './privacy-calls';

export type ErasureRequestList = ResponseOf<typeof PRIVACY_ENDPOINTS.erasureRequests>;

/** How often the list is asked again while a request the owner carried out is still being erased. */
export const ERASURE_POLL_MS = 1000;

/** Query key of the team's erasure requests; carrying one out writes and invalidates it. */
export const erasureRequestsKey = () => ['team', 'privacy', 'erasure-requests'] as const;

/**
 * The team's erasure requests (owners), pending first. While one of `running` (requests the owner
 * has just had carried out: a job erases them) is still pending, the list is asked again every
 * {@link ERASURE_POLL_MS}, so its outcome shows without a click.
 */
export function useErasureRequests(running: readonly string[]) {
  return useAreaQuery(erasureRequestsKey(), (api, signal) => listErasureRequests(api, signal), {
    refetchInterval: (query) => (query.state.data?.items.some((request) => request.state === 'pending' && running.includes(request.id)) ? ERASURE_POLL_MS : false),
  });
}
