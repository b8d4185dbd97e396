import {
  APP_VERSION,
  FIRST_SCREEN_FLAGS,
  FirstScreenSchema,
  PERMISSIONS_VERSION,
  QUIQDASH_MESSAGES,
  QuiqdashInitSchema,
} from '@sameday/contract';
import { jwtVerify } from 'jose';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, expectError } from '../../test/identity';
import { type Merchant, newMerchant, placeOrder, putInState } from '../../test/orders';
import { addressBody, call, createTeam, joinTeam, makeAdmin, newMember, ok } from '../../test/teams';

const EMBED_SECRET = 'reporting-embed-secret-of-32-characters!';

let t: TestApp;
let shop: Merchant;
let other: Merchant;
beforeAll(async () => {
  t = await createTestApp({ reporting: { dashboardIds: ['deliveries', 'finance-2026'], embedSecret: EMBED_SECRET } });
  shop = await newMerchant(t);
  other = await newMerchant(t);
});
afterAll(async () => t?.close());

type Marks = { orderId: string; exportedAt: string | null; unpooledAt: string | null };

describe('GET /quiqdash/init', () => {
  it("answers the account with its user, the caller's permissions and the version, in one call", async () => {
    const init = QuiqdashInitSchema.parse(ok(await call(t.app, 'GET', '/quiqdash/init', shop.token)));
    expect(init.appVersion).toBe(APP_VERSION);
    expect(init.account.id).toBe(shop.accountId);
    expect(init.account.user.email).toBe(shop.email);
    expect(init.permissions).toMatchObject({ version: PERMISSIONS_VERSION, accountId: shop.accountId, role: 'owner' });
    expect(init.permissions.permissions).toContain('orders:write');
  });
});

describe('GET /quiqdash/first-screen', () => {
  const FIRST_PAGE = 'group=pending&limit=100';
  const screenOf = async (token: string, query = FIRST_PAGE) =>
    FirstScreenSchema.parse(ok(await call(t.app, 'GET', `/quiqdash/first-screen?${query}`, token)));

  it('answers each part as its own call answers it, for the list query sent', async () => {
    const seller = await newMerchant(t);
    const older = await placeOrder(t, seller);
    const newer = await placeOrder(t, seller);
    const delivered = await placeOrder(t, seller);
    await putInState(t, delivered.id, 'delivery_complete');
    const screen = await screenOf(seller.token);
    expect(screen.account).toEqual(ok(await call(t.app, 'GET', '/account', seller.token)));
    expect(screen.permissions).toEqual(
      ok(await call(t.app, 'GET', `/permissions?version=${PERMISSIONS_VERSION}`, seller.token)),
    );
    expect(screen.preferences).toEqual(ok(await call(t.app, 'GET', '/partner/preferences', seller.token)));
    expect(screen.counts).toEqual(ok(await call(t.app, 'GET', '/quiqdash/orders/group_counts', seller.token)));
    expect(screen.counts?.total).toBe(3);
    expect(screen.orders).toEqual(ok(await call(t.app, 'GET', `/quiqdash/orders?${FIRST_PAGE}`, seller.token)));
    expect(screen.orders?.orders.map((order) => order.id)).toEqual([newer.id, older.id]);
    const page = await screenOf(seller.token, 'limit=1');
    expect(page.orders?.orders.map((order) => order.id)).toEqual([delivered.id]);
    expect(page.orders?.nextCursor).not.toBeNull();
  });

  it("answers the account banner's standing and notifications as their own calls do, the account's only", async () => {
    const seller = await newMerchant(t);
    const admin = await newMember(t.app);
    await makeAdmin(t, admin);
    const publish = (body: Record<string, unknown>) => call(t.app, 'POST', '/admin/notifications', admin.token, body);
    ok(await publish({ accountId: seller.accountId, title: 'Pickup slot moved', message: 'Your pickup is at 14:00.' }));
    ok(await publish({ accountId: other.accountId, title: 'For the other', message: 'Not for this merchant.' }));
    const screen = await screenOf(seller.token);
    const standing = await t.app.inject({
      method: 'GET',
      url: '/api/invoicer/user-config',
      headers: bearer(seller.token),
    });
    expect(screen.userConfig).toEqual(ok(standing));
    expect(screen.userConfig.isOrderSubmissionBlocked).toBe(false);
    expect(screen.notifications).toEqual(ok(await call(t.app, 'GET', '/quiqdash/notifications', seller.token)));
    const titles = screen.notifications.map((notification) => notification.title);
    expect(titles).toContain('Pickup slot moved');
    expect(titles).not.toContain('For the other');
  });

  it("decides the shell's flags for the user, as the flags call does", async () => {
    const screen = await screenOf(shop.token);
    expect(Object.keys(screen.flags).sort()).toEqual([...FIRST_SCREEN_FLAGS].sort());
    for (const flag of FIRST_SCREEN_FLAGS) {
      const decided = await call(t.app, 'POST', '/featureflags/decide', shop.token, {
        Feature: flag,
        Identifier: screen.account.user.salesforceId,
      });
      const expected = decided.statusCode === 404 ? false : ok<{ Enabled: boolean }>(decided).Enabled;
      expect(screen.flags[flag], flag).toBe(expected);
    }
  });

  it("holds the caller's account only: another merchant's orders and account never appear", async () => {
    const mine = await placeOrder(t, shop);
    const theirs = await placeOrder(t, other);
    const shopScreen = await screenOf(shop.token);
    const otherScreen = await screenOf(other.token);
    expect(shopScreen.account.id).toBe(shop.accountId);
    expect(shopScreen.permissions.accountId).toBe(shop.accountId);
    const shopIds = shopScreen.orders?.orders.map((order) => order.id) ?? [];
    const otherIds = otherScreen.orders?.orders.map((order) => order.id) ?? [];
    expect(shopIds).toContain(mine.id);
    expect(shopIds).not.toContain(theirs.id);
    expect(otherIds).toEqual([theirs.id]);
    expect(otherScreen.account.id).toBe(other.accountId);
    expect(otherScreen.counts?.total).toBe(1);
  });

  it("answers a team member in the owner's account with the member's own role", async () => {
    const owner = await newMerchant(t);
    await createTeam(t.app, owner);
    const pickup = ok<{ id: string }>(await call(t.app, 'POST', '/partner/addresses', owner.token, addressBody()));
    const order = await placeOrder(t, { ...owner, pickupId: pickup.id });
    const { member } = await joinTeam(t, owner, 'viewer');
    const screen = await screenOf(member.token);
    expect(screen.permissions).toMatchObject({ accountId: owner.accountId, role: 'viewer' });
    expect(screen.permissions.permissions).not.toContain('orders:write');
    expect(screen.orders?.orders.map((one) => one.id)).toEqual([order.id]);
  });

  it('answers nothing without a session, nor for a bad list query', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const refused = await call(t.app, 'GET', `/quiqdash/first-screen?${FIRST_PAGE}`, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'unauthenticated' });
      expect(refused.body).not.toContain('"orders"');
    }
    const bad = await call(t.app, 'GET', '/quiqdash/first-screen?limit=5000', shop.token);
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /quiqdash/orders/export/{id}', () => {
  it('records the order as exported once: repeating keeps the first time', async () => {
    const order = await placeOrder(t, shop);
    const first = ok<Marks>(await call(t.app, 'PUT', `/quiqdash/orders/export/${order.id}`, shop.token));
    expect(first).toMatchObject({ orderId: order.id, unpooledAt: null });
    expect(Date.parse(first.exportedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const again = ok<Marks>(await call(t.app, 'PUT', `/quiqdash/orders/export/${order.id}`, shop.token));
    expect(again.exportedAt).toBe(first.exportedAt);
  });

  it("answers not found for another account's order and for an unknown one", async () => {
    const order = await placeOrder(t, shop);
    for (const id of [order.id, 'ord_missing']) {
      expectError(
        await call(t.app, 'PUT', `/quiqdash/orders/export/${id}`, other.token),
        404,
        'not_found',
        'Order not found',
      );
    }
  });

  it('needs orders:write: a viewer of the team may not', async () => {
    const owner = await newMerchant(t);
    await createTeam(t.app, owner);
    const pickup = ok<{ id: string }>(await call(t.app, 'POST', '/partner/addresses', owner.token, addressBody()));
    const order = await placeOrder(t, { ...owner, pickupId: pickup.id });
    const { member } = await joinTeam(t, owner, 'viewer');
    const response = await call(t.app, 'PUT', `/quiqdash/orders/export/${order.id}`, member.token);
    expect(response.statusCode).toBe(403);
    ok(await call(t.app, 'PUT', `/quiqdash/orders/export/${order.id}`, owner.token));
  });
});

describe('the export mark where the merchant sees it', () => {
  type Page = { orders: { id: string; exportedAt?: string | null }[]; nextCursor: string | null };
  const idsOf = (page: Page) => page.orders.map((order) => order.id);
  let seller: Merchant;
  let exported: Marks;
  let waiting: string;
  beforeAll(async () => {
    seller = await newMerchant(t);
    const first = await placeOrder(t, seller);
    waiting = (await placeOrder(t, seller)).id;
    exported = ok<Marks>(await call(t.app, 'PUT', `/quiqdash/orders/export/${first.id}`, seller.token));
    // An unpool mark alone is no export: the order stays "not yet exported".
    ok(await call(t.app, 'PUT', `/quiqdash/missions/unpool/orders/${waiting}`, seller.token));
  });

  it('lists only the orders not yet exported with exported=no, and each order with its export time', async () => {
    const all = ok<Page>(await call(t.app, 'GET', '/quiqdash/orders', seller.token));
    expect(idsOf(all)).toEqual([waiting, exported.orderId]);
    expect(all.orders.map((order) => order.exportedAt)).toEqual([null, exported.exportedAt]);
    const notYet = ok<Page>(await call(t.app, 'GET', '/quiqdash/orders?exported=no', seller.token));
    expect(idsOf(notYet)).toEqual([waiting]);
    const alsoSearched = ok<Page>(
      await call(t.app, 'GET', `/quiqdash/orders?exported=no&q=${exported.orderId}`, seller.token),
    );
    expect(idsOf(alsoSearched)).toEqual([]);
  });

  it("keeps another account's export out of the filter and refuses an unknown value", async () => {
    const neighbour = await newMerchant(t);
    const theirs = await placeOrder(t, neighbour);
    ok(await call(t.app, 'PUT', `/quiqdash/orders/export/${theirs.id}`, neighbour.token));
    expect(idsOf(ok<Page>(await call(t.app, 'GET', '/quiqdash/orders?exported=no', seller.token)))).toEqual([waiting]);
    expect(idsOf(ok<Page>(await call(t.app, 'GET', '/quiqdash/orders?exported=no', neighbour.token)))).toEqual([]);
    expect((await call(t.app, 'GET', '/quiqdash/orders?exported=yes', seller.token)).statusCode).toBe(400);
  });

  it("shows the export time in one order's details", async () => {
    const one = ok<{ exportedAt: string | null }>(
      await call(t.app, 'GET', `/quiqdash/order/${exported.orderId}`, seller.token),
    );
    expect(one.exportedAt).toBe(exported.exportedAt);
    expect(
      ok<{ exportedAt: string | null }>(await call(t.app, 'GET', `/quiqdash/order/${waiting}`, seller.token)),
    ).toMatchObject({ exportedAt: null });
  });

  it('writes the export time in the CSV at Dubai time, empty for an order not yet exported', async () => {
    const rowsOf = async (query: string) => {
      const response = await call(t.app, 'GET', `/quiqdash/orders/download${query}`, seller.token);
      expect(response.statusCode).toBe(200);
      const parsed = Papa.parse<string[]>(response.body.slice(1), { skipEmptyLines: true });
      expect(parsed.errors).toEqual([]);
      return parsed.data;
    };
    const [header, ...rows] = await rowsOf('');
    const column = header?.indexOf('Exported (Dubai)') ?? -1;
    expect(column).toBeGreaterThan(0);
    const dubai = new Date(Date.parse(exported.exportedAt ?? '') + 4 * 3_600_000).toISOString();
    const byId = new Map(rows.map((row) => [row[0], row[column]]));
    expect(byId.get(exported.orderId)).toBe(`${dubai.slice(0, 10)} ${dubai.slice(11, 16)}`);
    expect(byId.get(waiting)).toBe('');
    const [, ...picked] = await rowsOf(`?ids=${exported.orderId}`);
    expect(picked.map((row) => row[column])).toEqual([byId.get(exported.orderId)]);
    const [, ...notYet] = await rowsOf('?exported=no');
    expect(notYet.map((row) => row[0])).toEqual([waiting]);
  });
});

describe('PUT /quiqdash/missions/unpool/orders/{id}', () => {
  it('takes an order out of pooled missions before collection, and keeps the export mark beside it', async () => {
    const order = await placeOrder(t, shop);
    ok(await call(t.app, 'PUT', `/quiqdash/orders/export/${order.id}`, shop.token));
    const marks = ok<Marks>(await call(t.app, 'PUT', `/quiqdash/missions/unpool/orders/${order.id}`, shop.token));
    expect(marks.exportedAt).not.toBeNull();
    expect(marks.unpooledAt).not.toBeNull();
  });

  it('refuses once the order is collected', async () => {
    const order = await placeOrder(t, shop);
    await putInState(t, order.id, 'collected');
    expectError(
      await call(t.app, 'PUT', `/quiqdash/missions/unpool/orders/${order.id}`, shop.token),
      412,
      'failed_precondition',
      QUIQDASH_MESSAGES.alreadyCollected,
    );
  });

  it("answers not found for another account's order", async () => {
    const order = await placeOrder(t, shop);
    const response = await call(t.app, 'PUT', `/quiqdash/missions/unpool/orders/${order.id}`, other.token);
    expectError(response, 404, 'not_found', 'Order not found');
  });
});

describe('GET /quiqdash/reports/token/{id}?userKey', () => {
  const userKeyOf = async (merchant: Merchant) =>
    ok<{ gid: string }>(await call(t.app, 'GET', '/partner/user', merchant.token)).gid;

  it("mints a signed token for a configured dashboard, locked to the caller's account", async () => {
    const userKey = await userKeyOf(shop);
    const answer = ok<{ dashboardId: string; token: string; expiresAt: string }>(
      await call(t.app, 'GET', `/quiqdash/reports/token/deliveries?userKey=${userKey}`, shop.token),
    );
    expect(answer.dashboardId).toBe('deliveries');
    const { payload } = await jwtVerify(answer.token, new TextEncoder().encode(EMBED_SECRET));
    expect(payload).toMatchObject({
      resource: { dashboard: 'deliveries' },
      params: { account_id: shop.accountId },
      sub: userKey,
    });
    expect((payload.exp ?? 0) * 1000).toBe(Date.parse(answer.expiresAt));
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeLessThanOrEqual(600_000);
  });

  it("refuses another user's key, an unknown dashboard and a missing key", async () => {
    const otherKey = await userKeyOf(other);
    expectError(
      await call(t.app, 'GET', `/quiqdash/reports/token/deliveries?userKey=${otherKey}`, shop.token),
      403,
      'permission_denied',
      QUIQDASH_MESSAGES.notYourUserKey,
    );
    const userKey = await userKeyOf(shop);
    expectError(
      await call(t.app, 'GET', `/quiqdash/reports/token/unknown?userKey=${userKey}`, shop.token),
      404,
      'not_found',
      QUIQDASH_MESSAGES.unknownDashboard,
    );
    expect((await call(t.app, 'GET', '/quiqdash/reports/token/deliveries', shop.token)).statusCode).toBe(400);
  });

  it('says so when embedded reports are not set up', async () => {
    const bare = await createTestApp();
    try {
      const merchant = await newMerchant(bare);
      const userKey = ok<{ gid: string }>(await call(bare.app, 'GET', '/partner/user', merchant.token)).gid;
      expectError(
        await call(bare.app, 'GET', `/quiqdash/reports/token/deliveries?userKey=${userKey}`, merchant.token),
        412,
        'failed_precondition',
        QUIQDASH_MESSAGES.reportsNotConfigured,
      );
    } finally {
      await bare.close();
    }
  }, 120_000);
});
