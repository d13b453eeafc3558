import type { WebhookEvent } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { enqueueJobs } from '../../../jobs';

/** The job kind that delivers one webhook call. */
export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';

/**
 * Attempts of one delivery. With the runner's backoff (doubling up to an hour) 30 attempts span
 * more than a day, the time after which a failing endpoint is disabled anyway.
 */
export const WEBHOOK_MAX_ATTEMPTS = 30;

/** What a delivery's body says: `{ type, timestamp, data }`, as Standard Webhooks suggests. */
export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * Queues a delivery of `event` to every enabled endpoint of the team that subscribed to it, inside
 * the caller's transaction: the event's own write and its deliveries exist together or not at all,
 * and each is delivered once by a durable job (retried until the endpoint takes it).
 */
export async function emitWebhookEvent(tx: Queryable, teamId: string, event: WebhookEvent, data: Record<string, unknown>): Promise<number[]> {
  const payload: WebhookPayload = { type: event, timestamp: new Date().toISOString(), data };
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO webhook_deliveries (webhook_id, message_id, event, payload)
     SELECT id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), $2, $3::jsonb
       FROM webhooks
      WHERE team_id = $1 AND disabled_at IS NULL AND $2 = ANY (events)
     RETURNING id`,
    [teamId, event, JSON.stringify(payload)],
  );
  return queueDeliveries(tx, rows.map((row) => row.id));
}

/** One delivery to one endpoint, whatever it subscribed to ("send a test event"). */
export async function emitTestEvent(tx: Queryable, webhookId: number, event: string, data: Record<string, unknown>): Promise<number> {
  const payload: WebhookPayload = { type: event, timestamp: new Date().toISOString(), data };
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO webhook_deliveries (webhook_id, message_id, event, payload)
     VALUES ($1, 'msg_' || replace(gen_random_uuid()::text, '-', ''), $2, $3::jsonb)
     RETURNING id`,
    [webhookId, event, JSON.stringify(payload)],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO webhook_deliveries returned no row');
  await queueDeliveries(tx, [id]);
  return id;
}

async function queueDeliveries(tx: Queryable, ids: readonly number[]): Promise<number[]> {
  await enqueueJobs(
    tx,
    ids.map((deliveryId) => ({
      kind: WEBHOOK_DELIVER_JOB,
      payload: { deliveryId },
      idempotencyKey: `webhook:${deliveryId}`,
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    })),
  );
  return [...ids];
}
