import { createHmac, timingSafeEqual } from 'node:crypto';

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body with the app's secret. */
export function webhookSignature(secret: string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

export function verifyWebhookSignature(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header || !secret) return false;
  return equal(webhookSignature(secret, rawBody), header);
}

/**
 * The `hmac` of a query Shopify signs (app URL, OAuth callback): hex HMAC-SHA256 of the other
 * parameters sorted by name, `name=value` joined by `&` (`signature` left out too).
 */
export function querySignature(secret: string, query: Record<string, string | string[] | undefined>): string {
  const message = Object.keys(query)
    .filter((key) => key !== 'hmac' && key !== 'signature' && query[key] !== undefined)
    .sort()
    .map((key) => {
      const value = query[key];
      return `${key}=${Array.isArray(value) ? `["${value.join('", "')}"]` : value}`;
    })
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function verifyQuerySignature(secret: string, query: Record<string, string | string[] | undefined>): boolean {
  const hmac = query.hmac;
  if (typeof hmac !== 'string' || !secret) return false;
  return equal(querySignature(secret, query), hmac);
}

/** Our own `state`: a random nonce and its HMAC, so a forged one is refused before any lookup. */
export function signState(secret: string, nonce: string): string {
  return `${nonce}.${createHmac('sha256', secret).update(`state:${nonce}`).digest('base64url')}`;
}

export function verifyState(secret: string, state: string): boolean {
  const [nonce, mac] = state.split('.');
  if (!nonce || !mac) return false;
  return equal(signState(secret, nonce), state);
}
