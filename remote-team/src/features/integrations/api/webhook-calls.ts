import { type ApiClient, type ResponseOf, WEBHOOK_ENDPOINTS, type WebhookCreate } from '@platform/contract';

export const listWebhooks = (api: ApiClient, signal?: AbortSignal) => api.get<ResponseOf<typeof WEBHOOK_ENDPOINTS.list>>('/team/webhooks', { signal });

/** Registers an endpoint; the answer carries its signing secret, which the API never shows again. */
export const createWebhook = (api: ApiClient, input: WebhookCreate) => api.post<ResponseOf<typeof WEBHOOK_ENDPOINTS.create, 201>>('/team/webhooks', input);

export const removeWebhook = (api: ApiClient, id: number) => api.delete<null>(`/team/webhooks/${id}`);

/** Queues a `webhook.test` delivery to the endpoint now (202, the queued delivery). */
export const sendTestEvent = (api: ApiClient, id: number) => api.post<ResponseOf<typeof WEBHOOK_ENDPOINTS.test, 202>>(`/team/webhooks/${id}/test`, {});

export const listDeliveries = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get<ResponseOf<typeof WEBHOOK_ENDPOINTS.deliveries>>(`/team/webhooks/${id}/deliveries`, { signal });
