import { z } from 'zod';
import type { Database, Queryable } from '../../../db/database';
import type { JobRegistry } from '../../../jobs';
import { queueMails } from '../../mail';
import './mail-templates';
import { WEBHOOK_DELIVER_JOB } from './events';
import { claimQueuedDelivery, deliveryById } from './queries';
import { sendWebhook, type SendOutcome } from './send';

/** An endpoint failing every delivery this long is disabled and its team's owners mailed. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 60 * 60 * 1000;

export interface WebhookDeliverySettings {
  allowPrivate: boolean;
  /** Where the owners' e-mail links lead. */
  teamPagePath: string;
  now?: () => Date;
}

const PAYLOAD = z.object({ deliveryId: z.number().int().positive() });

/** A delivery attempt that did not land: the runner tries again later (backoff). */
class DeliveryFailed extends Error {
  override readonly name = 'DeliveryFailed';
}

async function recordSuccess(tx: Queryable, deliveryId: number, webhookId: number, status: number): Promise<void> {
  await tx.query(
    `UPDATE webhook_deliveries SET status = 'delivered', response_status = $2, last_error = NULL, delivered_at = now() WHERE id = $1`,
    [deliveryId, status],
  );
  // A delivery that lands ends the failing streak, and a test event that lands enables a disabled endpoint again.
  await tx.query('UPDATE webhooks SET failing_since = NULL, disabled_at = NULL, disabled_reason = NULL WHERE id = $1', [webhookId]);
}

/**
 * Records a failed attempt; when the endpoint has failed for a day, disables it, fails its queued
 * deliveries and mails the team's owners (once: only the attempt that disables it does).
 *
 * @returns whether the endpoint was disabled by this attempt.
 */
async function recordFailure(tx: Queryable, deliveryId: number, webhookId: number, outcome: Extract<SendOutcome, { ok: false }>, settings: WebhookDeliverySettings): Promise<boolean> {
  await tx.query('UPDATE webhook_deliveries SET response_status = $2, last_error = $3 WHERE id = $1', [
    deliveryId,
    outcome.status,
    outcome.error,
  ]);
  const now = settings.now?.() ?? new Date();
  const { rows } = await tx.query<{ id: number; url: string; team_id: string; failing_since: Date }>(
    `UPDATE webhooks SET failing_since = coalesce(failing_since, $2) WHERE id = $1 AND disabled_at IS NULL
     RETURNING id, url, team_id, failing_since`,
    [webhookId, now],
  );
  const webhook = rows[0];
  if (webhook === undefined || now.getTime() - webhook.failing_since.getTime() < WEBHOOK_DISABLE_AFTER_MS) return false;
  const reason = `every delivery failed for a day (last: ${outcome.error})`;
  await tx.query('UPDATE webhooks SET disabled_at = $2, disabled_reason = $3 WHERE id = $1', [webhook.id, now, reason]);
  await tx.query(`UPDATE webhook_deliveries SET status = 'failed', last_error = 'the endpoint was disabled' WHERE webhook_id = $1 AND status = 'queued' AND id <> $2`, [
    webhook.id,
    deliveryId,
  ]);
  await tx.query(`UPDATE webhook_deliveries SET status = 'failed' WHERE id = $1`, [deliveryId]);
  const owners = await tx.query<{ email: string; name: string; locale: 'en' | 'ru' }>(
    `SELECT u.email, u.name, u.locale FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1 AND m.role = 'owner'`,
    [webhook.team_id],
  );
  await queueMails(
    tx,
    owners.rows.map((owner) => ({
      to: { email: owner.email, name: owner.name },
      template: 'webhook-disabled',
      locale: owner.locale,
      variables: {
        name: owner.name,
        url: webhook.url,
        since: webhook.failing_since.toISOString(),
        error: outcome.error,
        link: `/${owner.locale === 'ru' ? 'ru/' : ''}${settings.teamPagePath.replace(/^\//, '')}`,
      },
      idempotencyKey: `webhook-disabled:${webhook.id}:${now.toISOString()}:${owner.email}`,
    })),
  );
  return true;
}

/**
 * Defines the `webhook.deliver` job: one signed POST of a stored delivery to its endpoint. A 2xx
 * answer delivers it; anything else (another status, a redirect, no answer, an address that is
 * not public) is a failed attempt that the runner repeats with backoff, until the endpoint has
 * failed for a day and is disabled. A delivered one is never sent again; a process killed in the
 * middle of an attempt leaves it queued, and it is sent once more, with the same `webhook-id` for
 * the receiver to recognise (at-least-once, as every webhook sender's).
 */
export function defineWebhookDelivery(jobs: JobRegistry, db: Database, settings: WebhookDeliverySettings): void {
  jobs.define({
    kind: WEBHOOK_DELIVER_JOB,
    payload: PAYLOAD,
    leaseMs: 30_000,
    async handler({ deliveryId }) {
      // No transaction around the call: an endpoint may take seconds to answer, and the embedded
      // database runs one transaction at a time. The job's lease keeps a second attempt away.
      const delivery = await claimQueuedDelivery(db, deliveryId);
      if (delivery === null) return; // delivered or failed already, or its endpoint was removed
      if (delivery.webhook.disabled_at !== null && delivery.event !== 'webhook.test') {
        await db.query(`UPDATE webhook_deliveries SET status = 'failed', last_error = 'the endpoint is disabled' WHERE id = $1`, [deliveryId]);
        return;
      }
      const outcome = await sendWebhook({
        url: delivery.webhook.url,
        secret: delivery.webhook.secret,
        messageId: delivery.message_id,
        body: JSON.stringify(delivery.payload),
        allowPrivate: settings.allowPrivate,
        ...(settings.now === undefined ? {} : { now: settings.now() }),
      });
      if (outcome.ok) {
        await db.transaction((tx) => recordSuccess(tx, deliveryId, delivery.webhook.id, outcome.status));
        return;
      }
      const disabledNow = await db.transaction((tx) => recordFailure(tx, deliveryId, delivery.webhook.id, outcome, settings));
      if (!disabledNow) throw new DeliveryFailed(outcome.error);
    },
    async onFailed({ deliveryId }, reason, database) {
      const delivery = await deliveryById(database, deliveryId);
      if (delivery?.status !== 'queued') return;
      await database.query(`UPDATE webhook_deliveries SET status = 'failed', last_error = $2 WHERE id = $1`, [deliveryId, reason]);
    },
  });
}

