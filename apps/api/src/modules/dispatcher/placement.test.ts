// Refusals and holds of the dispatcher's rules at placement (decision 041), on the whole app (PGlite, or
// PostgreSQL with TEST_DATABASE_URL): a refused order is not placed — single, bulk rows and shop
// imports — and the answer names the rule; a held order is placed on hold with a history entry naming it.
import { HELD_ORDER_MESSAGES, OrderInputSchema, permissionsOfRole, type RuleSetAnswer } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatcherDecisions, integrationShopOrders, orders, staffAuditLog } from '../../db/schema';
import { actorOf } from '../../platform/actor';
import type { Caller } from '../../platform/auth';
import type { TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { getOrder, historyOf, type Merchant, newMerchant, orderBody, placeOrder, postOrder } from '../../test/orders';
import { connectShopify, deliverShopify, startAppWithShopify, stopAppWithShopify } from '../../test/shops';
import { newStaff } from '../../test/staff';
import { type ShopifyStandIn, shopifyOrder } from '../../test/stand-ins/shopify/stand-in';
import { call, ok } from '../../test/teams';
import { createOrdersInBulk } from '../orders';
import { orderFactsOf } from './queries';
import { factsOfOrder } from './service/decide';

let t: TestApp;
let shopify: ShopifyStandIn;
beforeAll(async () => {
  ({ t, shopify } = await startAppWithShopify());
});
afterAll(() => stopAppWithShopify({ t, shopify }));

const REFUSE_FUJAIRAH = {
  name: 'No Fujairah',
  conditions: [{ field: 'destination_emirate', operator: 'in', value: ['Fujairah'] }],
  action: { type: 'refuse', reason: 'We do not serve Fujairah yet' },
};
const HOLD_BIG_COD = {
  name: 'Big cash',
  conditions: [
    { field: 'cod', operator: 'is', value: true },
    { field: 'order_value_fils', operator: 'gt', value: 100_000 },
  ],
  action: { type: 'hold', reason: 'Call the customer first' },
};
const fujairah = { recipient: { ...orderBody('x').recipient, emirate: 'Fujairah', area: 'Dibba' } };
const bigCod = { payment: { mode: 'cod', codAmountFils: 150_000 } };

/** A merchant whose active rule set refuses Fujairah and holds cash over AED 1,000. */
async function merchantWithRules(): Promise<Merchant> {
  const m = await newMerchant(t);
  const set = ok<RuleSetAnswer>(
    await call(t.app, 'POST', '/partner/dispatcher/rule-sets', m.token, { name: 'Gate', active: true }),
  ).ruleSet;
  for (const rule of [REFUSE_FUJAIRAH, HOLD_BIG_COD])
    ok(await call(t.app, 'POST', `/dispatcher/rule-sets/${set.id}/rules`, m.token, rule));
  return m;
}
const ordersOf = (accountId: string) =>
  t.database.db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.accountId, accountId));
const decisionsOf = (accountId: string) =>
  t.database.db.select().from(dispatcherDecisions).where(eq(dispatcherDecisions.accountId, accountId));

const callerOf = (m: Merchant): Caller => ({
  userId: m.userId,
  sessionId: 'placement-gate',
  accountId: m.accountId,
  accountRole: 'owner',
  roles: [],
  permissions: permissionsOfRole('owner'),
  isRestricted: false,
});

describe('a single order', () => {
  it('that a rule refuses is not placed: the error names the rule and nothing is written', async () => {
    const m = await merchantWithRules();
    const body = expectError(
      await postOrder(t, m.token, orderBody(m.pickupId, fujairah)),
      412,
      'failed_precondition',
      'This order cannot be placed: refused by the dispatcher rule “No Fujairah”: We do not serve Fujairah yet.',
    );
    expect(body.details).toEqual({
      reason: 'refused_by_dispatcher_rule',
      rule: 'No Fujairah',
      ruleReason: 'We do not serve Fujairah yet',
      // The message by id (decision 053).
      messageText: {
        id: 'orders.notPlacedByRuleWithReason',
        values: { rule: 'No Fujairah', reason: 'We do not serve Fujairah yet' },
      },
    });
    expect(await ordersOf(m.accountId)).toEqual([]);
    expect(await decisionsOf(m.accountId)).toEqual([]);
    // Another destination is placed as usual.
    expect((await placeOrder(t, m)).status).toBe('pending');
  });

  it('that a rule holds is placed on hold, through the lifecycle, with a history entry naming the rule', async () => {
    const m = await merchantWithRules();
    const order = await placeOrder(t, m, bigCod);
    expect(order).toMatchObject({ status: 'on_hold', onHoldUntil: null });
    expect((await getOrder(t, m.token, order.id)).status).toBe('on_hold');
    const history = await historyOf(t, m.token, order.id);
    expect(history.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, 'pending', 'merchant'],
      ['pending', 'on_hold', 'system'],
    ]);
    expect(history[1]?.reason).toBe('Held for review by the dispatcher rule “Big cash”: Call the customer first');
    // A merchant cannot send it on; operations release it for collection.
    const release = await call(t.app, 'PUT', `/quiqdash/orders/state/${order.id}/ready_for_collection`, m.token);
    expect(ok<{ status: string }[]>(release)[0]?.status).toBe('FAILED');
    const back = ok<{ status: string; error?: { message: string } }[]>(
      await call(t.app, 'PUT', `/quiqdash/orders/return/${order.id}`, m.token, {}),
    );
    expect(back[0]?.error?.message).toBe(
      `Order ${order.id} is held for review by Sameday operations as it was placed: they release it for collection.`,
    );
    expect((await getOrder(t, m.token, order.id)).status).toBe('on_hold');
  });
});

describe('rules on the merchant’s tags and the parcel’s size', () => {
  it('act on the orders placed with them: a fragile order is held, an oversized one refused, others placed', async () => {
    const m = await newMerchant(t);
    const set = ok<RuleSetAnswer>(
      await call(t.app, 'POST', '/partner/dispatcher/rule-sets', m.token, { name: 'Care', active: true }),
    ).ruleSet;
    const rules = [
      {
        name: 'Too long',
        conditions: [{ field: 'longest_side_cm', operator: 'gt', value: 150 }],
        action: { type: 'refuse', reason: 'Over 150 cm does not fit our vans' },
      },
      {
        name: 'Fragile',
        conditions: [{ field: 'tags', operator: 'any_of', value: ['fragile'] }],
        action: { type: 'hold', reason: 'Pack it in a crate first' },
      },
    ];
    for (const rule of rules) ok(await call(t.app, 'POST', `/dispatcher/rule-sets/${set.id}/rules`, m.token, rule));

    expectError(
      await postOrder(t, m.token, orderBody(m.pickupId, { longestSideCm: 180 })),
      412,
      'failed_precondition',
      'This order cannot be placed: refused by the dispatcher rule “Too long”: Over 150 cm does not fit our vans.',
    );
    const fragile = await placeOrder(t, m, { tags: ['Fragile'], longestSideCm: 40 });
    expect(fragile).toMatchObject({ status: 'on_hold', tags: ['fragile'] });
    expect((await historyOf(t, m.token, fragile.id)).at(-1)?.reason).toBe(
      'Held for review by the dispatcher rule “Fragile”: Pack it in a crate first',
    );
    expect((await placeOrder(t, m, { tags: ['gift'], longestSideCm: 150 })).status).toBe('pending');
  });
});

describe('operations release a review hold', () => {
  type HeldList = { orders: { id: string; accountId: string; accountName: string; reason: string }[]; total: number };

  it('lists it across accounts with the rule’s words, releases it once, and the merchant sees who and why', async () => {
    const m = await merchantWithRules();
    const other = await merchantWithRules();
    const held = await placeOrder(t, m, bigCod);
    const elsewhere = await placeOrder(t, other, bigCod);
    const ops = await newStaff(t, ['operations']);

    const everyone = ok<HeldList>(await call(t.app, 'GET', '/admin/orders/held?limit=100', ops.token));
    expect(everyone.orders.map((o) => o.id)).toEqual(expect.arrayContaining([held.id, elsewhere.id]));
    const mine = ok<HeldList>(await call(t.app, 'GET', `/admin/orders/held?accountId=${m.accountId}`, ops.token));
    expect(mine.total).toBe(1);
    expect(mine.orders[0]).toMatchObject({
      id: held.id,
      accountId: m.accountId,
      reason: 'Held for review by the dispatcher rule “Big cash”: Call the customer first',
    });
    expect(mine.orders[0]?.accountName).not.toBe('');

    // Two staff at once: one releases, the other is told it is no longer held.
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        call(t.app, 'POST', `/admin/orders/${held.id}/release`, ops.token, { note: 'Customer confirmed' }),
      ),
    );
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 412]);
    expect((await getOrder(t, m.token, held.id)).status).toBe('pending');
    const history = await historyOf(t, m.token, held.id);
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'on_hold',
      toStatus: 'pending',
      actor: 'admin',
      reason: 'Released by Sameday operations: Customer confirmed',
    });
    const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, held.id));
    expect(audit.map((entry) => [entry.action, entry.actorUserId, entry.accountId])).toEqual([
      ['order.hold_released', ops.userId, m.accountId],
    ]);
    expect(ok<HeldList>(await call(t.app, 'GET', `/admin/orders/held?accountId=${m.accountId}`, ops.token)).total).toBe(
      0,
    );
    // Released, the merchant may send it on.
    const ready = await call(t.app, 'PUT', `/quiqdash/orders/state/${held.id}/ready_for_collection`, m.token);
    expect(ok<{ status: string }[]>(ready)[0]?.status).toBe('OK');
  });

  it('refuses a failed delivery’s 72-hour hold (the merchant’s choice), an unknown order and a bad note', async () => {
    const m = await newMerchant(t);
    const ops = await newStaff(t, ['operations']);
    const order = await placeOrder(t, m);
    await t.database.db
      .update(orders)
      .set({ status: 'on_hold', onHoldUntil: new Date(Date.now() + 72 * 3_600_000) })
      .where(eq(orders.id, order.id));
    expectError(
      await call(t.app, 'POST', `/admin/orders/${order.id}/release`, ops.token, {}),
      412,
      'failed_precondition',
      HELD_ORDER_MESSAGES.notHeld,
    );
    expectError(
      await call(t.app, 'POST', '/admin/orders/SD-NOPE/release', ops.token, {}),
      404,
      'not_found',
      'Order not found',
    );
    const tooLong = await call(t.app, 'POST', `/admin/orders/${order.id}/release`, ops.token, {
      note: 'x'.repeat(301),
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await getOrder(t, m.token, order.id)).status).toBe('on_hold');
  });
});

describe('bulk rows', () => {
  it('refused rows are answered as rejected and not placed; held rows are placed on hold (both ways of writing)', async () => {
    const m = await merchantWithRules();
    const input = (i: number, extra: Record<string, unknown>) =>
      OrderInputSchema.parse(orderBody(m.pickupId, { partnerOrderId: `GATE-${i}`, ...extra }));
    for (const writing of ['one-transaction', 'batches'] as const) {
      const base = writing === 'batches' ? 1000 : 0;
      const rows = Array.from({ length: 30 }, (_, i) => ({
        input: input(base + i, i % 10 === 3 ? fujairah : i % 10 === 7 ? bigCod : {}),
        sourceRowHash: null,
      }));
      const result = await createOrdersInBulk(t.database.db, actorOf(callerOf(m)), rows, {}, { writing });
      expect(result.createdCount, writing).toBe(27);
      expect(result.rejected).toEqual(
        [3, 13, 23].map((index) => ({
          index,
          field: '',
          message: 'Refused by the dispatcher rule “No Fujairah”: We do not serve Fujairah yet',
          text: {
            id: 'orders.refusedByRuleWithReason',
            values: { rule: 'No Fujairah', reason: 'We do not serve Fujairah yet' },
          },
        })),
      );
      expect([3, 13, 23].map((i) => result.createdIds[i])).toEqual([null, null, null]);
      const placed = new Map((await ordersOf(m.accountId)).map((row) => [row.id, row.status]));
      result.createdIds.forEach((id, i) => {
        if (i % 10 === 3) return;
        expect(placed.get(id as string), `row ${i}`).toBe(i % 10 === 7 ? 'on_hold' : 'pending');
      });
    }
    const all = await ordersOf(m.accountId);
    expect(all).toHaveLength(54);
    // Every order placed has its decision; the refused ones left none behind.
    expect((await decisionsOf(m.accountId)).map((d) => d.outcome).sort()).toEqual(
      [...Array(48).fill('carrier'), ...Array(6).fill('hold')].sort(),
    );
    // Each stored decision is its own order's, written beside other orders' different ones.
    const statusOf = new Map(all.map((row) => [row.id, row.status]));
    for (const decision of await decisionsOf(m.accountId)) {
      const held = statusOf.get(decision.orderId) === 'on_hold';
      expect(decision.outcome, decision.orderId).toBe(held ? 'hold' : 'carrier');
      expect(decision.rule?.name ?? null, decision.orderId).toBe(held ? 'Big cash' : null);
      expect(decision.facts.orderValueFils === 150_000, decision.orderId).toBe(held);
      expect(decision.accountId).toBe(m.accountId);
    }
  });

  it('judges each row by the facts it was placed with: the same facts the database gives back (both ways of writing)', async () => {
    const m = await newMerchant(t);
    const shapes: Record<string, unknown>[] = [
      {},
      {
        items: [
          { name: 'Oud', quantity: 3, weightKg: 1.25 },
          { name: 'Box', quantity: 1, weightKg: 0.1 },
        ],
      },
      { payment: { mode: 'prepaid' }, tags: ['Fragile', 'gift'], longestSideCm: 120 },
      { recipient: { ...orderBody('x').recipient, emirate: 'Abu Dhabi', area: 'Khalifa City' } },
    ];
    for (const writing of ['one-transaction', 'batches'] as const) {
      const rows = shapes.map((shape, i) => ({
        input: OrderInputSchema.parse(
          orderBody(m.pickupId, { partnerOrderId: i % 2 ? null : `${writing}-${i}`, ...shape }),
        ),
        sourceRowHash: `${writing}-${i}`,
      }));
      const result = await createOrdersInBulk(t.database.db, actorOf(callerOf(m)), rows, {}, { writing });
      expect(result.createdCount, writing).toBe(shapes.length);
      const decided = new Map((await decisionsOf(m.accountId)).map((decision) => [decision.orderId, decision.facts]));
      const read = await orderFactsOf(t.database.db, m.accountId, result.createdIds as string[]);
      expect(read).toHaveLength(shapes.length);
      for (const row of read)
        expect(decided.get(row.id), `${writing} ${row.id}`).toEqual(factsOfOrder(row, m.accountId));
      expect(read.map((row) => factsOfOrder(row, m.accountId).weightKg).sort()).toEqual([0.8, 0.8, 0.8, 3.85]);
    }
  });
});

describe('shop imports', () => {
  it('a shop order a rule refuses is logged as failed with the rule; one it holds is imported on hold', async () => {
    const m = await merchantWithRules();
    const shop = 'gated-oud.myshopify.com';
    const connection = await connectShopify<{ id: string; shop: string }>(t, shopify, m, shop);
    const deliver = (payload: unknown) => deliverShopify(t, shopify, { shop, topic: 'orders/create', payload });
    const toFujairah = shopifyOrder(7001, {
      shipping_address: { ...shopifyOrder(0).shipping_address, city: 'Fujairah', province: 'Fujairah' },
    });
    expect((await deliver(toFujairah)).statusCode).toBe(200);
    expect((await deliver(shopifyOrder(7002, { total_price: '1500.00' }))).statusCode).toBe(200);
    await t.app.jobs.drain();
    const log = ok<{ entries: { outcome: string; reason: string | null; orderId: string | null }[] }>(
      await call(t.app, 'GET', `/integrations/connections/${connection.id}/sync-log`, m.token),
    ).entries;
    const failed = log.find((entry) => entry.outcome === 'failed');
    expect(failed?.reason).toBe(
      'It cannot become an order: Refused by the dispatcher rule “No Fujairah”: We do not serve Fujairah yet.',
    );
    const imported = log.find((entry) => entry.outcome === 'imported');
    expect((await getOrder(t, m.token, imported?.orderId as string)).status).toBe('on_hold');
    const linked = await t.database.db
      .select()
      .from(integrationShopOrders)
      .where(eq(integrationShopOrders.connectionId, connection.id));
    expect(linked.map((row) => row.shopOrderId)).toEqual(['7002']);
  });
});
