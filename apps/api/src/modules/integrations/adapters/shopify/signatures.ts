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
