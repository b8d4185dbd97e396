// The Shopify side of the integration tests: the app's keys, the whole install through the stand-in, signed deliveries.
import { expect } from 'vitest';
import type { Config } from '../config';
import { createTestApp, PLATFORM, type TestApp } from './harness';
import type { Merchant } from './orders';
import { type ShopifyStandIn, startShopifyStandIn } from './stand-ins/shopify/stand-in';
import { call, ok } from './teams';

/** The Shopify app the tests install: its client id and secret, as the stand-in knows them. */
export const SHOPIFY_APP = { apiKey: 'sameday-app', apiSecret: 'shpss_test_secret_of_the_app' };

/** A Shopify stand-in and a test app pointed at it (the shop tests' world). */
export async function startAppWithShopify(
  overrides: Partial<Config> = {},
): Promise<{ t: TestApp; shopify: ShopifyStandIn }> {
  const shopify = await startShopifyStandIn(SHOPIFY_APP);
  const t = await createTestApp({ ...overrides, shopify: { ...SHOPIFY_APP, baseUrl: shopify.baseUrl } });
  return { t, shopify };
}

export async function stopAppWithShopify(world: { t?: TestApp; shopify?: ShopifyStandIn }): Promise<void> {
  await world.t?.close();
  await world.shopify?.close();
}

/** The Cookie header a browser sends back for these Set-Cookie lines. */
export function cookieOf(setCookie: string | string[] | undefined): string {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

/** The whole install: our connect call, the stand-in's approval page, back to our callback. */
export async function connectShopify<C extends { id: string; shop: string }>(
  t: TestApp,
  shopify: ShopifyStandIn,
  merchant: Merchant,
  shop: string,
  publicUrl = 'http://localhost:3000',
): Promise<C> {
  const begun = await call(t.app, 'POST', '/integrations/shopify/connect', merchant.token, { shop });
  const { authorizeUrl } = ok<{ authorizeUrl: string }>(begun);
  expect(authorizeUrl.startsWith(shopify.baseUrl.replace('{shop}', shop))).toBe(true);
  const approval = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(approval.status).toBe(302);
  const back = new URL(approval.headers.get('location') ?? '');
  // The browser brings back the signed state cookie the connect call set.
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookieOf(begun.headers['set-cookie']) },
  });
  expect(callback.statusCode, callback.body).toBe(302);
  expect(callback.headers.location).toBe(`${publicUrl}/integrations/shopify?connected=${shop}`);
  const list = ok<C[]>(await call(t.app, 'GET', '/integrations/connections', merchant.token));
  const connection = list.find((c) => c.shop === shop);
  if (!connection) throw new Error('not connected');
  return connection;
}

/** A webhook the shop sends, signed as Shopify signs it; `tamper` changes the body after signing. */
export function deliverShopify(
  t: TestApp,
  shopify: ShopifyStandIn,
  delivery: { shop: string; topic: string; payload: unknown; webhookId?: string; tamper?: boolean },
) {
  const { body, headers } = shopify.signedWebhook(delivery.shop, delivery.topic, delivery.payload, delivery.webhookId);
  return t.app.inject({
    method: 'POST',
    url: `${PLATFORM}/integrations/webhooks/shopify`,
    headers,
    payload: delivery.tamper ? body.replace('Layla', 'Mallory') : body,
  });
}
