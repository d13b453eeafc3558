import type { Queryable } from '../../../db/database';

/** A webhook row as the routes and the delivery job read it. */
export interface WebhookRow {
  id: number;
  team_id: string;
  url: string;
  events: string[];
  secret: string;
  created_at: Date;
  failing_since: Date | null;
  disabled_at: Date | null;
  disabled_reason: string | null;
}

export interface DeliveryRow {
  id: number;
  webhook_id: number;
  message_id: string;
  event: string;
  payload: unknown;
  status: 'queued' | 'delivered' | 'failed';
  attempts: number;
  response_status: number | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
}

const WEBHOOK_COLUMNS = 'id, team_id, url, events, secret, created_at, failing_since, disabled_at, disabled_reason';
const DELIVERY_COLUMNS = 'id, webhook_id, message_id, event, payload, status, attempts, response_status, last_error, created_at, delivered_at';

export async function teamWebhooks(db: Queryable, teamId: string): Promise<WebhookRow[]> {
  const { rows } = await db.query<WebhookRow>(`SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE team_id = $1 ORDER BY id`, [teamId]);
  return rows;
}

/** The team's webhook `id`, or null when it has none of that id. */
export async function teamWebhook(db: Queryable, teamId: string, id: number): Promise<WebhookRow | null> {
  const { rows } = await db.query<WebhookRow>(`SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE team_id = $1 AND id = $2`, [teamId, id]);
  return rows[0] ?? null;
}

export async function insertWebhook(
  db: Queryable,
  input: { teamId: string; url: string; events: readonly string[]; secret: string; createdBy: string },
): Promise<WebhookRow> {
  const { rows } = await db.query<WebhookRow>(
    `INSERT INTO webhooks (team_id, url, events, secret, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING ${WEBHOOK_COLUMNS}`,
    [input.teamId, input.url, input.events, input.secret, input.createdBy],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('INSERT INTO webhooks returned no row');
  return row;
}

export async function countTeamWebhooks(db: Queryable, teamId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks WHERE team_id = $1', [teamId]);
  return rows[0]?.n ?? 0;
}

export async function deleteTeamWebhook(db: Queryable, teamId: string, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM webhooks WHERE team_id = $1 AND id = $2', [teamId, id]);
  return rowCount > 0;
}

export async function deliveriesOf(db: Queryable, webhookId: number, limit = 100): Promise<DeliveryRow[]> {
  const { rows } = await db.query<DeliveryRow>(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY id DESC LIMIT $2`, [
    webhookId,
    limit,
  ]);
  return rows;
}

export async function deliveryById(db: Queryable, id: number): Promise<DeliveryRow | null> {
  const { rows } = await db.query<DeliveryRow>(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** A queued delivery with its endpoint, its attempt counted. */
export async function claimQueuedDelivery(tx: Queryable, id: number): Promise<(DeliveryRow & { webhook: WebhookRow }) | null> {
  const { rows } = await tx.query<DeliveryRow & { w_id: number; w_team_id: string; w_url: string; w_events: string[]; w_secret: string; w_created_at: Date; w_failing_since: Date | null; w_disabled_at: Date | null; w_disabled_reason: string | null }>(
    `WITH claimed AS (
       UPDATE webhook_deliveries SET attempts = attempts + 1 WHERE id = $1 AND status = 'queued'
       RETURNING id, webhook_id, message_id, event, payload, status, attempts, response_status, last_error, created_at, delivered_at
     )
     SELECT d.*, w.id AS w_id, w.team_id AS w_team_id, w.url AS w_url, w.events AS w_events, w.secret AS w_secret, w.created_at AS w_created_at,
            w.failing_since AS w_failing_since, w.disabled_at AS w_disabled_at, w.disabled_reason AS w_disabled_reason
       FROM claimed d JOIN webhooks w ON w.id = d.webhook_id`,
    [id],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    id: row.id,
    webhook_id: row.webhook_id,
    message_id: row.message_id,
    event: row.event,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    response_status: row.response_status,
    last_error: row.last_error,
    created_at: row.created_at,
    delivered_at: row.delivered_at,
    webhook: {
      id: row.w_id,
      team_id: row.w_team_id,
      url: row.w_url,
      events: row.w_events,
      secret: row.w_secret,
      created_at: row.w_created_at,
      failing_since: row.w_failing_since,
      disabled_at: row.w_disabled_at,
      disabled_reason: row.w_disabled_reason,
    },
  };
}
