import { skipToken, useQuery } from '@tanstack/react-query';
import type { ResponseOf, WEBHOOK_ENDPOINTS } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { listDeliveries } from './webhook-calls';

export type DeliveryList = ResponseOf<typeof WEBHOOK_ENDPOINTS.deliveries>;

/** How often an open log is asked again while one of its deliveries is still queued. */
export const QUEUED_POLL_MS = 2000;

/** Query key of a webhook's delivery log; sending a test event adds to it. */
export const deliveriesKey = (webhookId: number) => ['team', 'webhooks', webhookId, 'deliveries'] as const;

/**
 * The last deliveries to a webhook while its log is open (`webhookId` not `null`). While a
 * delivery waits in the queue the log is asked again every {@link QUEUED_POLL_MS}, so its outcome
 * shows without a click. A failure stays in the panel (with *Try again*): the list stays usable.
 */
export function useWebhookDeliveries(webhookId: number | null) {
  const { api } = useMountProps();
  return useQuery({
    queryKey: deliveriesKey(webhookId ?? 0),
    queryFn: webhookId === null ? skipToken : ({ signal }) => listDeliveries(api, webhookId, signal),
    refetchInterval: (query) => (query.state.data?.items.some((delivery) => delivery.status === 'queued') ? QUEUED_POLL_MS : false),
  });
}
