// Sameday as the shop's carrier service, on the whole app listening on a real port (PGlite, or
// PostgreSQL with TEST_DATABASE_URL): registered through carrierServiceCreate at connect, asked by
// the shop's checkout as Shopify asks it (signed rate request), removed on disconnect.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTEGRATION_PATHS } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PLATFORM, type TestApp } from '../../test/harness';
import { type Merchant, newMerchant } from '../../test/orders';
import { connectShopify, SHOPIFY_APP } from '../../test/shops';
import { type ShopifyStandIn, startShopifyStandIn } from '../../test/stand-ins/shopify/stand-in';
import { call } from '../../test/teams';

let t: TestApp;
let shopify: ShopifyStandIn;
let publicUrl = '';

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  shopify = await startShopifyStandIn(SHOPIFY_APP);
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ publicUrl, shopify: { ...SHOPIFY_APP, baseUrl: shopify.baseUrl } });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await shopify?.close();
  await t?.close();
});

const connect = (merchant: Merchant, shop: string) =>
  connectShopify<{ id: string; shop: string; status: string }>(t, shopify, merchant, shop, publicUrl);

const DUBAI = {
  origin: { country: 'AE', province: 'Dubai', city: 'Dubai' },
  destination: { country: 'AE', province: 'Dubai', city: 'Dubai', address1: 'Villa 12, Street 4' },
  items: [{ name: 'Oud oil 50 ml', sku: 'OUD-50', quantity: 1, grams: 800, price: 12250, requires_shipping: true }],
  currency: 'AED',
  locale: 'en',
};

describe('Shopify carrier service', () => {
  it('registers Sameday as the carrier service at connect, once, and the checkout gets its rates', async () => {
    const merchant = await newMerchant(t);
    const shop = 'carrier-shop.myshopify.com';
    await connect(merchant, shop);
    expect(shopify.carrierServices.get(shop)).toEqual([
      expect.objectContaining({
        name: 'Sameday',
        callbackUrl: `${publicUrl}${PLATFORM}${INTEGRATION_PATHS.shopifyRates}`,
        active: true,
        supportsServiceDiscovery: true,
      }),
    ]);
    // Connecting again (reconnect) keeps one carrier service.
    await connect(merchant, shop);
    expect(shopify.carrierServices.get(shop)).toHaveLength(1);

    const asked = await shopify.askRates(shop, DUBAI);
    expect(asked.status).toBe(200);
    const { rates } = asked.body as { rates: Array<Record<string, string>> };
    expect(rates.map((rate) => rate.service_code)).toContain('next_day');
    for (const rate of rates) {
      // Shopify's documented answer: a name, a code, the price in the currency's subunit as a string.
      expect(Object.keys(rate).sort()).toEqual([
        'currency',
        'description',
        'service_code',
        'service_name',
        'total_price',
      ]);
      expect(rate.total_price).toMatch(/^\d+$/);
      expect(rate.currency).toBe('AED');
    }
    const outside = await shopify.askRates(shop, { ...DUBAI, destination: { country: 'SA', city: 'Riyadh' } });
    expect(outside).toEqual({ status: 200, body: { rates: [] } });
  });

  it('keeps a shop connected when its plan has no carrier-calculated shipping', async () => {
    const merchant = await newMerchant(t);
    const shop = 'basic-plan.myshopify.com';
    shopify.withoutCarrierShipping.add(shop);
    const connection = await connect(merchant, shop);
    expect(connection.status).toBe('connected');
    expect(shopify.carrierServices.get(shop)).toEqual([]);
    expect(shopify.subscriptions.get(shop)).toHaveLength(4);
  });

  it('removes the carrier service on disconnect; a disconnected shop gets no rates', async () => {
    const merchant = await newMerchant(t);
    const shop = 'leaving-shop.myshopify.com';
    const connection = await connect(merchant, shop);
    const rest = await call(t.app, 'DELETE', INTEGRATION_PATHS.connection(connection.id), merchant.token);
    expect(rest.statusCode).toBe(200);
    expect(shopify.carrierServices.get(shop)).toEqual([]);
    const { body, headers } = shopify.signedWebhook(shop, 'carrier/rates', { rate: DUBAI });
    const answer = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/integrations/shopify/rates`,
      headers,
      payload: body,
    });
    expect(answer.json()).toEqual({ rates: [] });
  });

  it('limits rate requests per shop: a flood from one shop does not reach another', async () => {
    const flood = (shop: string) =>
      t.app.inject({
        method: 'POST',
        url: `${PLATFORM}/integrations/shopify/rates`,
        headers: { 'content-type': 'application/json', 'x-shopify-shop-domain': shop },
        payload: '{}',
      });
    const answers = [];
    for (let i = 0; i < 601; i++) answers.push((await flood('flood.myshopify.com')).statusCode);
    expect(answers.slice(0, 600).every((status) => status === 401)).toBe(true);
    expect(answers[600]).toBe(429);
    expect((await flood('calm.myshopify.com')).statusCode).toBe(401);
  });
});
