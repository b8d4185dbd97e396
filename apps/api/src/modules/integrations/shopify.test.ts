import { PENDING_SHOP_LINK_EXPIRED, SHOP_SYNC_SENTENCES, sentence } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, integrationConnections, integrationDeliveries, orders } from '../../db/schema';
import { PLATFORM, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { type Merchant, newMerchant, putInState } from '../../test/orders';
import { connectShopify, cookieOf, deliverShopify, startAppWithShopify, stopAppWithShopify } from '../../test/shops';
import { type ShopifyStandIn, shopifyOrder } from '../../test/stand-ins/shopify/stand-in';
import { call, ok } from '../../test/teams';
import { transitionOrder } from '../orders';
import { liveRates } from './service';

let t: TestApp;
let shopify: ShopifyStandIn;

beforeAll(async () => {
  ({ t, shopify } = await startAppWithShopify());
});
afterAll(() => stopAppWithShopify({ t, shopify }));

type Connection = { id: string; shop: string; status: string; importedToday: number; failedToday: number };
type SyncEntry = { outcome: string; reason: string | null; orderId: string | null; fixAndImport: unknown };

const connect = (merchant: Merchant, shop: string) => connectShopify<Connection>(t, shopify, merchant, shop);
const deliver = (shop: string, topic: string, payload: unknown, webhookId?: string, tamper = false) =>
  deliverShopify(t, shopify, { shop, topic, payload, webhookId, tamper });

const syncLog = async (merchant: Merchant, id: string, outcome?: string) =>
  ok<{ entries: SyncEntry[] }>(
    await call(
      t.app,
      'GET',
      `/integrations/connections/${id}/sync-log${outcome ? `?outcome=${outcome}` : ''}`,
      merchant.token,
    ),
  ).entries;

const ordersOf = (accountId: string) => t.database.db.select().from(orders).where(eq(orders.accountId, accountId));

describe('Shopify, end to end through the stand-in', () => {
  let merchant: Merchant;
  let connection: Connection;
  const shop = 'oud-house.myshopify.com';

  beforeAll(async () => {
    merchant = await newMerchant(t);
    connection = await connect(merchant, shop);
  });

  it('connects: webhooks registered at our address, the token sealed in the database', async () => {
    expect(connection.status).toBe('connected');
    const topics = (shopify.subscriptions.get(shop) ?? []).map((s) => s.topic).sort();
    expect(topics).toEqual(['APP_UNINSTALLED', 'ORDERS_CANCELLED', 'ORDERS_CREATE', 'ORDERS_UPDATED']);
    expect(shopify.subscriptions.get(shop)?.[0]?.callbackUrl).toBe(
      'http://localhost:3000/api/platform/integrations/webhooks/shopify',
    );
    const [row] = await t.database.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.id, connection.id));
    const token = shopify.tokens.get(shop) ?? '';
    expect(token).toMatch(/^shpat_/);
    expect(row?.credentialsSealed).toBeTruthy();
    expect(row?.credentialsSealed).not.toContain(token);
    expect(Buffer.from(row?.credentialsSealed ?? '').includes(Buffer.from(token))).toBe(false);
  });

  it('refuses a forged signature with 401 and stores nothing', async () => {
    const response = await deliver(shop, 'orders/create', shopifyOrder(900), 'forged-1', true);
    expectError(response, 401, 'unauthenticated', 'The webhook signature does not match.');
    const stored = await t.database.db
      .select()
      .from(integrationDeliveries)
      .where(eq(integrationDeliveries.deliveryId, 'forged-1'));
    expect(stored).toEqual([]);
  });

  it('makes one order of a shop order delivered 5 times in a row and 5 times at once', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await deliver(shop, 'orders/create', shopifyOrder(1001), 'wh-1001')).statusCode).toBe(200);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, (_, i) => deliver(shop, 'orders/updated', shopifyOrder(1001), `wh-1001-u${i}`)),
    );
    expect(concurrent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await t.app.jobs.drain();
    const placed = (await ordersOf(merchant.accountId)).filter((o) => o.partnerOrderId === '#1001');
    expect(placed).toHaveLength(1);
    const imported = await syncLog(merchant, connection.id, 'imported');
    expect(imported).toHaveLength(1);
    expect(imported[0]?.orderId).toBe(placed[0]?.id);
    const [listed] = ok<Connection[]>(await call(t.app, 'GET', '/integrations/connections', merchant.token));
    expect(listed?.importedToday).toBe(1);
  });

  it('maps the shop order: reference, recipient and their email, COD when unpaid with a COD gateway', async () => {
    await deliver(shop, 'orders/create', shopifyOrder(1002));
    await t.app.jobs.drain();
    const [row] = (await ordersOf(merchant.accountId)).filter((o) => o.partnerOrderId === '#1002');
    const order = ok<{
      dropoff: { name: string; phone: string; emirate: string; email: string };
      payment: { mode: string; codAmountFils: number };
    }>(await call(t.app, 'GET', `/quiqdash/order/${row?.id}`, merchant.token));
    // The customer's email comes along: delivery updates are mailed there too.
    expect(order.dropoff).toMatchObject({
      name: 'Layla Haddad',
      phone: '+971501234567',
      emirate: 'Dubai',
      email: 'layla@example.ae',
    });
    expect(order.payment).toEqual({ mode: 'cod', codAmountFils: 24_500 });
  });

  it('applies an update and a cancel before collection, and only logs them after', async () => {
    await deliver(shop, 'orders/create', shopifyOrder(1003));
    await deliver(shop, 'orders/create', shopifyOrder(1004));
    await t.app.jobs.drain();
    const rows = await ordersOf(merchant.accountId);
    const before = rows.find((o) => o.partnerOrderId === '#1003');
    const after = rows.find((o) => o.partnerOrderId === '#1004');
    if (!before || !after) throw new Error('not imported');
    await putInState(t, after.id, 'collected');

    const renamed = { shipping_address: { ...shopifyOrder(0).shipping_address, first_name: 'Noura' } };
    await deliver(shop, 'orders/updated', shopifyOrder(1003, renamed));
    await deliver(shop, 'orders/updated', shopifyOrder(1004, renamed));
    await t.app.jobs.drain();
    const updated = ok<{ dropoff: { name: string } }>(
      await call(t.app, 'GET', `/quiqdash/order/${before.id}`, merchant.token),
    );
    expect(updated.dropoff.name).toBe('Noura Haddad');
    const untouched = ok<{ dropoff: { name: string } }>(
      await call(t.app, 'GET', `/quiqdash/order/${after.id}`, merchant.token),
    );
    expect(untouched.dropoff.name).toBe('Layla Haddad');

    const cancelled = { cancelled_at: '2026-11-24T09:00:00Z' };
    await deliver(shop, 'orders/cancelled', shopifyOrder(1003, cancelled));
    await deliver(shop, 'orders/cancelled', shopifyOrder(1004, cancelled));
    await t.app.jobs.drain();
    const statuses = Object.fromEntries((await ordersOf(merchant.accountId)).map((o) => [o.partnerOrderId, o.status]));
    expect(statuses['#1003']).toBe('cancelled');
    expect(statuses['#1004']).toBe('collected');
    const notApplied = await syncLog(merchant, connection.id, 'not_applied');
    expect(notApplied.map((e) => e.reason)).toEqual([
      'The shop cancelled this order after it was collected: it was not cancelled here.',
      'The shop changed this order after it was collected: the change was not applied.',
    ]);
  });

  it('keeps a shop order with a bad phone in the sync log, with the form values to fix it', async () => {
    const badPhone = { shipping_address: { ...shopifyOrder(0).shipping_address, phone: '050 12' } };
    await deliver(shop, 'orders/create', shopifyOrder(1005, badPhone));
    await t.app.jobs.drain();
    const [failed] = await syncLog(merchant, connection.id, 'failed');
    expect(failed?.reason).toContain('The phone number "+9715012" is not a valid UAE phone number');
    expect(failed?.orderId).toBeNull();
    expect(failed?.fixAndImport).toMatchObject({
      partnerOrderId: '#1005',
      recipient: { name: 'Layla Haddad', phone: '+9715012', emirate: 'Dubai' },
      payment: { mode: 'cod', codAmountFils: 24_500 },
      // The weight the import counts each item at: the form offers it, so only the phone needs fixing.
      items: [{ name: 'Oud oil 50 ml', quantity: 2, weightKg: 0.5 }],
    });
    expect((await ordersOf(merchant.accountId)).some((o) => o.partnerOrderId === '#1005')).toBe(false);
  });

  it('reads its sync log a page at a time', async () => {
    const first = ok<{ entries: SyncEntry[]; nextCursor: string | null }>(
      await call(t.app, 'GET', `/integrations/connections/${connection.id}/sync-log?limit=2`, merchant.token),
    );
    expect(first.entries).toHaveLength(2);
    const second = ok<{ entries: { id: string }[]; nextCursor: string | null }>(
      await call(
        t.app,
        'GET',
        `/integrations/connections/${connection.id}/sync-log?limit=2&cursor=${first.nextCursor}`,
        merchant.token,
      ),
    );
    expect(second.entries).toHaveLength(2);
    expect(second.entries.map((e) => e.id)).not.toContain((first.entries[0] as unknown as { id: string }).id);
  });

  it('refuses the same shop to another account with already_exists', async () => {
    const other = await newMerchant(t);
    const begun = await call(t.app, 'POST', '/integrations/shopify/connect', other.token, { shop });
    const { authorizeUrl } = ok<{ authorizeUrl: string }>(begun);
    const approval = await fetch(authorizeUrl, { redirect: 'manual' });
    const back = new URL(approval.headers.get('location') ?? '');
    const headers = { cookie: cookieOf(begun.headers['set-cookie']) };
    expectError(
      await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers }),
      409,
      'already_exists',
      'This shop is already connected to another Sameday account.',
    );
    // The state is single-use: the same callback again is refused.
    expect((await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers })).statusCode).toBe(
      401,
    );
  });

  it('refuses a callback without the signed state cookie of the browser that began it: no code is exchanged', async () => {
    const begun = await call(t.app, 'POST', '/integrations/shopify/connect', merchant.token, { shop: 'cookie-shop' });
    const { authorizeUrl } = ok<{ authorizeUrl: string }>(begun);
    // The cookie is the library's signed state, kept for the callback's path only.
    const setCookie = ([] as string[]).concat(begun.headers['set-cookie'] ?? []);
    expect(setCookie.some((line) => line.startsWith('shopify_app_state='))).toBe(true);
    expect(setCookie.some((line) => line.startsWith('shopify_app_state.sig='))).toBe(true);
    expect(setCookie.every((line) => /path=\/api\/platform\/integrations\/shopify\/callback/i.test(line))).toBe(true);
    const approval = await fetch(authorizeUrl, { redirect: 'manual' });
    const back = new URL(approval.headers.get('location') ?? '');
    const url = `${back.pathname}${back.search}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const forged = cookieOf(begun.headers['set-cookie']).replace(/shopify_app_state=\d+/, 'shopify_app_state=123');
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: forged } })).statusCode).toBe(401);
    expect(shopify.tokens.has('cookie-shop.myshopify.com')).toBe(false);
  });

  it('refuses a callback whose query was altered', async () => {
    const { authorizeUrl } = ok<{ authorizeUrl: string }>(
      await call(t.app, 'POST', '/integrations/shopify/connect', merchant.token, { shop: 'other-shop' }),
    );
    const approval = await fetch(authorizeUrl, { redirect: 'manual' });
    const back = new URL(approval.headers.get('location') ?? '');
    back.searchParams.set('shop', 'evil.myshopify.com');
    expect((await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` })).statusCode).toBe(401);
  });
});

describe('Shopify: blocked accounts, other tenants, disconnect, uninstall, the app listing', () => {
  it('logs a shop order of a blocked account and places no order', async () => {
    const merchant = await newMerchant(t);
    const connection = await connect(merchant, 'blocked-shop.myshopify.com');
    await t.database.db
      .update(accounts)
      .set({ isOrderSubmissionBlocked: true })
      .where(eq(accounts.id, merchant.accountId));
    await deliver('blocked-shop.myshopify.com', 'orders/create', shopifyOrder(2001));
    await t.app.jobs.drain();
    const [failed] = await syncLog(merchant, connection.id, 'failed');
    expect(failed?.reason).toBe(
      'Your account is blocked from placing orders (overdue invoices): pay them, then import this order.',
    );
    expect(await ordersOf(merchant.accountId)).toEqual([]);
  });

  it('shows nothing of a connection to another account and lets it change nothing', async () => {
    const owner = await newMerchant(t);
    const connection = await connect(owner, 'private-shop.myshopify.com');
    const intruder = await newMerchant(t);
    const base = `/integrations/connections/${connection.id}`;
    for (const [method, path, body] of [
      ['GET', `${base}/settings`],
      [
        'PUT',
        `${base}/settings`,
        {
          autoImport: false,
          filter: 'all',
          filterValue: '',
          defaultServiceKind: 'same_day',
          defaultPickupLocationId: null,
          paymentRule: 'always_prepaid',
        },
      ],
      ['GET', `${base}/sync-log`],
      ['DELETE', base],
    ] as const) {
      expectError(
        await call(t.app, method, path, intruder.token, body),
        404,
        'not_found',
        'This shop connection does not exist.',
      );
    }
    expect(ok<Connection[]>(await call(t.app, 'GET', '/integrations/connections', intruder.token))).toEqual([]);
    const [still] = ok<Connection[]>(await call(t.app, 'GET', '/integrations/connections', owner.token));
    expect(still?.status).toBe('connected');
  });

  it('saves import rules and applies them: a tag filter skips untagged orders', async () => {
    const merchant = await newMerchant(t);
    const connection = await connect(merchant, 'tagged-shop.myshopify.com');
    const rules = {
      autoImport: true,
      filter: 'tag',
      filterValue: 'sameday',
      defaultServiceKind: 'next_day',
      defaultPickupLocationId: merchant.pickupId,
      paymentRule: 'always_prepaid',
    };
    expect(
      ok(await call(t.app, 'PUT', `/integrations/connections/${connection.id}/settings`, merchant.token, rules)),
    ).toEqual(rules);
    await deliver('tagged-shop.myshopify.com', 'orders/create', shopifyOrder(3001));
    await deliver('tagged-shop.myshopify.com', 'orders/create', shopifyOrder(3002, { tags: 'vip, sameday' }));
    await t.app.jobs.drain();
    const placed = await ordersOf(merchant.accountId);
    expect(placed.map((o) => o.partnerOrderId)).toEqual(['#3002']);
    expect(placed[0]?.serviceKind).toBe('next_day');
    expect(placed[0]?.paymentMode).toBe('prepaid');
    // The shop's tags reach the order, where the dispatcher's rules read them.
    expect(placed[0]?.tags).toEqual(['vip', 'sameday']);
    expect((await syncLog(merchant, connection.id, 'skipped'))[0]?.reason).toBe('It is not tagged "sameday".');
  });

  it('disconnects: webhooks removed, credentials forgotten, orders kept', async () => {
    const merchant = await newMerchant(t);
    const shop = 'leaving-shop.myshopify.com';
    const connection = await connect(merchant, shop);
    await deliver(shop, 'orders/create', shopifyOrder(4001));
    await t.app.jobs.drain();
    const gone = ok<Connection>(
      await call(t.app, 'DELETE', `/integrations/connections/${connection.id}`, merchant.token),
    );
    expect(gone.status).toBe('disconnected');
    expect(shopify.subscriptions.get(shop)).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.id, connection.id));
    expect(row?.credentialsSealed).toBeNull();
    expect(await ordersOf(merchant.accountId)).toHaveLength(1);
    // Later deliveries for that shop are answered and dropped.
    const late = await deliver(shop, 'orders/create', shopifyOrder(4002));
    expect(late.json()).toEqual({ accepted: false });
    // Another account may connect it now.
    expect((await connect(await newMerchant(t), shop)).status).toBe('connected');
  });

  it('sends the shop a fulfilment with the tracking number and page when the order is collected', async () => {
    const merchant = await newMerchant(t);
    const shop = 'tracked-shop.myshopify.com';
    const connection = await connect(merchant, shop);
    await deliver(shop, 'orders/create', shopifyOrder(5001));
    await t.app.jobs.drain();
    const [order] = await ordersOf(merchant.accountId);
    if (!order) throw new Error('not imported');
    const courier = { type: 'courier', id: 'courier_1', name: 'Courier' } as const;
    await transitionOrder(t.database.db, merchant.accountId, order.id, 'ready_for_collection', {
      ...courier,
      type: 'merchant',
    });
    expect(shopify.fulfillments.filter((f) => f.shop === shop)).toEqual([]);
    await transitionOrder(t.database.db, merchant.accountId, order.id, 'collected', courier);
    await t.app.jobs.drain();
    expect(shopify.fulfillments.filter((f) => f.shop === shop)).toEqual([
      {
        shop,
        fulfillmentOrderIds: ['gid://shopify/FulfillmentOrder/5001'],
        // The link opens the recipient's tracking page.
        tracking: {
          number: order.id,
          url: expect.stringMatching(/^http:\/\/localhost:3000\/track\/[a-z2-7]{24}$/),
          company: 'Sameday',
        },
      },
    ]);
    const [sent] = await syncLog(merchant, connection.id, 'tracking_sent');
    expect(sent?.reason).toBe(`Collected: the shop got a fulfilment with tracking number ${order.id}.`);
    // Written from the sync log's table, so the dashboard reads it back in Arabic.
    expect(sent?.reason).toBe(sentence(SHOP_SYNC_SENTENCES.trackingCollected, { order: order.id }));
  });

  it('tells the shop when the merchant chooses to return a held order', async () => {
    const merchant = await newMerchant(t);
    const shop = 'returning-shop.myshopify.com';
    const connection = await connect(merchant, shop);
    await deliver(shop, 'orders/create', shopifyOrder(5101));
    await t.app.jobs.drain();
    const [order] = await ordersOf(merchant.accountId);
    if (!order) throw new Error('not imported');
    await putInState(t, order.id, 'on_hold');
    ok(await call(t.app, 'PUT', `/quiqdash/orders/return/${order.id}`, merchant.token, { reason: 'Customer moved' }));
    await t.app.jobs.drain();
    expect(shopify.notes.filter((note) => note.shop === shop)).toEqual([
      expect.objectContaining({ note: `Sameday: order ${order.id} is being returned to the sender.` }),
    ]);
    const [logged] = await syncLog(merchant, connection.id, 'tracking_sent');
    expect(logged?.reason).toBe('Returning: a note was added to the shop order.');
    expect(logged?.reason).toBe(SHOP_SYNC_SENTENCES.trackingReturning);
  });

  it('answers a checkout with live rates from the rate card, and no rates rather than an error', async () => {
    const merchant = await newMerchant(t);
    const shop = 'rates-shop.myshopify.com';
    await connect(merchant, shop);
    const request = {
      rate: {
        destination: { country: 'AE', province: 'Dubai', city: 'Dubai' },
        items: [{ grams: 800, quantity: 1 }],
        currency: 'AED',
      },
    };
    const ask = (payload: unknown, forShop = shop, tamper = false) => {
      const { body, headers } = shopify.signedWebhook(forShop, 'carrier/rates', payload);
      return t.app.inject({
        method: 'POST',
        url: `${PLATFORM}/integrations/shopify/rates`,
        headers,
        payload: tamper ? body.replace('Dubai', 'Ajman') : body,
      });
    };
    const answer = ok<{ rates: { service_name: string; service_code: string; total_price: string }[] }>(
      await ask(request),
    );
    const nextDay = answer.rates.find((rate) => rate.service_code === 'next_day');
    expect(nextDay).toMatchObject({ service_name: 'Next day', currency: 'AED' });
    expect(Number(nextDay?.total_price)).toBeGreaterThan(0);
    for (const rate of answer.rates.filter((r) => r.service_code === 'same_day'))
      expect(rate.service_name).toMatch(/^Same day – order within \d/);
    expect((await ask(request, shop, true)).statusCode).toBe(401);
    expect(ok(await ask(request, 'unknown-shop.myshopify.com'))).toEqual({ rates: [] });
    expect(ok(await ask({ rate: { destination: { country: 'SA', city: 'Riyadh' } } }))).toEqual({ rates: [] });
    expect(ok(await ask('not a rate request'))).toEqual({ rates: [] });
  });

  it('names same day with the time left before its cut-off, and leaves it out once it has passed', async () => {
    const merchant = await newMerchant(t);
    const shop = 'cutoff-shop.myshopify.com';
    await connect(merchant, shop);
    const deps = { db: t.database.db } as Parameters<typeof liveRates>[0];
    const request = {
      rate: { destination: { country: 'AE', province: 'Dubai' }, items: [{ grams: 500, quantity: 1 }] },
    };
    // 07:50 in Dubai, long before the same-day cut-off; 23:30, after it.
    const morning = await liveRates(deps, shop, request, new Date('2026-11-24T03:50:00Z'));
    expect(morning.rates.map((r) => r.service_code)).toEqual(['same_day', 'next_day']);
    expect(morning.rates[0]?.service_name).toMatch(/^Same day – order within \d+ h( \d+ min)?$/);
    const night = await liveRates(deps, shop, request, new Date('2026-11-24T19:30:00Z'));
    expect(night.rates.map((r) => r.service_code)).toEqual(['next_day']);
  });

  it('disconnects when the shop uninstalls the app', async () => {
    const merchant = await newMerchant(t);
    const shop = 'uninstalling-shop.myshopify.com';
    const connection = await connect(merchant, shop);
    await deliver(shop, 'app/uninstalled', { id: 1, domain: shop });
    await t.app.jobs.drain();
    const [row] = await t.database.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.id, connection.id));
    expect(row?.status).toBe('disconnected');
    expect(row?.credentialsSealed).toBeNull();
  });

  it('connects a shop installed from the app listing once the signed-in merchant confirms the entry link', async () => {
    const shop = 'listing-shop.myshopify.com';
    const install = await t.app.inject({
      method: 'GET',
      url: `${PLATFORM}/integrations/shopify/install?${shopify.installQuery(shop)}`,
    });
    expect(install.statusCode).toBe(302);
    const approval = await fetch(install.headers.location as string, { redirect: 'manual' });
    const back = new URL(approval.headers.get('location') ?? '');
    const callback = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: cookieOf(install.headers['set-cookie']) },
    });
    const entry = new URL(callback.headers.location as string);
    expect(entry.pathname).toBe('/');
    expect(entry.searchParams.get('shop')).toBe(shop);
    const token = entry.searchParams.get('token') ?? '';

    const merchant = await newMerchant(t, { account_name: 'Listing Perfumes' });
    const pending = ok(await call(t.app, 'GET', `/integrations/pending?shop=${shop}&token=${token}`, merchant.token));
    expect(pending).toEqual({
      platform: 'shopify',
      shop,
      // A Shopify shop is named by its address: no other name is kept.
      shopName: null,
      accountId: merchant.accountId,
      accountName: 'Listing Perfumes',
    });
    const connected = ok<Connection>(
      await call(t.app, 'POST', '/integrations/pending/confirm', merchant.token, { shop, token }),
    );
    expect(connected).toMatchObject({ shop, status: 'connected' });
    // The link is used up: 404 in the error shape, not 401 (the session is fine; a 401 would renew it).
    const usedUp = await call(t.app, 'POST', '/integrations/pending/confirm', merchant.token, { shop, token });
    expect(usedUp.statusCode).toBe(404);
    expect(usedUp.json()).toMatchObject({ code: 'not_found', message: PENDING_SHOP_LINK_EXPIRED });
    const looked = await call(t.app, 'GET', `/integrations/pending?shop=${shop}&token=${token}`, merchant.token);
    expect(looked.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${PLATFORM}/integrations/shopify/install?shop=${shop}&timestamp=1&hmac=00`,
        })
      ).statusCode,
    ).toBe(401);
  });
});
