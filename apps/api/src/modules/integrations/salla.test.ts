import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationConnections, integrationDeliveries, orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { type Merchant, newMerchant, putInState } from '../../test/orders';
import { pdfText, renderPdf } from '../../test/pdf-reader';
import { connectSalla, deliverSalla, SALLA_APP, startAppWithSalla } from '../../test/salla';
import { type SallaStandIn, sallaArabicOrder, sallaOrder } from '../../test/stand-ins/salla/stand-in';
import { call, ok } from '../../test/teams';
import { transitionOrder } from '../orders';

let t: TestApp;
let salla: SallaStandIn;

beforeAll(async () => {
  ({ t, salla } = await startAppWithSalla());
});
afterAll(async () => {
  await t?.close();
  await salla?.close();
});

type Connection = { id: string; shop: string; shopName: string | null; status: string; importedToday: number };

const ordersOf = (accountId: string) => t.database.db.select().from(orders).where(eq(orders.accountId, accountId));
const sealedOf = async (id: string) =>
  (await t.database.db.select().from(integrationConnections).where(eq(integrationConnections.id, id)))[0];

describe('Salla, end to end through the stand-in', () => {
  let merchant: Merchant;
  let connection: Connection;
  const store = '1305146709';
  const send = (name: string, data: unknown, extra: { tamper?: boolean; headers?: Record<string, string> } = {}) =>
    deliverSalla(t, salla, { name, store, data, ...extra });

  beforeAll(async () => {
    merchant = await newMerchant(t);
    connection = await connectSalla<Connection>(t, salla, merchant, store);
  });

  it('connects through the authorization code, the store named by Salla, its tokens sealed', async () => {
    expect(connection.status).toBe('connected');
    const row = await sealedOf(connection.id);
    expect(row?.credentialsSealed).toBeTruthy();
    expect(row?.credentialsSealed).not.toMatch(/salla_(at|rt)_/);
  });

  it('refuses a forged, unsigned or wrongly tokened event with 401 and stores nothing', async () => {
    const before = (await t.database.db.select().from(integrationDeliveries)).length;
    expectError(
      await send('order.created', sallaOrder(900), { tamper: true }),
      401,
      'unauthenticated',
      'The webhook signature does not match.',
    );
    expect((await send('order.created', sallaOrder(901), { headers: { 'x-salla-signature': '' } })).statusCode).toBe(
      401,
    );
    const token = { 'x-salla-security-strategy': 'Token', authorization: 'Bearer not-the-secret' };
    expect((await send('order.created', sallaOrder(902), { headers: token })).statusCode).toBe(401);
    expect((await t.database.db.select().from(integrationDeliveries)).length).toBe(before);
  });

  it('accepts the Token strategy with the app secret', async () => {
    const token = { 'x-salla-security-strategy': 'Token', authorization: 'salla_test_webhook_secret_of_the_app' };
    expect((await send('order.created', sallaOrder(903), { headers: token })).statusCode).toBe(200);
  });

  it('makes one order of an event sent twice, and keeps Arabic names, address and items intact', async () => {
    const first = salla.signedEvent('order.created', store, sallaArabicOrder(1001, 2));
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/integrations/webhooks/salla',
        headers: first.headers,
        payload: first.body,
      });
    expect(ok<{ accepted: boolean }>(await deliver()).accepted).toBe(true);
    // Salla's retry of the same event: the same bytes.
    expect(ok<{ accepted: boolean }>(await deliver()).accepted).toBe(false);
    await t.app.jobs.drain();
    const placed = (await ordersOf(merchant.accountId)).filter((o) => o.partnerOrderId === '71001');
    expect(placed).toHaveLength(1);
    const order = ok<{
      dropoff: { name: string; phone: string; address: string; emirate: string };
      payment: { mode: string; codAmountFils: number };
      items: { name: string; quantity: number }[];
    }>(await call(t.app, 'GET', `/quiqdash/order/${placed[0]?.id}`, merchant.token));
    expect(order.dropoff.name).toBe('ليلى الحداد');
    expect(order.dropoff.phone).toBe('+971501112233');
    expect(JSON.stringify(order)).toContain('شارع الوصل');
    expect(JSON.stringify(order)).toContain('دهن عود ملكي');
    expect(order.payment).toEqual({ mode: 'cod', codAmountFils: 19_500 });
    // The label reads the Arabic back as typed (right to left).
    const label = await t.app.inject({
      method: 'GET',
      url: `/api/platform/quiqdash/orders/labels/${placed[0]?.id}`,
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    expect(label.statusCode).toBe(200);
    const [page] = await pdfText(label.rawPayload);
    expect(page).toContain('ليلى الحداد');
    expect(page).toContain('شارع الوصل');
    const [png] = await renderPdf(label.rawPayload, 'salla-arabic-label');
    console.info(`the Salla order's label rendered for a look: ${png}`);
  });

  it('cancels on order.cancelled and ignores an order awaiting payment', async () => {
    await send('order.created', sallaOrder(1002));
    await send(
      'order.created',
      sallaOrder(1003, { status: { id: 1, name: 'بانتظار الدفع', slug: 'payment_pending' } }),
    );
    await t.app.jobs.drain();
    await send('order.cancelled', sallaOrder(1002, { status: { id: 2, name: 'ملغي', slug: 'canceled' } }));
    await t.app.jobs.drain();
    const rows = await ordersOf(merchant.accountId);
    expect(rows.find((o) => o.partnerOrderId === '71002')?.status).toBe('cancelled');
    expect(rows.find((o) => o.partnerOrderId === '71003')).toBeUndefined();
  });

  it('sends the status back: delivering with the tracking number when collected, delivered when delivered', async () => {
    await send('order.created', sallaOrder(1004));
    await t.app.jobs.drain();
    const order = (await ordersOf(merchant.accountId)).find((o) => o.partnerOrderId === '71004');
    if (!order) throw new Error('not imported');
    const courier = { type: 'courier', id: 'courier_1', name: 'Courier' } as const;
    await transitionOrder(t.database.db, merchant.accountId, order.id, 'ready_for_collection', {
      ...courier,
      type: 'merchant',
    });
    await transitionOrder(t.database.db, merchant.accountId, order.id, 'collected', courier);
    await t.app.jobs.drain();
    for (const state of ['received_at_depot', 'out_for_delivery', 'delivery_complete'] as const)
      await transitionOrder(t.database.db, merchant.accountId, order.id, state, courier);
    await t.app.jobs.drain();
    const sent = salla.statusUpdates.filter((u) => u.orderId === '1004');
    expect(salla.histories.filter((h) => h.orderId === '1004')).toEqual([]);
    expect(sent.map((u) => u.slug)).toEqual(['delivering', 'delivered']);
    expect(sent[0]?.note).toContain(order.id);
  });

  it('adds an order history note when the merchant returns a held order', async () => {
    await send('order.created', sallaOrder(1005));
    await t.app.jobs.drain();
    const order = (await ordersOf(merchant.accountId)).find((o) => o.partnerOrderId === '71005');
    if (!order) throw new Error('not imported');
    await putInState(t, order.id, 'on_hold');
    ok(await call(t.app, 'PUT', `/quiqdash/orders/return/${order.id}`, merchant.token, { reason: 'Customer moved' }));
    await t.app.jobs.drain();
    expect(salla.histories.filter((h) => h.orderId === '1005')).toEqual([
      { merchant: store, orderId: '1005', note: `Sameday: order ${order.id} is being returned to the sender.` },
    ]);
  });

  it('imports recent orders over Salla’s pages, reading each order’s details, older ones left out', async () => {
    const shop = '1305146712';
    const other = await newMerchant(t);
    const importing = await connectSalla<Connection>(t, salla, other, shop);
    const today = new Date().toISOString().slice(0, 10);
    for (let i = 0; i < 20; i += 1)
      salla
        .storeOf(shop)
        .orders.set(
          String(3000 + i),
          sallaOrder(3000 + i, { date: { date: `${today} 09:00:00.000000`, timezone: 'Asia/Riyadh' } }),
        );
    salla
      .storeOf(shop)
      .orders.set('3999', sallaOrder(3999, { date: { date: '2020-01-01 09:00:00.000000', timezone: 'Asia/Riyadh' } }));
    ok(await call(t.app, 'POST', `/integrations/connections/${importing.id}/import`, other.token, { days: 7 }));
    await t.app.jobs.drain();
    const placed = (await ordersOf(other.accountId)).map((o) => o.partnerOrderId);
    expect(placed).toHaveLength(20);
    expect(placed).not.toContain('73999');
    const details = salla.requests.filter((r) => /^GET \/admin\/v2\/orders\/\d+$/.test(r));
    expect(details.length).toBeGreaterThanOrEqual(20);
  });

  it('renews a token about to end with the refresh token, and keeps the new pair sealed', async () => {
    const shop = '1305146710';
    const other = await newMerchant(t);
    salla.tokenLifetimeSeconds = 3600;
    const renewing = await connectSalla<Connection>(t, salla, other, shop);
    salla.tokenLifetimeSeconds = 1_209_600;
    const sealedBefore = (await sealedOf(renewing.id))?.credentialsSealed;
    salla.storeOf(shop).orders.set('2001', sallaOrder(2001));
    const started = await call(t.app, 'POST', `/integrations/connections/${renewing.id}/import`, other.token, {
      days: 30,
    });
    expect(started.statusCode, started.body).toBe(200);
    await t.app.jobs.drain();
    expect((await ordersOf(other.accountId)).map((o) => o.partnerOrderId)).toEqual(['72001']);
    expect((await sealedOf(renewing.id))?.credentialsSealed).not.toBe(sealedBefore);
    // The renewed pair works again (the old one ended with the refresh).
    salla.storeOf(shop).orders.set('2002', sallaOrder(2002));
    await call(t.app, 'POST', `/integrations/connections/${renewing.id}/import`, other.token, { days: 30 });
    await t.app.jobs.drain();
    expect((await ordersOf(other.accountId)).map((o) => o.partnerOrderId).sort()).toEqual(['72001', '72002']);
  });

  it('seals the tokens app.store.authorize brings for a connected store, without storing the event', async () => {
    const before = (await sealedOf(connection.id))?.credentialsSealed;
    const answered = await send('app.store.authorize', {
      id: 1911645512,
      app_name: 'Sameday',
      access_token: 'salla_at_from_easy_mode',
      refresh_token: 'salla_rt_from_easy_mode',
      expires: Math.floor(Date.now() / 1000) + 1_209_600,
      scope: 'offline_access',
      token_type: 'bearer',
    });
    expect(ok<{ accepted: boolean }>(answered).accepted).toBe(true);
    const row = await sealedOf(connection.id);
    expect(row?.credentialsSealed).not.toBe(before);
    expect(row?.credentialsSealed).not.toContain('easy_mode');
    const stored = await t.database.db
      .select()
      .from(integrationDeliveries)
      .where(eq(integrationDeliveries.topic, 'app.store.authorize'));
    expect(stored).toEqual([]);
  });

  it('disconnects the store on app.uninstalled', async () => {
    await send('app.uninstalled', { id: 1911645512, app_name: 'Sameday' });
    await t.app.jobs.drain();
    const row = await sealedOf(connection.id);
    expect(row?.status).toBe('disconnected');
    expect(row?.credentialsSealed).toBeNull();
  });

  it('from Salla’s app store (no state): the store waits behind an entry link a signed-in merchant confirms', async () => {
    salla.approveAs = '1305146711';
    const approval = await fetch(
      `${salla.accountsUrl}/oauth2/auth?client_id=sameday-salla-app&response_type=code&redirect_uri=${encodeURIComponent('http://localhost:3000/api/platform/integrations/salla/callback')}&scope=offline_access`,
      { redirect: 'manual' },
    );
    salla.approveAs = null;
    const back = new URL(approval.headers.get('location') ?? '');
    const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(callback.statusCode).toBe(302);
    const entry = new URL(callback.headers.location as string);
    expect(entry.pathname).toBe('/integrations');
    const someone = await newMerchant(t);
    const confirmed = await call(t.app, 'POST', '/integrations/pending/confirm', someone.token, {
      shop: entry.searchParams.get('shop'),
      token: entry.searchParams.get('token'),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const list = ok<Connection[]>(await call(t.app, 'GET', '/integrations/connections', someone.token));
    // Salla names the store by a number; the screens show the name Salla gives it.
    expect(list.map((c) => [c.shop, c.shopName])).toEqual([['1305146711', 'متجر 1305146711']]);
  });

  it('refuses a callback with an unknown state or code', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/platform/integrations/salla/callback?code=nope&state=forged',
    });
    expectError(
      unknown,
      401,
      'unauthenticated',
      'This Salla link is not valid or has expired. Connect the store again.',
    );
  });
});

describe('Salla behind the outbound guard', () => {
  it('never connects to an address the guard refuses: the code exchange answers unavailable, nothing reaches Salla', async () => {
    const guarded = await createTestApp({
      // The stand-in's port is allowed, so only its loopback address can refuse it.
      outbound: { trustedHosts: [], ports: [salla.port] },
      salla: { ...SALLA_APP, accountsUrl: salla.accountsUrl, apiUrl: salla.apiUrl },
    });
    try {
      const merchant = await newMerchant(guarded);
      const { authorizeUrl } = ok<{ authorizeUrl: string }>(
        await call(guarded.app, 'POST', '/integrations/salla/connect', merchant.token, {}),
      );
      const approval = await fetch(authorizeUrl, { redirect: 'manual' });
      const back = new URL(approval.headers.get('location') ?? '');
      const before = salla.requests.length;
      const callback = await guarded.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      expectError(callback, 503, 'unavailable', 'Salla could not be reached. Try connecting again in a moment.');
      expect(salla.requests.slice(before)).toEqual([]);
    } finally {
      await guarded.close();
    }
  });
});

describe('Salla not configured', () => {
  it('is not offered, and Connect answers that it is not set up', async () => {
    const bare = await createTestApp();
    try {
      const merchant = await newMerchant(bare);
      const platforms = ok<{ platform: string; isSetUp: boolean }[]>(
        await call(bare.app, 'GET', '/integrations/platforms', merchant.token),
      );
      expect(platforms.find((p) => p.platform === 'salla')?.isSetUp).toBe(false);
      const refused = await call(bare.app, 'POST', '/integrations/salla/connect', merchant.token, {});
      expect(refused.statusCode).toBe(412);
      expect((await call(bare.app, 'POST', '/integrations/webhooks/salla', undefined, {})).statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
