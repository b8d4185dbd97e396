// Zid through its stand-in: connect (from the screen and from the app market), webhooks checked
// before anything is read and applied once, Arabic intact, recent orders imported, tracking and
// status sent back, tokens renewed, the app's removal.
import { PLATFORM_NOT_SET_UP_MESSAGES } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationConnections, integrationDeliveries, orders } from '../../../db/schema';
import { createTestApp, PLATFORM, type TestApp } from '../../../test/harness';
import { expectError } from '../../../test/identity';
import { labelOf } from '../../../test/labels';
import { type Merchant, newMerchant } from '../../../test/orders';
import { zidOrder } from '../../../test/stand-ins/zid/orders';
import type { ZidStandIn } from '../../../test/stand-ins/zid/stand-in';
import { call, ok } from '../../../test/teams';
import { connectZid, deliverZid, startAppWithZid } from '../../../test/zid';
import { transitionOrder } from '../../orders';

let t: TestApp;
let zid: ZidStandIn;

beforeAll(async () => {
  ({ t, zid } = await startAppWithZid());
});
afterAll(async () => {
  await t?.close();
  await zid?.close();
});

type Connection = { id: string; shop: string; shopName: string | null; platform: string; status: string };
const ordersOf = (accountId: string) => t.database.db.select().from(orders).where(eq(orders.accountId, accountId));
const courier = { type: 'courier', id: 'courier_1', name: 'Courier' } as const;

/** The merchant's order of this shop order, made ready and collected; its jobs (tracking back) done. */
async function collected(merchant: Merchant, reference: string) {
  const [order] = (await ordersOf(merchant.accountId)).filter((o) => o.partnerOrderId === reference);
  if (!order) throw new Error('not imported');
  await transitionOrder(t.database.db, merchant.accountId, order.id, 'ready_for_collection', {
    ...courier,
    type: 'merchant',
  });
  await transitionOrder(t.database.db, merchant.accountId, order.id, 'collected', courier);
  await t.app.jobs.drain();
  return order;
}

async function connected(merchant: Merchant, storeId: string): Promise<Connection> {
  const callback = await connectZid(t, zid, merchant, storeId);
  expect(callback.statusCode, callback.body).toBe(302);
  expect(callback.headers.location).toBe(`http://localhost:3000/integrations/zid?connected=${storeId}`);
  const list = ok<Connection[]>(await call(t.app, 'GET', '/integrations/connections', merchant.token));
  const found = list.find((c) => c.platform === 'zid' && c.shop === storeId);
  if (!found) throw new Error('not connected');
  // Zid names the store by a number: the store's own title is kept for the screens.
  expect(found.shopName).toBe(zid.store.title);
  return found;
}

describe('Zid, end to end through the stand-in', () => {
  let merchant: Merchant;
  let connection: Connection;
  const store = '507530';

  beforeAll(async () => {
    merchant = await newMerchant(t);
    connection = await connected(merchant, store);
  });

  it('connects: its webhooks registered at our address with Basic credentials, the tokens sealed', async () => {
    const hooks = [...zid.webhooks.values()].filter((hook) => hook.store_id === store);
    expect(hooks.map((hook) => hook.event).sort()).toEqual([
      'app.market.application.uninstall',
      'order.create',
      'order.status.update',
    ]);
    for (const hook of hooks) {
      expect(hook.target_url).toBe('http://localhost:3000/api/platform/integrations/webhooks/zid');
      expect(hook.username).toBe(`${store}/${hook.event}`);
      expect(hook.password).toMatch(/^[\w-]{40,}$/);
    }
    const [row] = await t.database.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.id, connection.id));
    expect(row?.credentialsSealed).toBeTruthy();
    expect(row?.webhookSecretSealed).not.toContain(hooks[0]?.password ?? '');
    // Every API call carried both of Zid's tokens.
    expect(zid.requests.every((r) => r.authenticated)).toBe(true);
  });

  it('refuses a delivery without the webhook’s password, with another password, or for another store: 401, nothing stored', async () => {
    const [delivery] = zid.deliveries(store, 'order.create', zidOrder(900));
    if (!delivery) throw new Error('no webhook');
    const url = `${PLATFORM}/integrations/webhooks/zid`;
    const forged = (authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        payload: delivery.body,
      });
    const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    const password =
      Buffer.from((delivery.headers.authorization ?? '').slice(6), 'base64')
        .toString()
        .split(':')[1] ?? '';
    for (const response of [
      await forged(),
      await forged(basic(`${store}/order.create`, 'guessed-password')),
      await forged(basic('999999/order.create', password)),
      await forged('Bearer something'),
    ])
      expectError(response, 401, 'unauthenticated', 'The webhook signature does not match.');
    expect(
      await t.database.db.select().from(integrationDeliveries).where(eq(integrationDeliveries.platform, 'zid')),
    ).toEqual([]);
  });

  it('makes one order of a delivery Zid sends twice, and keeps Arabic names and address intact', async () => {
    const order = zidOrder(7001, { arabic: true });
    const first = await deliverZid(t, zid, store, 'order.create', order);
    const again = await deliverZid(t, zid, store, 'order.create', order);
    expect(first.map((r) => r.json())).toEqual([{ accepted: true }]);
    expect(again.map((r) => r.json())).toEqual([{ accepted: false }]);
    // The store moves it to "preparing": an update of the same order, not a second one.
    await deliverZid(t, zid, store, 'order.status.update', {
      ...order,
      order_status: { name: 'جاري التجهيز', code: 'preparing' },
    });
    await t.app.jobs.drain();
    const placed = (await ordersOf(merchant.accountId)).filter((o) => o.partnerOrderId === '7001');
    expect(placed).toHaveLength(1);
    const shown = ok<{
      dropoff: { name: string; address: string; emirate: string; phone: string };
      items: { name: string; quantity: number }[];
      payment: { mode: string; codAmountFils: number };
    }>(await call(t.app, 'GET', `/quiqdash/order/${placed[0]?.id}`, merchant.token));
    expect(shown.dropoff).toMatchObject({ name: 'ليلى الحداد', emirate: 'Dubai', phone: '+971501234567' });
    expect(JSON.stringify(shown)).toContain('شارع الوصل، فيلا ١٢');
    expect(shown.items[0]).toMatchObject({ name: 'دهن العود الملكي ٥٠ مل', quantity: 2 });
    expect(shown.payment).toEqual({ mode: 'cod', codAmountFils: 24_000 });
    // The label reads the Arabic back as typed (right to left).
    const label = await labelOf(t, merchant.token, placed[0]?.id ?? '', 'zid-arabic-label');
    expect(label).toContain('ليلى الحداد');
    expect(label).toContain('شارع الوصل، فيلا');
  });

  it('keeps an order with a phone no courier can call in the sync log, with the form values to fix and import it', async () => {
    const bad = zidOrder(7009, { arabic: true });
    await deliverZid(t, zid, store, 'order.create', {
      ...bad,
      customer: { ...(bad.customer as object), mobile: '12345' },
    });
    await t.app.jobs.drain();
    const log = ok<{ entries: { outcome: string; reason: string | null; fixAndImport: unknown }[] }>(
      await call(t.app, 'GET', `/integrations/connections/${connection.id}/sync-log?outcome=failed`, merchant.token),
    ).entries;
    expect(log[0]?.reason).toContain('"12345" is not a valid UAE phone number');
    expect(log[0]?.fixAndImport).toMatchObject({
      recipient: { name: 'ليلى الحداد', phone: '12345', addressLine1: 'شارع الوصل، فيلا ١٢', emirate: 'Dubai' },
      items: [{ name: 'دهن العود الملكي ٥٠ مل', quantity: 2 }],
      payment: { mode: 'cod', codAmountFils: 24_000 },
      partnerOrderId: '7009',
    });
  });

  it('cancels an order the store cancels before collection', async () => {
    await deliverZid(t, zid, store, 'order.create', zidOrder(7002));
    await t.app.jobs.drain();
    await deliverZid(t, zid, store, 'order.status.update', {
      ...zidOrder(7002),
      order_status: { name: 'ملغي', code: 'cancelled' },
    });
    await t.app.jobs.drain();
    const [placed] = (await ordersOf(merchant.accountId)).filter((o) => o.partnerOrderId === '7002');
    expect(placed?.status).toBe('cancelled');
  });

  it('sends the store "in delivery" with the tracking number and page when collected, then "delivered"', async () => {
    zid.orders.set(7003, zidOrder(7003));
    await deliverZid(t, zid, store, 'order.create', zidOrder(7003));
    await t.app.jobs.drain();
    const order = await collected(merchant, '7003');
    expect(zid.statusChanges.filter((c) => c.orderId === 7003)).toEqual([
      {
        orderId: 7003,
        form: {
          order_status: 'indelivery',
          tracking_number: order.id,
          tracking_url: expect.stringMatching(/^http:\/\/localhost:3000\/track\/[a-z2-7]{24}$/),
        },
      },
    ]);
    // Zid tells us of the status we set: that is not a change of the order.
    await deliverZid(t, zid, store, 'order.status.update', {
      ...zidOrder(7003),
      order_status: { name: 'قيد التوصيل', code: 'indelivery' },
    });
    for (const state of ['received_at_depot', 'out_for_delivery', 'delivery_complete'] as const)
      await transitionOrder(t.database.db, merchant.accountId, order.id, state, courier);
    await t.app.jobs.drain();
    expect(zid.statusChanges.filter((c) => c.orderId === 7003).map((c) => c.form.order_status)).toEqual([
      'indelivery',
      'delivered',
    ]);
  });

  it('renews tokens Zid no longer takes with the refresh token, and keeps the new ones', async () => {
    zid.orders.set(7004, zidOrder(7004));
    await deliverZid(t, zid, store, 'order.create', zidOrder(7004));
    await t.app.jobs.drain();
    const [before] = await t.database.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.id, connection.id));
    zid.expireTokens();
    await collected(merchant, '7004');
    expect(zid.statusChanges.filter((c) => c.orderId === 7004).map((c) => c.form.order_status)).toEqual(['indelivery']);
    const [after] = await t.database.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.id, connection.id));
    expect(after?.credentialsSealed).not.toBe(before?.credentialsSealed);
    expect(after?.status).toBe('connected');
  });

  it('imports the store’s recent orders that wait for shipping, once, beside the webhooks', async () => {
    const other = await newMerchant(t);
    const otherStore = '600100';
    zid.orders.clear();
    zid.orders.set(8001, zidOrder(8001, { arabic: true }));
    zid.orders.set(8002, zidOrder(8002));
    zid.orders.set(8003, { ...zidOrder(8003), order_status: { name: 'تم التوصيل', code: 'delivered' } });
    const link = await connected(other, otherStore);
    await deliverZid(t, zid, otherStore, 'order.create', zidOrder(8002));
    const started = await call(t.app, 'POST', `/integrations/connections/${link.id}/import`, other.token, { days: 30 });
    expect(started.statusCode, started.body).toBeLessThan(300);
    await t.app.jobs.drain();
    const placed = (await ordersOf(other.accountId)).map((o) => o.partnerOrderId).sort();
    expect(placed).toEqual(['8001', '8002']);
  });

  it('disconnects when the merchant removes the app in Zid', async () => {
    const other = await newMerchant(t);
    const link = await connected(other, '600200');
    await deliverZid(t, zid, '600200', 'app.market.application.uninstall', {
      app_id: 1292,
      store_id: 600200,
      event_name: 'app.market.application.uninstall',
    });
    await t.app.jobs.drain();
    const [row] = await t.database.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.id, link.id));
    expect(row?.status).toBe('disconnected');
    expect(row?.credentialsSealed).toBeNull();
  });

  it('connects a store installed from Zid’s app market once a signed-in merchant confirms the entry link', async () => {
    zid.store = { id: '600300', title: 'Market store' };
    const install = await t.app.inject({ method: 'GET', url: `${PLATFORM}/integrations/zid/install` });
    expect(install.statusCode).toBe(302);
    const approval = await fetch(install.headers.location as string, { redirect: 'manual' });
    const back = new URL(approval.headers.get('location') ?? '');
    const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    const entry = new URL(callback.headers.location as string);
    expect(entry.searchParams.get('shop')).toBe('600300');
    const token = entry.searchParams.get('token') ?? '';
    const other = await newMerchant(t);
    const confirmed = ok<Connection>(
      await call(t.app, 'POST', '/integrations/pending/confirm', other.token, { shop: '600300', token }),
    );
    expect(confirmed).toMatchObject({ platform: 'zid', shop: '600300', status: 'connected' });
    // The state was used: the same callback again is refused, and no code is exchanged twice.
    const replayed = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(replayed.statusCode).toBe(401);
  });

  it('refuses a merchant who denied the app on Zid: nothing connected', async () => {
    zid.decision = 'deny';
    try {
      const callback = await connectZid(t, zid, await newMerchant(t), '600400');
      expect(callback.statusCode).toBe(401);
    } finally {
      zid.decision = 'approve';
    }
  });
});

describe('Zid not set up on this server', () => {
  it('is offered nowhere: the platforms say so and connecting is refused', async () => {
    const bare = await createTestApp();
    try {
      const merchant = await newMerchant(bare);
      const platforms = ok<{ platform: string; isSetUp: boolean; message: string | null }[]>(
        await call(bare.app, 'GET', '/integrations/platforms', merchant.token),
      );
      expect(platforms.find((p) => p.platform === 'zid')).toEqual({
        platform: 'zid',
        isSetUp: false,
        message: PLATFORM_NOT_SET_UP_MESSAGES.zid,
      });
      const refused = await call(bare.app, 'POST', '/integrations/zid/connect', merchant.token);
      expectError(refused, 412, 'failed_precondition', PLATFORM_NOT_SET_UP_MESSAGES.zid);
    } finally {
      await bare.close();
    }
  });
});
