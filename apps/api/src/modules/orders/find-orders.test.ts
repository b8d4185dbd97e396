import { type GroupCounts, ORDER_STATUS_GROUPS, ORDER_STATUSES, type Order, type OrderStatus } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, fieldMessage, NOT_VALID } from '../../test/identity';
import {
  idsOf,
  listAll,
  type Merchant,
  newMerchant,
  placeOrder,
  postOrder,
  putInState,
  setCreatedAt,
  withRecipient,
} from '../../test/orders';
import { call, ok } from '../../test/teams';
import { type FindOrdersQuery, listOrders } from './service/find-orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Page = { orders: Order[]; nextCursor: string | null };
const list = async (token: string, query: string) =>
  ok<Page>(await call(t.app, 'GET', `/quiqdash/orders?${query}`, token));
const counts = async (token: string, query = '') =>
  ok<GroupCounts>(await call(t.app, 'GET', `/quiqdash/orders/group_counts?${query}`, token));

async function place(merchant: Merchant, recipient: Record<string, unknown>, partnerOrderId?: string) {
  return ok<Order>(
    await postOrder(t, merchant.token, { ...withRecipient(merchant.pickupId, recipient), partnerOrderId }),
  );
}

describe('searching and filtering the orders list', () => {
  let shop: Merchant;
  let fatima: Order;
  let mohammed: Order;
  let john: Order;
  let fillers: Order[];
  beforeAll(async () => {
    shop = await newMerchant(t);
    fatima = await place(shop, { name: 'Fatima Noor', phone: '+971509876543' }, 'SHOP-1001');
    mohammed = await place(shop, { name: 'محمد الحسن', phone: '+971521112233' }, 'AMZ_77%');
    john = await place(shop, { name: 'John Smith', phone: '+97142223344' });
    fillers = [];
    for (let i = 0; i < 6; i += 1) {
      fillers.push(await place(shop, { name: `Filler ${i}`, phone: `+97155000000${i}` }, `F-${i}`));
    }
    // Some other merchant's orders match the same searches and must never show up.
    const other = await newMerchant(t);
    await place(other, { name: 'Fatima Noor', phone: '+971509876543' }, 'SHOP-1001');
  });

  it('lists the account’s orders newest first, only its own', async () => {
    const page = await list(shop.token, 'limit=200');
    expect(idsOf(page.orders)).toEqual(idsOf([...fillers].reverse().concat([john, mohammed, fatima])));
    expect(page.orders.every((order) => order.accountId === shop.accountId)).toBe(true);
    expect(page.nextCursor).toBeNull();
  });

  it.each([
    ['an id prefix', (o: Order) => o.id.slice(0, 7), 'fatima'],
    ['an id prefix in lower case', (o: Order) => o.id.slice(0, 7).toLowerCase(), 'fatima'],
    ['a whole id', (o: Order) => o.id, 'fatima'],
    ['the reference', () => 'SHOP-1001', 'fatima'],
    ['part of the reference', () => 'shop-10', 'fatima'],
    ['a reference with % and _ taken literally', () => 'AMZ_77%', 'mohammed'],
    ['the recipient’s name', () => 'Fatima Noor', 'fatima'],
    ['part of the name in another case', () => 'noor', 'fatima'],
    ['an Arabic name', () => 'الحسن', 'mohammed'],
    ['the phone as stored', () => '+971509876543', 'fatima'],
    ['the phone as typed in the UAE', () => '050 987 6543', 'fatima'],
    ['the phone with 00971', () => '00971 50 987 6543', 'fatima'],
    ['the last digits of the phone', () => '6543', 'fatima'],
    ['a landline', () => '04 222 3344', 'john'],
  ] as [string, (o: Order) => string, 'fatima' | 'mohammed' | 'john'][])(
    'finds an order by %s',
    async (_label, term, who) => {
      const wanted = { fatima, mohammed, john }[who];
      const found = await list(shop.token, `q=${encodeURIComponent(term(wanted))}`);
      expect(idsOf(found.orders)).toEqual([wanted.id]);
    },
  );

  it('finds nothing for a term nobody matches, and treats % and _ as text', async () => {
    for (const q of ['zzz-nothing', '%', '_', 'SD%']) {
      expect((await list(shop.token, `q=${encodeURIComponent(q)}`)).orders).toEqual(
        q === '%' || q === '_' ? [mohammed].map((o) => expect.objectContaining({ id: o.id })) : [],
      );
    }
  });

  it('searches the phones only for a term written as a phone, not for the digits inside an id or a word', async () => {
    // Every filler's phone holds 5500 (+97155000000N): an id or a reference holding those digits finds none of them.
    for (const q of ['SD5ZFPX50N0N', 'AB5500CD', 'ref-55-00']) {
      expect((await list(shop.token, `q=${encodeURIComponent(q)}`)).orders).toEqual([]);
    }
    expect(idsOf((await list(shop.token, 'q=5500')).orders)).toEqual(idsOf([...fillers].reverse()));
    expect(idsOf((await list(shop.token, `q=${encodeURIComponent('(055) 000-000')}`)).orders)).toEqual(
      idsOf([...fillers].reverse()),
    );
  });

  it('filters by status and by group, and refuses unknown ones', async () => {
    await putInState(t, fillers[0]?.id as string, 'collected');
    await putInState(t, fillers[1]?.id as string, 'out_for_delivery');
    await putInState(t, fillers[2]?.id as string, 'delivery_failed', 1);
    await putInState(t, fillers[3]?.id as string, 'cancelled');
    expect(idsOf((await list(shop.token, 'status=collected')).orders)).toEqual([fillers[0]?.id]);
    expect(idsOf((await list(shop.token, 'group=in_transit')).orders)).toEqual([fillers[1]?.id, fillers[0]?.id]);
    expect(idsOf((await list(shop.token, 'group=attention')).orders)).toEqual([fillers[2]?.id]);
    expect(idsOf((await list(shop.token, 'group=cancelled')).orders)).toEqual([fillers[3]?.id]);
    expect((await list(shop.token, 'group=pending')).orders).toHaveLength(5);
    expect(idsOf((await list(shop.token, 'group=pending&q=filler')).orders)).toEqual([fillers[5]?.id, fillers[4]?.id]);

    const group = await call(t.app, 'GET', '/quiqdash/orders?group=teleported', shop.token);
    expectError(group, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(group, 'group')).toBe('Unknown order group');
    const status = await call(t.app, 'GET', '/quiqdash/orders?status=teleported', shop.token);
    expectError(status, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(status, 'status')).toBeTruthy();
  });
});

describe('the date filter, in Dubai time', () => {
  let shop: Merchant;
  const at: Record<string, Order> = {};
  beforeAll(async () => {
    shop = await newMerchant(t);
    // Dubai is UTC+4: 19:59 UTC is 23:59 the same day, 20:00 UTC is midnight of the next.
    const times = {
      lastMinuteOf10th: '2026-01-10T19:59:59.999Z',
      midnightOf11th: '2026-01-10T20:00:00.000Z',
      noonOf11th: '2026-01-11T08:00:00.000Z',
      lastMinuteOf11th: '2026-01-11T19:59:59.999Z',
      midnightOf12th: '2026-01-11T20:00:00.000Z',
      february: '2026-02-15T06:00:00.000Z',
    };
    for (const [name, createdAt] of Object.entries(times)) {
      at[name] = await placeOrder(t, shop);
      await setCreatedAt(t, (at[name] as Order).id, createdAt);
    }
  });
  const namesIn = async (query: string) => {
    const found = new Set(idsOf((await list(shop.token, `${query}&limit=200`)).orders));
    return Object.keys(at).filter((name) => found.has((at[name] as Order).id));
  };

  it('takes from and to as whole Dubai days, both included', async () => {
    expect(await namesIn('from=2026-01-11&to=2026-01-11')).toEqual([
      'midnightOf11th',
      'noonOf11th',
      'lastMinuteOf11th',
    ]);
    expect(await namesIn('to=2026-01-10')).toEqual(['lastMinuteOf10th']);
    expect(await namesIn('from=2026-01-12&to=2026-01-31')).toEqual(['midnightOf12th']);
    expect(await namesIn('from=2026-02-01')).toEqual(['february']);
    expect(await namesIn('from=2026-01-10&to=2026-02-15')).toEqual(Object.keys(at));
    expect(await namesIn('from=2026-01-12&to=2026-01-11')).toEqual([]);
  });

  it('counts the groups over the same Dubai days', async () => {
    expect(await counts(shop.token, 'from=2026-01-11&to=2026-01-11')).toMatchObject({
      total: 3,
      statuses: { pending: 3 },
    });
    expect((await counts(shop.token, 'to=2026-01-10')).total).toBe(1);
    expect((await counts(shop.token)).total).toBe(6);
  });

  it.each(['2026-13-01', '2026-02-30', '11-01-2026', 'yesterday'])('refuses the date %s', async (date) => {
    for (const path of [`/quiqdash/orders?from=${date}`, `/quiqdash/orders/group_counts?to=${date}`]) {
      const response = await call(t.app, 'GET', path, shop.token);
      expectError(response, 400, 'invalid_argument', NOT_VALID);
      expect(fieldMessage(response, path.includes('from') ? 'from' : 'to')).toBe('Use a date like 2026-11-23');
    }
  });
});

describe('keyset pagination', () => {
  let shop: Merchant;
  let all: Order[];
  beforeAll(async () => {
    shop = await newMerchant(t);
    all = [];
    for (let i = 0; i < 23; i += 1) all.push(await placeOrder(t, shop, { partnerOrderId: `P-${i}` }));
    // Six orders share one instant: the id breaks the tie.
    for (const order of all.slice(5, 11)) await setCreatedAt(t, order.id, '2026-03-01T10:00:00.000Z');
  });

  async function walk(query: string, limit: number) {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(shop.token, `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 100);
    return pages;
  }

  it.each([1, 2, 5, 7, 22, 23, 24, 200])('pages through every order once at %i a page', async (limit) => {
    const pages = await walk('', limit);
    const seen = pages.flatMap((page) => idsOf(page.orders));
    expect(seen).toHaveLength(23);
    expect(new Set(seen)).toEqual(new Set(idsOf(all)));
    expect(pages).toHaveLength(Math.ceil(23 / limit));
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.slice(0, -1).every((page) => page.orders.length === limit && page.nextCursor)).toBe(true);
    // The same order as one big page.
    expect(seen).toEqual(idsOf((await list(shop.token, 'limit=200')).orders));
  });

  it('pages through a filtered list', async () => {
    for (const order of all.slice(0, 9)) await putInState(t, order.id, 'ready_for_collection');
    const seen = (await walk('group=ready_for_collection', 2)).flatMap((page) => idsOf(page.orders));
    expect(new Set(seen)).toEqual(new Set(idsOf(all.slice(0, 9))));
    expect(seen).toHaveLength(9);
    for (const order of all.slice(0, 9)) await putInState(t, order.id, 'pending');
  });

  it('loses no order whose creation times differ by microseconds', async () => {
    const close = await newMerchant(t);
    const placed: Order[] = [];
    for (let i = 0; i < 4; i += 1) placed.push(await placeOrder(t, close));
    const micros = ['2026-04-01 10:00:00.123456+00', '2026-04-01 10:00:00.123400+00', '2026-04-01 10:00:00.123001+00'];
    for (const [i, createdAt] of micros.entries()) await setCreatedAt(t, (placed[i] as Order).id, createdAt);
    await setCreatedAt(t, (placed[3] as Order).id, '2026-04-01 10:00:00.122999+00');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list(close.token, `limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...idsOf(page.orders));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(idsOf(placed));
  });

  it('ends with nextCursor null, and an empty list has no cursor', async () => {
    const empty = await newMerchant(t);
    expect(await list(empty.token, '')).toEqual({ orders: [], nextCursor: null });
    expect((await list(shop.token, 'limit=23')).nextCursor).toBeNull();
    expect((await list(shop.token, 'limit=22')).nextCursor).toEqual(expect.any(String));
  });

  it('answers 50 orders a page by default', async () => {
    const many = await newMerchant(t);
    for (let i = 0; i < 51; i += 1) await placeOrder(t, many);
    const page = await list(many.token, '');
    expect(page.orders).toHaveLength(50);
    expect(page.nextCursor).not.toBeNull();
  });

  it.each([
    ['not base64 at all', '!!!'],
    ['no separator', Buffer.from('2026-01-01T00:00:00.000Z').toString('base64url')],
    ['no date', Buffer.from('yesterday|SD123').toString('base64url')],
    ['no id', Buffer.from('2026-01-01T00:00:00.000Z|').toString('base64url')],
    ['garbage', 'bm90LWEtY3Vyc29y'],
  ])('refuses a cursor with %s', async (_label, cursor) => {
    const response = await call(t.app, 'GET', `/quiqdash/orders?cursor=${cursor}`, shop.token);
    expectError(response, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(response, 'cursor')).toBe('Invalid cursor');
  });

  it.each(['0', '201', 'ten', '2.5'])('refuses a limit of %s', async (limit) => {
    const response = await call(t.app, 'GET', `/quiqdash/orders?limit=${limit}`, shop.token);
    expectError(response, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(response, 'limit')).toBeTruthy();
  });
});

describe('GET /quiqdash/orders/group_counts', () => {
  it('counts each status and each tab exactly as the list shows them', async () => {
    const shop = await newMerchant(t);
    const plan: OrderStatus[] = [
      'pending',
      'pending',
      'pending',
      'ready_for_collection',
      'ready_for_collection',
      'collected',
      'received_at_depot',
      'out_for_delivery',
      'delivery_complete',
      'delivery_complete',
      'delivery_failed',
      'on_hold',
      'return_to_origin',
      'returned_to_origin',
      'cancelled',
    ];
    for (const status of plan) {
      const order = await placeOrder(t, shop);
      await putInState(t, order.id, status);
    }
    const other = await newMerchant(t);
    await placeOrder(t, other);

    const answer = await counts(shop.token);
    expect(answer.total).toBe(plan.length);
    for (const status of ORDER_STATUSES) {
      const listed = await listAll(t, shop.token, `status=${status}`);
      expect(answer.statuses[status] ?? 0).toBe(listed.length);
      expect(answer.statuses[status] ?? 0).toBe(plan.filter((s) => s === status).length);
    }
    expect(Object.keys(answer.groups)).toEqual(ORDER_STATUS_GROUPS.map((group) => group.key));
    for (const group of ORDER_STATUS_GROUPS) {
      expect(answer.groups[group.key]).toBe((await listAll(t, shop.token, `group=${group.key}`)).length);
    }
    expect(answer.groups).toEqual({
      pending: 3,
      ready_for_collection: 2,
      in_transit: 3,
      attention: 2,
      delivered: 2,
      returns: 2,
      cancelled: 1,
    });
    expect(Object.values(answer.groups).reduce((a, b) => a + b, 0)).toBe(answer.total);
  });

  it('answers zeros for an account without orders', async () => {
    const empty = await newMerchant(t);
    const answer = await counts(empty.token);
    expect(answer).toEqual({
      total: 0,
      statuses: {},
      groups: Object.fromEntries(ORDER_STATUS_GROUPS.map((group) => [group.key, 0])),
    });
  });
});

describe('the list’s orders and their items', () => {
  it('answers each order exactly as it is read alone: every item, in its order, with or without a barcode', async () => {
    const shop = await newMerchant(t);
    const items = [
      { name: 'Perfume 100ml', quantity: 2, weightKg: 0.4, barcode: 'BC-1' },
      { name: 'Gift box', quantity: 1, weightKg: 1.25 },
      { name: 'عطر', quantity: 3, weightKg: 0.05, barcode: '' },
    ];
    const placed = [
      await placeOrder(t, shop, { items }),
      await placeOrder(t, shop),
      await placeOrder(t, shop, { items: [...items].reverse() }),
    ];
    // Instants are cut to the millisecond alike, however many microseconds they carry.
    await setCreatedAt(t, placed[1]?.id as string, '2026-01-15T10:00:00.123999Z');
    await setCreatedAt(t, placed[2]?.id as string, '2026-01-15T10:00:01.000500Z');
    for (const query of ['limit=50', 'limit=2', 'limit=50&status=pending']) {
      const page = await list(shop.token, query);
      for (const order of page.orders) {
        const alone = ok<Order>(await call(t.app, 'GET', `/quiqdash/order/${order.id}`, shop.token));
        expect(JSON.stringify(order)).toBe(JSON.stringify(alone));
      }
    }
    const next = await list(shop.token, `limit=2&cursor=${(await list(shop.token, 'limit=1')).nextCursor}`);
    expect(idsOf(next.orders)).toEqual([placed[2]?.id, placed[1]?.id]);
    expect(next.orders[1]?.createdAt).toBe('2026-01-15T10:00:00.123Z');
    const first = await list(shop.token, 'limit=1');
    expect(first.orders[0]?.items.map((item) => item.name)).toEqual(['Perfume 100ml', 'Gift box', 'عطر']);
    expect(first.orders[0]?.items[2]?.barcode).toBeNull();
  });
});

describe('the list, sent without the response schema’s check', () => {
  it('answers every field as the order alone answers it, and nothing the contract does not name', async () => {
    const shop = await newMerchant(t);
    const plain = await placeOrder(t, shop, {
      items: [
        { name: 'Oud 3ml', quantity: 1, weightKg: 0.333 },
        { name: 'Rug', quantity: 1, weightKg: 12.345, barcode: '629100' },
        { name: 'Pin', quantity: 5, weightKg: 0.001 },
      ],
      tags: ['Fragile', 'vip'],
      longestSideCm: 95,
    });
    const arabic = await place(shop, {
      name: 'فاطمة الزهراء',
      addressLine1: 'فيلا 12، شارع الوصل',
      notes: 'اتصل قبل الوصول',
    });
    const delivered = await placeOrder(t, shop);
    const codeOnly = await placeOrder(t, shop);
    const legacy = await placeOrder(t, shop);
    const db = t.database.db;
    // A delivered order's proof keeps the recipient's code beside its links; one with the code alone shows no proof.
    await db
      .update(orders)
      .set({
        status: 'delivery_complete',
        proof: { photoUrl: 'https://cdn.example/p.jpg', signatureUrl: '', otp: '4821' },
      })
      .where(eq(orders.id, delivered.id));
    await db
      .update(orders)
      .set({ proof: { otp: '7310' } })
      .where(eq(orders.id, codeOnly.id));
    // An order written before the email existed, whose stored addresses hold keys the contract does not name.
    const [row] = await db.select().from(orders).where(eq(orders.id, legacy.id));
    const { email: _gone, ...dropoff } = row?.dropoff ?? {};
    await db
      .update(orders)
      .set({
        dropoff: { ...dropoff, latitude: 25.2048, longitude: 55.2708, internalNote: 'hidden' },
        pickup: { ...row?.pickup, warehouseCode: 'W-9' },
        onHoldUntil: new Date('2026-12-01T08:30:00.250Z'),
      })
      .where(eq(orders.id, legacy.id));
    // A customer return and the delivered order it brings back, linked both ways.
    const returned = await placeOrder(t, shop);
    await db.update(orders).set({ returnOfOrderId: delivered.id }).where(eq(orders.id, returned.id));
    await db.update(orders).set({ returnOrderId: returned.id }).where(eq(orders.id, delivered.id));

    const answer = await call(t.app, 'GET', '/quiqdash/orders?limit=50', shop.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    // The codes anywhere in the body; the words as JSON strings or keys, whole: a random id of the page
    // (base64url) may hold "otp" or "W-9" (about one run in several hundred).
    for (const hidden of [
      '4821',
      '7310',
      '"otp"',
      '"hidden"',
      '"internalNote"',
      '"W-9"',
      '"cursorAt"',
      '"weightGrams"',
    ]) {
      expect(answer.body).not.toContain(hidden);
    }
    const page = answer.json<Page>();
    expect(idsOf(page.orders)).toEqual(idsOf([returned, legacy, codeOnly, delivered, arabic, plain]));
    for (const order of page.orders) {
      const alone = ok<Order>(await call(t.app, 'GET', `/quiqdash/order/${order.id}`, shop.token));
      expect(JSON.stringify(order)).toBe(JSON.stringify(alone));
    }
    const byId = new Map(page.orders.map((order) => [order.id, order]));
    expect(byId.get(plain.id)?.items.map((item) => item.weightKg)).toEqual([0.333, 12.345, 0.001]);
    expect(byId.get(plain.id)).toMatchObject({ tags: ['fragile', 'vip'], longestSideCm: 95 });
    expect(byId.get(delivered.id)?.proof).toEqual({ photoUrl: 'https://cdn.example/p.jpg', signatureUrl: '' });
    expect(byId.get(codeOnly.id)?.proof).toBeNull();
    expect(byId.get(legacy.id)?.dropoff).toMatchObject({ email: '', latitude: 25.2048, longitude: 55.2708 });
    expect(byId.get(legacy.id)?.onHoldUntil).toBe('2026-12-01T08:30:00.250Z');
    expect(byId.get(arabic.id)?.dropoff.name).toBe('فاطمة الزهراء');
    expect(byId.get(returned.id)?.returnOfOrderId).toBe(delivered.id);
    expect(byId.get(delivered.id)?.returnOrderId).toBe(returned.id);
    // The service's own readers (exports, recent places) get the same orders.
    const objects = await listOrders(db, shop.accountId, { limit: 50 } as FindOrdersQuery);
    expect(JSON.stringify(objects.orders)).toBe(JSON.stringify(page.orders));
  });
});
