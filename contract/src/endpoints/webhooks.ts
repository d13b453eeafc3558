import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idParamsSchema } from './params';

/**
 * The events a team's webhooks can receive. Each delivery's body is
 * `{ "type": <event>, "timestamp": <ISO time>, "data": { … } }`, signed by the Standard Webhooks
 * scheme (`webhook-id`, `webhook-timestamp`, `webhook-signature` headers; docs/webhooks.md).
 */
export const WEBHOOK_EVENTS = [
  'application.created',
  'application.stage_changed',
  'message.received',
  'interview.scheduled',
  'interview.rescheduled',
  'interview.cancelled',
  'interview.answered',
  'vacancy.published',
  'vacancy.closed',
  'cv.imported',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event of a test delivery ("send a test event"): sent to one endpoint, whatever it subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Endpoints a team may register. */
export const WEBHOOKS_PER_TEAM_MAX = 20;

export const webhookSchema = z.strictObject({
  id: z.number(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.string(),
  /** The first failed delivery since the last successful one; null while it works. */
  failingSince: z.nullable(z.string()),
  /** Set when it was disabled (failing for a day); deliveries stop. */
  disabledAt: z.nullable(z.string()),
  disabledReason: z.nullable(z.string()),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.strictObject({ items: z.array(webhookSchema) });

export const webhookCreateSchema = z.strictObject({
  url: z.string().check(
    z.trim(),
    z.maxLength(2000, 'At most 2000 characters.'),
    // https only in production; the API also takes http where private addresses are allowed (development).
    z.refine((value: string) => URL.canParse(value) && ['https:', 'http:'].includes(new URL(value).protocol), 'Enter an https:// address.'),
  ),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `Choose among ${WEBHOOK_EVENTS.join(', ')}.` }))
    .check(z.minLength(1, 'Choose at least one event.')),
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** `POST /api/team/webhooks`: the endpoint and its signing secret, shown this once. */
export const webhookCreatedSchema = z.strictObject({ webhook: webhookSchema, secret: z.string() });

export const WEBHOOK_DELIVERY_STATUSES = ['queued', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z.strictObject({
  id: z.number(),
  /** The `webhook-id` header: the same on every attempt. */
  messageId: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  responseStatus: z.nullable(z.number()),
  error: z.nullable(z.string()),
  createdAt: z.string(),
  deliveredAt: z.nullable(z.string()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.strictObject({ items: z.array(webhookDeliverySchema) });

/** A team's webhooks: owners register, remove and test them and read their deliveries. */
export const WEBHOOK_ENDPOINTS = {
  list: defineEndpoint({ method: 'GET', path: '/team/webhooks', responses: { 200: webhookListSchema } }),
  create: defineEndpoint({ method: 'POST', path: '/team/webhooks', body: webhookCreateSchema, responses: { 201: webhookCreatedSchema } }),
  remove: defineEndpoint({ method: 'DELETE', path: '/team/webhooks/:id', params: idParamsSchema, responses: {} }),
  test: defineEndpoint({ method: 'POST', path: '/team/webhooks/:id/test', params: idParamsSchema, responses: { 202: webhookDeliverySchema } }),
  deliveries: defineEndpoint({ method: 'GET', path: '/team/webhooks/:id/deliveries', params: idParamsSchema, responses: { 200: webhookDeliveryListSchema } }),
};
