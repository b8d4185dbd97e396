// How WooCommerce checks a REST request sent over plain http: OAuth 1.0a, one-legged, HMAC-SHA1 or
// HMAC-SHA256 over the method, the address and the sorted parameters, keyed with `consumer_secret&`;
// the timestamp within 15 minutes and each nonce once (WC_REST_Authentication::check_oauth_signature).
import { createHmac, timingSafeEqual } from 'node:crypto';

const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

export type OAuthCheck = { ok: true; consumerKey: string } | { ok: false; code: string };

export function checkOAuth1(
  method: string,
  baseUrl: string,
  params: URLSearchParams,
  secretOf: (consumerKey: string) => string | null,
  seenNonces: Set<string>,
  now = Date.now(),
): OAuthCheck {
  const consumerKey = params.get('oauth_consumer_key');
  const signature = params.get('oauth_signature');
  const method_ = params.get('oauth_signature_method');
  const timestamp = Number(params.get('oauth_timestamp'));
  const nonce = params.get('oauth_nonce');
  if (!consumerKey || !signature || !nonce || !Number.isFinite(timestamp))
    return { ok: false, code: 'woocommerce_rest_authentication_error' };
  if (method_ !== 'HMAC-SHA256' && method_ !== 'HMAC-SHA1')
    return { ok: false, code: 'woocommerce_rest_authentication_error' };
  if (Math.abs(now / 1000 - timestamp) > 15 * 60) return { ok: false, code: 'woocommerce_rest_authentication_error' };
  const secret = secretOf(consumerKey);
  if (!secret) return { ok: false, code: 'woocommerce_rest_authentication_error' };
  // PHP reads a repeated query parameter once (the last one wins): so does WooCommerce's check.
  const pairs = [...new Map(params.entries())]
    .filter(([key]) => key !== 'oauth_signature')
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1));
  const base = [method.toUpperCase(), encode(baseUrl), encode(pairs.map(([k, v]) => `${k}=${v}`).join('&'))].join('&');
  const expected = createHmac(method_ === 'HMAC-SHA1' ? 'sha1' : 'sha256', `${encode(secret)}&`)
    .update(base)
    .digest('base64');
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected)))
    return { ok: false, code: 'woocommerce_rest_authentication_error' };
  const nonceKey = `${consumerKey}:${timestamp}:${nonce}`;
  if (seenNonces.has(nonceKey)) return { ok: false, code: 'woocommerce_rest_authentication_error' };
  seenNonces.add(nonceKey);
  return { ok: true, consumerKey };
}
