// Which shop platforms this server can connect: the screens offer Connect only for those, and the
// connect calls refuse the others with the same plain words.
import { INTEGRATION_PATHS, PLATFORM_NOT_SET_UP_MESSAGES, WOOCOMMERCE_PATHS } from '@sameday/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { call, newMember } from '../../test/teams';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Shopify's and WooCommerce's entries (the platforms with their own tests, Salla and Zid, are set up by theirs). */
const shopifyAndWoo = (list: { platform: string }[]) =>
  list.filter((entry) => entry.platform === 'shopify' || entry.platform === 'woocommerce');

const SHOPIFY = { apiKey: 'setup-key', apiSecret: 'setup-secret-of-the-app', baseUrl: 'https://{shop}' };

describe('GET /integrations/platforms', () => {
  it('says neither platform is set up without Shopify keys and without an https address', async () => {
    t = await createTestApp({ shopify: null, publicUrl: 'http://localhost:3000', woocommerceHttpHosts: [] });
    const merchant = await newMember(t.app);
    const answer = await call(t.app, 'GET', INTEGRATION_PATHS.platforms, merchant.token);
    expect(answer.statusCode).toBe(200);
    expect(shopifyAndWoo(answer.json())).toEqual([
      { platform: 'shopify', isSetUp: false, message: PLATFORM_NOT_SET_UP_MESSAGES.shopify },
      { platform: 'woocommerce', isSetUp: false, message: PLATFORM_NOT_SET_UP_MESSAGES.woocommerce },
    ]);
    // The connect calls refuse with the same words, before anything is stored or any shop is called.
    expectError(
      await call(t.app, 'POST', INTEGRATION_PATHS.shopifyConnect, merchant.token, { shop: 'oud.myshopify.com' }),
      412,
      'failed_precondition',
      PLATFORM_NOT_SET_UP_MESSAGES.shopify,
    );
    expectError(
      await call(t.app, 'POST', WOOCOMMERCE_PATHS.connect, merchant.token, { storeUrl: 'https://shop.oud.ae' }),
      412,
      'failed_precondition',
      PLATFORM_NOT_SET_UP_MESSAGES.woocommerce,
    );
  });

  it('says both are set up with Shopify keys and an https public address', async () => {
    t = await createTestApp({ shopify: SHOPIFY, publicUrl: 'https://merchants.sameday.ae', woocommerceHttpHosts: [] });
    const merchant = await newMember(t.app);
    const answer = await call(t.app, 'GET', INTEGRATION_PATHS.platforms, merchant.token);
    expect(shopifyAndWoo(answer.json())).toEqual([
      { platform: 'shopify', isSetUp: true, message: null },
      { platform: 'woocommerce', isSetUp: true, message: null },
    ]);
    const begun = await call(t.app, 'POST', WOOCOMMERCE_PATHS.connect, merchant.token, {
      storeUrl: 'https://shop.oud.ae',
    });
    expect(begun.statusCode).toBe(200);
  });

  it('counts plain-http store hosts from configuration as set up for WooCommerce (the stand-in)', async () => {
    t = await createTestApp({ shopify: null, publicUrl: 'http://127.0.0.1:3000', woocommerceHttpHosts: ['127.0.0.1'] });
    const merchant = await newMember(t.app);
    const answer = await call(t.app, 'GET', INTEGRATION_PATHS.platforms, merchant.token);
    expect(shopifyAndWoo(answer.json())).toEqual([
      { platform: 'shopify', isSetUp: false, message: PLATFORM_NOT_SET_UP_MESSAGES.shopify },
      { platform: 'woocommerce', isSetUp: true, message: null },
    ]);
  });

  it('answers unauthenticated without a token', async () => {
    t = await createTestApp();
    expectError(await call(t.app, 'GET', INTEGRATION_PATHS.platforms), 401, 'unauthenticated', 'Sign in to continue.');
  });
});
