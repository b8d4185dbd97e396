// WooCommerce webhook deliveries: signature, identity and the ping a new webhook sends.
// WooCommerce signs every delivery with base64(HMAC-SHA256(raw body, webhook secret)) in
// X-WC-Webhook-Signature, and names it with X-WC-Webhook-ID (the webhook) and
// X-WC-Webhook-Delivery-ID (this delivery).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { storeIdentity } from '../../store-url';
import type { Headers } from '../shop-platform';

const header = (headers: Headers, name: string): string | null => {
  const value = headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.length > 0 && first.length <= 512 ? first : null;
};

export const signatureOf = (rawBody: Buffer | string, secret: string) =>
  createHmac('sha256', secret).update(rawBody).digest('base64');

export function verifyWooWebhook(
  rawBody: Buffer,
  headers: Headers,
  connection: { webhookSecret: string } | null,
): boolean {
  const given = header(headers, 'x-wc-webhook-signature');
  if (!given || !connection?.webhookSecret) return false;
  const expected = Buffer.from(signatureOf(rawBody, connection.webhookSecret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The webhook's id and the delivery's id: a resent delivery carries the same pair. */
export function wooDeliveryId(headers: Headers): string | null {
  const webhook = header(headers, 'x-wc-webhook-id');
  const delivery = header(headers, 'x-wc-webhook-delivery-id');
  if (!webhook || !delivery || !/^\d{1,20}$/.test(webhook) || !/^[\w-]{1,128}$/.test(delivery)) return null;
  return `${webhook}:${delivery}`;
}

/** The store that sent the delivery, in the form connections keep (see storeIdentity). */
export function wooShopOf(headers: Headers): string | null {
  const source = header(headers, 'x-wc-webhook-source');
  return source ? storeIdentity(source) : null;
}

export const wooTopicOf = (headers: Headers): string | null => header(headers, 'x-wc-webhook-topic');

/**
 * The ping WooCommerce sends to a webhook's address when the webhook is created: a form body
 * `webhook_id=N`, unsigned. It carries nothing; it is answered 200 and nothing is kept.
 */
export function isWooPing(rawBody: Buffer, headers: Headers): boolean {
  return (
    header(headers, 'x-wc-webhook-signature') === null &&
    rawBody.length <= 32 &&
    /^webhook_id=\d{1,20}$/.test(rawBody.toString('latin1'))
  );
}
