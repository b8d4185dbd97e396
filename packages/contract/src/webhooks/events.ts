/** The events an endpoint can subscribe to, in the order the screen lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.delivered',
  'order.failed',
  'cod.statement_ready',
  'invoice.issued',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.created': 'Order created',
  'order.status_changed': 'Order status changed',
  'order.delivered': 'Order delivered',
  'order.failed': 'Delivery attempt failed',
  'cod.statement_ready': 'COD statement ready',
  'invoice.issued': 'Invoice issued',
};

/** The type of the event "Send test event" sends (no endpoint subscribes to it; every endpoint accepts it). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The prefix of a signing secret (Standard Webhooks): `whsec_` then the key in base64. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
