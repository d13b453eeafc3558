import type { ResponseOf, WEBHOOK_ENDPOINTS } from '@platform/contract';
import { useAreaQuery } from '@platform/shared';
import { listWebhooks } from './webhook-calls';

export type WebhookList = ResponseOf<typeof WEBHOOK_ENDPOINTS.list>;

/** Query key of the team's webhooks; adding, removing and testing one update or invalidate it. */
export const webhooksKey = () => ['team', 'webhooks'] as const;

/** The team's webhooks (owners only: the page asks only when the viewer owns the team). */
export const useWebhooks = () => useAreaQuery(webhooksKey(), (api, signal) => listWebhooks(api, signal));
