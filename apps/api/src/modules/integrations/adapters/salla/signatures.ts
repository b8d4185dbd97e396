import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Headers } from '../shop-platform';

const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** X-Salla-Signature: hex HMAC-SHA256 of the raw body with the app's webhook secret. */
export function sallaSignature(secret: string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Salla's two security strategies (X-Salla-Security-Strategy): `Signature` (the default) signs
 * the raw body; `Token` sends the secret itself in Authorization (optionally after `Bearer`).
 * Either is compared in constant time; anything missing is false.
 */
export function verifySallaDelivery(secret: string, rawBody: Buffer, headers: Headers): boolean {
  if (!secret) return false;
  const strategy = (header(headers, 'x-salla-security-strategy') ?? 'Signature').toLowerCase();
  if (strategy === 'token') {
    const token = header(headers, 'authorization')?.replace(/^Bearer\s+/i, '');
    return token ? equal(token, secret) : false;
  }
  const signature = header(headers, 'x-salla-signature');
  if (!signature) return false;
  return equal(sallaSignature(secret, rawBody), signature.toLowerCase());
}
