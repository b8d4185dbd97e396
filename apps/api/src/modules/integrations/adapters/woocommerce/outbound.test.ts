// WooCommerce stores through the outbound guard. The store's address is one a merchant types: a
// name that resolves (by a resolver stand-in) to an internal address is refused when the store is
// connected, and a name that rebinds to loopback after that check is never connected to — not by
// the key exchange's calls, not by "Import recent orders", not by sending tracking back. The
// "store" is a listener on 127.0.0.1 whose port is allowed, so only the address can refuse it; it
// counts the connections it gets.
import {
  INTEGRATION_PATHS,
  SHOP_CONNECTION_MESSAGES,
  WOO_CONNECT_MESSAGES,
  WOOCOMMERCE_PATHS,
} from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PLATFORM, type TestApp } from '../../../../test/harness';
import { type Merchant, newMerchant } from '../../../../test/orders';
import {
  guardedConfig,
  INTERNAL_ADDRESSES,
  PUBLIC_ADDRESS,
  standInResolver,
  startCountingListener,
} from '../../../../test/outbound';
import { call } from '../../../../test/teams';
import type { ShopConnectionRef } from '../shop-platform';
import { createWooCommerceAdapter } from './adapter';
import { WooApiError } from './client';

let t: TestApp;
let listener: Awaited<ReturnType<typeof startCountingListener>>;
let merchant: Merchant;
const internalNames = Object.fromEntries(
  INTERNAL_ADDRESSES.map((address, index) => [`shop${index}.evil.example`, address]),
);
/** Public when the merchant starts connecting, loopback ever after. */
const resolve = standInResolver({
  ...internalNames,
  'shop.rebind.example': (call) => (call === 1 ? PUBLIC_ADDRESS : '127.0.0.1'),
});
const asked = (name: string) => resolve.asked.filter((entry) => entry === name).length;

beforeAll(async () => {
  listener = await startCountingListener();
  t = await createTestApp({
    // An https public address, so WooCommerce is set up with no trusted store host.
    publicUrl: 'https://merchants.sameday.test',
    woocommerceHttpHosts: [],
    outbound: guardedConfig(resolve, [listener.port]),
  });
  merchant = await newMerchant(t);
});
afterAll(async () => {
  await t?.close();
  await listener?.close();
});

const connectStore = (storeUrl: string) => call(t.app, 'POST', WOOCOMMERCE_PATHS.connect, merchant.token, { storeUrl });

describe('WooCommerce stores and the outbound guard', () => {
  it('refuses to connect a store whose name resolves to an internal address, or on a port not allowed', async () => {
    // The connect route allows 20 starts per 10 minutes: one name in three here (all of them below).
    for (const name of Object.keys(internalNames).filter((_, index) => index % 3 === 0)) {
      const refused = await connectStore(`https://${name}:${listener.port}`);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json(), name).toMatchObject({
        code: 'invalid_argument',
        details: { fields: [{ field: 'storeUrl', message: SHOP_CONNECTION_MESSAGES.storeUrlPublic }] },
      });
    }
    const port = await connectStore('https://shop.rebind.example:8443');
    expect(port.json()).toMatchObject({
      details: { fields: [{ field: 'storeUrl', message: SHOP_CONNECTION_MESSAGES.storeUrlPort }] },
    });
    expect(listener.connections()).toBe(0);
  });

  it('never reaches a store that rebinds to loopback: not on connecting, importing or sending tracking back', async () => {
    const storeUrl = `https://shop.rebind.example:${listener.port}`;
    const begun = await connectStore(storeUrl);
    expect(begun.statusCode, begun.body).toBe(200);
    const state = new URL(begun.json<{ authorizeUrl: string }>().authorizeUrl).searchParams.get('user_id');
    expect(asked('shop.rebind.example')).toBe(1);

    // The store posts the keys; registering the webhooks is Sameday's first call to the store.
    const keys = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}${WOOCOMMERCE_PATHS.keys}`,
      payload: {
        key_id: 1,
        user_id: state,
        consumer_key: `ck_${'a'.repeat(40)}`,
        consumer_secret: `cs_${'b'.repeat(40)}`,
        key_permissions: 'read_write',
      },
    });
    expect(keys.statusCode).not.toBe(200);
    expect(keys.json()).toMatchObject({ message: WOO_CONNECT_MESSAGES.failed });
    expect(asked('shop.rebind.example')).toBe(2);

    // The connection was kept before its webhooks were refused: an import reads nothing from the store.
    const [connection] = (await call(t.app, 'GET', INTEGRATION_PATHS.connections, merchant.token)).json<
      { id: string; shop: string }[]
    >();
    expect(connection?.shop).toBe(`shop.rebind.example:${listener.port}`);
    const started = await call(t.app, 'POST', INTEGRATION_PATHS.importRecent(connection?.id ?? ''), merchant.token, {
      days: 7,
    });
    expect(started.statusCode, started.body).toBe(200);
    await t.app.jobs.drain();
    expect(asked('shop.rebind.example')).toBeGreaterThan(2);
    const progress = await call(t.app, 'GET', INTEGRATION_PATHS.importRecent(connection?.id ?? ''), merchant.token);
    expect(progress.json<{ run: { imported: number; status: string } }>().run).toMatchObject({ imported: 0 });
    expect(progress.json<{ run: { status: string } }>().run.status).not.toBe('done');
    expect(listener.connections()).toBe(0);
  });

  it('sends no tracking, registers no webhook and reads no order at an internal address, whatever the name', async () => {
    // Names that only ever answer internal addresses (a name that rebinds is the test above's).
    const adapter = createWooCommerceAdapter({
      woocommerceHttpHosts: [],
      outbound: guardedConfig(standInResolver(internalNames), [listener.port]),
    });
    for (const name of Object.keys(internalNames)) {
      const connection: ShopConnectionRef = {
        id: 'c0ffee00-0000-4000-8000-000000000001',
        shop: `${name}:${listener.port}`,
        credentials: {
          consumerKey: 'ck_key',
          consumerSecret: 'cs_secret',
          storeUrl: `https://${name}:${listener.port}`,
        },
        webhookSecret: 'whsec-woo-test-secret',
      };
      const refused = new WooApiError(0, 'private_address');
      await expect(
        adapter.markFulfilled(connection, '1001', { number: 'SD1', url: '', company: 'Sameday' }),
        name,
      ).rejects.toEqual(refused);
      await expect(adapter.markDelivered(connection, '1001'), name).rejects.toEqual(refused);
      await expect(adapter.listRecentOrders(connection, new Date(), null), name).rejects.toEqual(refused);
      await expect(adapter.registerWebhooks(connection, 'https://merchants.sameday.test/hooks'), name).rejects.toEqual(
        refused,
      );
    }
    expect(listener.connections()).toBe(0);
  });
});
