export { emitWebhookEvent } from './events';
export { defineWebhookDelivery, WEBHOOK_DISABLE_AFTER_MS } from './delivery';
export { registerWebhookRoutes } from './routes';
