import { type ApiClient, WEBHOOK_ENDPOINTS, type WebhookCreate } from '@platform/contract';
import { call } from '@platform/shared/call';

export const listWebhooks = (api: ApiClient, signal?: AbortSignal) => call(api, WEBHOOK_ENDPOINTS.list, { signal });

/** Registers an endpoint; the answer carries its signing secret, which the API never shows again. */
export const createWebhook = (api: ApiClient, input: WebhookCreate) => call(api, WEBHOOK_ENDPOINTS.create, { body: input });

export const removeWebhook = (api: ApiClient, id: number) => call(api, WEBHOOK_ENDPOINTS.remove, { params: { id } });

/** Queues a `webhook.test` delivery to the endpoint now (202, the queued delivery). */
export const sendTestEvent = (api: ApiClient, id: number) => call(api, WEBHOOK_ENDPOINTS.test, { params: { id } });

export const listDeliveries = (api: ApiClient, id: number, signal?: AbortSignal) => call(api, WEBHOOK_ENDPOINTS.deliveries, { params: { id }, signal });
