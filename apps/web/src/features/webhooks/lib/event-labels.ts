import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WebhookEventType } from '@sameday/contract';

/** Each event's name in the page's language; the event type itself (order.created) stays as the API sends it. */
export const EVENT_TEXT: Record<WebhookEventType, MessageDescriptor> = {
  'order.created': msg`Order created`,
  'order.status_changed': msg`Order status changed`,
  'order.delivered': msg`Order delivered`,
  'order.failed': msg`Delivery attempt failed`,
  'cod.statement_ready': msg`COD statement ready`,
  'invoice.issued': msg`Invoice issued`,
};
