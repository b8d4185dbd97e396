// The store's address, as the merchant types it and as connections keep it. Sameday's server calls
// this address (key exchange, REST API), so it is held to a strict shape: https, a public host name,
// no credentials, query or fragment, an optional plain path for WordPress in a sub-folder. Plain http
// is only for the hosts configuration names (a local test store); such hosts may then be addresses.

import { SHOP_CONNECTION_MESSAGES } from '@sameday/contract';

/** `url`: the store's base address (what the REST client calls); `shop`: how connections name it. */
export type StoreUrlCheck = { ok: true; url: string; shop: string } | { ok: false; reason: string };

const PATH = /^(\/[A-Za-z0-9._~-]+)*\/?$/;
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The store's base address: scheme, lower-case host, port when not the default, path without a trailing slash. */
export function storeBaseUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host.toLowerCase()}${path}`;
}

export function checkStoreUrl(input: string, httpHosts: readonly string[]): StoreUrlCheck {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > 200)
    return { ok: false, reason: SHOP_CONNECTION_MESSAGES.storeUrlMissing };
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, reason: SHOP_CONNECTION_MESSAGES.storeUrlExample };
  }
  const host = url.hostname.toLowerCase();
  const allowedHttp = httpHosts.includes(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowedHttp))
    return { ok: false, reason: SHOP_CONNECTION_MESSAGES.storeUrlHttps };
  if (url.username || url.password || url.search || url.hash || trimmed.includes('@'))
    return { ok: false, reason: SHOP_CONNECTION_MESSAGES.storeUrlExtras };
  if (!allowedHttp && !HOST_NAME.test(host)) return { ok: false, reason: SHOP_CONNECTION_MESSAGES.storeUrlPublic };
  if (!PATH.test(url.pathname) || /\/\.\.?(\/|$)/.test(trimmed) || /[%\\]/.test(trimmed))
    return { ok: false, reason: SHOP_CONNECTION_MESSAGES.storeUrlPath };
  const base = storeBaseUrl(url.toString());
  const shop = storeIdentity(url.toString());
  return base && shop ? { ok: true, url: base, shop } : { ok: false, reason: SHOP_CONNECTION_MESSAGES.storeUrlMissing };
}

/**
 * How connections name a store (and how a webhook's X-WC-Webhook-Source is read): the base address
 * without its scheme, `shop.example.ae` or `example.ae/store`, as the merchant knows it.
 */
export function storeIdentity(input: string): string | null {
  const base = storeBaseUrl(input);
  return base ? base.replace(/^https?:\/\//, '') : null;
}
