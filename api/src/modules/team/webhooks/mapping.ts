import { isOneOf, WEBHOOK_EVENTS, type Webhook, type WebhookDelivery, type WebhookEvent } from '@platform/contract';
import type { DeliveryRow, WebhookRow } from './queries';

export function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter((event): event is WebhookEvent => isOneOf(WEBHOOK_EVENTS, event)),
    createdAt: row.created_at.toISOString(),
    failingSince: row.failing_since?.toISOString() ?? null,
    disabledAt: row.disabled_at?.toISOString() ?? null,
    disabledReason: row.disabled_reason,
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.message_id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.response_status,
    error: row.last_error,
    createdAt: row.created_at.toISOString(),
    deliveredAt: row.delivered_at?.toISOString() ?? null,
  };
}
