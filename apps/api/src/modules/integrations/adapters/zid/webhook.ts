// Zid does not sign its webhooks. What it offers is a username and password given when the webhook
// is created, sent back with every delivery as HTTP Basic authentication. Sameday registers each of
// a store's webhooks with the username `<store id>/<event>` and the connection's own random secret
// as the password, and checks that password in constant time before anything of the body is read.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Headers } from '../shop-platform';

/** The username a webhook of this store and event is registered with. */
export const webhookUsername = (storeId: string, event: string) => `${storeId}/${event}`;

/** The Basic credentials of a delivery, or null when there are none (or they are malformed). */
export function basicOf(headers: Headers): { username: string; password: string } | null {
  const raw = headers.authorization;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const match = value ? /^Basic ([A-Za-z0-9+/=]{1,1024})$/.exec(value.trim()) : null;
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const USERNAME = /^(\d{1,20})\/([a-z_.]{1,80})$/;

/** The store a delivery is for (the username's store id). */
export function zidShopOf(headers: Headers): string | null {
  const basic = basicOf(headers);
  return basic ? (USERNAME.exec(basic.username)?.[1] ?? null) : null;
}

/** The event a delivery is for (the username's event). */
export function zidTopicOf(headers: Headers): string | null {
  const basic = basicOf(headers);
  return basic ? (USERNAME.exec(basic.username)?.[2] ?? null) : null;
}

/** The connection's secret against the delivery's password, in constant time; false on anything missing. */
export function verifyZidWebhook(headers: Headers, connection: { webhookSecret: string } | null): boolean {
  const basic = basicOf(headers);
  if (!basic || !connection?.webhookSecret || !USERNAME.test(basic.username)) return false;
  const given = createHash('sha256').update(basic.password).digest();
  const expected = createHash('sha256').update(connection.webhookSecret).digest();
  return timingSafeEqual(given, expected);
}

/**
 * Zid's deliveries carry no id: the same event sent twice is the same bytes for the same store and
 * event, so their digest is the delivery id. An order's later change (another status, another
 * updated_at) is another delivery.
 */
export function zidDeliveryId(headers: Headers, rawBody: Buffer): string | null {
  const basic = basicOf(headers);
  if (!basic) return null;
  return createHash('sha256').update(basic.username).update('\n').update(rawBody).digest('hex');
}
