import {
  type Actor,
  canTransition,
  DEFAULT_PRICING_MODEL,
  ORDER_STATUSES,
  type Order,
  OrderSchema,
  type OrderStatus,
  quoteOrder,
  RecipientSchema,
} from '@sameday/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { historyOf, listAll } from '../test/orders';
import { call, type Member, newMember, ok } from '../test/teams';
import { advanceDemoOrders, seedDemoOrders } from './orders';

let t: TestApp;
let merchant: Member;
let seededAt: Date;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await newMember(t.app);
  seededAt = new Date();
  await seedDemoOrders(t.database.db, merchant.accountId, { count: 300, days: 60, now: seededAt });
});
afterAll(async () => t?.close());

type EventRow = typeof orderEvents.$inferSelect;

async function eventsByOrder(accountId: string): Promise<Map<string, EventRow[]>> {
  const rows = await t.database.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.accountId, accountId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const byOrder = new Map<string, EventRow[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** A history is a chain of legal moves from the order's placing to its current state. */
function expectLegalHistory(order: { id: string; status: string; failedAttempts: number }, events: EventRow[]) {
  expect(events.length, order.id).toBeGreaterThan(0);
  expect(events[0]).toMatchObject({ fromStatus: null, toStatus: 'pending', actor: 'merchant', reason: 'Order placed' });
  for (const [i, event] of events.entries()) {
    if (i === 0) continue;
    const previous = events[i - 1] as EventRow;
    expect(event.fromStatus, order.id).toBe(previous.toStatus);
    expect(
      canTransition(event.fromStatus as OrderStatus, event.toStatus as OrderStatus, event.actor as Actor),
      `${order.id}: ${event.fromStatus} → ${event.toStatus} by ${event.actor}`,
    ).toBe(true);
    expect(event.createdAt.getTime()).toBeGreaterThanOrEqual(previous.createdAt.getTime());
  }
  expect(events.at(-1)?.toStatus, order.id).toBe(order.status);
  expect(events.filter((e) => e.toStatus === 'delivery_failed')).toHaveLength(order.failedAttempts);
}

describe('seedDemoOrders', () => {
  // How long the seed takes is measured by `npm run bench -- cold-start`, not here.
  it('adds 300 orders of the account', async () => {
    const rows = await t.database.db.select().from(orders).where(eq(orders.accountId, merchant.accountId));
    expect(rows).toHaveLength(300);
  });

  it('spreads the orders over the last 60 days, with a busier last day', async () => {
    const rows = await t.database.db.select().from(orders).where(eq(orders.accountId, merchant.accountId));
    const ages = rows.map((row) => (seededAt.getTime() - row.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.max(...ages)).toBeGreaterThan(45);
    expect(ages.filter((age) => age <= 1.5).length).toBeGreaterThanOrEqual(30);
    // Every week of the period has orders.
    for (let week = 0; week < 8; week += 1) {
      expect(
        ages.some((age) => age >= week * 7 && age < (week + 1) * 7),
        `week ${week}`,
      ).toBe(true);
    }
  });

  it('puts orders in every state, in plausible numbers', async () => {
    const rows = await t.database.db.select().from(orders).where(eq(orders.accountId, merchant.accountId));
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length]));
    for (const status of ORDER_STATUSES) expect(counts[status], status).toBeGreaterThanOrEqual(1);
    // Most orders of two months are delivered; a few are returned or cancelled; some are still on their way.
    expect(counts.delivery_complete).toBeGreaterThan(150);
    expect((counts.cancelled ?? 0) + (counts.returned_to_origin ?? 0)).toBeLessThan(75);
    const open = ['pending', 'ready_for_collection', 'collected', 'received_at_depot', 'out_for_delivery'];
    const inProgress = open.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
    expect(inProgress).toBeGreaterThanOrEqual(10);
    expect(inProgress).toBeLessThan(90);
    // Orders still waiting for the merchant or the courier are recent.
    for (const row of rows.filter((r) => ['pending', 'ready_for_collection', 'collected'].includes(r.status))) {
      expect(seededAt.getTime() - row.createdAt.getTime()).toBeLessThan(12 * 3_600_000);
    }
  });

  it('gives every order a history of legal moves ending in its state, within its lifetime', async () => {
    const rows = await t.database.db.select().from(orders).where(eq(orders.accountId, merchant.accountId));
    const events = await eventsByOrder(merchant.accountId);
    for (const row of rows) {
      const history = events.get(row.id) ?? [];
      expectLegalHistory(row, history);
      expect(history[0]?.createdAt.getTime()).toBe(row.createdAt.getTime());
      expect(history.at(-1)?.createdAt.getTime()).toBeLessThanOrEqual(seededAt.getTime());
      expect(row.updatedAt.getTime()).toBe(history.at(-1)?.createdAt.getTime());
      if (row.status === 'on_hold') expect(row.onHoldUntil).not.toBeNull();
      else expect(row.onHoldUntil).toBeNull();
    }
  });

  it('serves orders the API reads as valid orders: recipients, prices, references, COD', async () => {
    const listed: Order[] = await listAll(t, merchant.token);
    expect(listed).toHaveLength(300);
    for (const order of listed) {
      expect(OrderSchema.safeParse(order).success, order.id).toBe(true);
      // The answer schema describes the stored recipient; the input rules still hold for it.
      expect(RecipientSchema.safeParse(order.dropoff).success, order.id).toBe(true);
      expect(order.accountId).toBe(merchant.accountId);
      expect(order.pickup.locationName).toBe('Main warehouse');
      expect(order.items.length).toBeGreaterThanOrEqual(1);
      expect(order.priceFils).toBe(
        quoteOrder(DEFAULT_PRICING_MODEL, {
          serviceKind: order.serviceKind,
          destinationEmirate: order.dropoff.emirate,
          items: order.items,
          isCashOnDelivery: order.payment.mode === 'cod',
        })?.totalFils,
      );
      if (order.payment.mode === 'cod') expect(order.payment.codAmountFils).toBeGreaterThan(0);
      else expect(order.payment.codAmountFils).toBe(0);
      if (order.serviceKind === 'four_hour') expect(order.dropoff.emirate).toBe('Dubai');
    }
    const references = listed.map((o) => o.partnerOrderId).filter(Boolean);
    expect(new Set(references).size).toBe(references.length);
    expect(references.length).toBeGreaterThan(120);
    expect(listed.filter((o) => o.payment.mode === 'cod').length).toBeGreaterThan(60);
    expect(listed.some((o) => /[\u0600-\u06FF]/.test(o.dropoff.name))).toBe(true);
    expect(listed.some((o) => /^[A-Za-z ]+$/.test(o.dropoff.name))).toBe(true);
    expect(new Set(listed.map((o) => o.dropoff.emirate)).size).toBeGreaterThanOrEqual(4);
    const counts = ok<{ total: number }>(await call(t.app, 'GET', '/quiqdash/orders/group_counts', merchant.token));
    expect(counts.total).toBe(300);
  });

  it('saves the Main warehouse as the default pickup', async () => {
    const preferences = ok<{ defaultPickupDetails: { locationId: string; location: { locationName: string } } }>(
      await call(t.app, 'GET', '/partner/preferences', merchant.token),
    );
    expect(preferences.defaultPickupDetails.location).toMatchObject({
      locationName: 'Main warehouse',
      emirate: 'Dubai',
      area: 'Al Quoz',
    });
    const saved = ok<{ id: string; locationName: string | null }[]>(
      await call(t.app, 'GET', `/partner/accounts/${merchant.accountId}/addresses`, merchant.token),
    );
    expect(saved.filter((a) => a.locationName === 'Main warehouse').map((a) => a.id)).toEqual([
      preferences.defaultPickupDetails.locationId,
    ]);
  });

  it('lets the merchant work with a demo order through the API', async () => {
    const [pending] = (await listAll(t, merchant.token, 'status=pending')) as Order[];
    const moved = ok<{ status: string }[]>(
      await call(t.app, 'PUT', `/quiqdash/orders/state/${pending?.id}/ready_for_collection`, merchant.token),
    );
    expect(moved[0]?.status).toBe('OK');
    expect((await historyOf(t, merchant.token, pending?.id as string)).map((e) => e.toStatus)).toEqual([
      'pending',
      'ready_for_collection',
    ]);
  });

  it('seeds another account without touching the first, and reuses its warehouse when run again', async () => {
    const other = await newMember(t.app);
    const first = await seedDemoOrders(t.database.db, other.accountId, { count: 20, days: 10, now: new Date() });
    const again = await seedDemoOrders(t.database.db, other.accountId, { count: 15, days: 10, now: new Date() });
    expect(again.pickupId).toBe(first.pickupId);
    expect(await t.database.db.select().from(orders).where(eq(orders.accountId, other.accountId))).toHaveLength(35);
    expect(await t.database.db.select().from(orders).where(eq(orders.accountId, merchant.accountId))).toHaveLength(300);
  });
});

describe('advanceDemoOrders', () => {
  it('moves orders one courier step along the lifecycle and records it', async () => {
    const shop = await newMember(t.app);
    await seedDemoOrders(t.database.db, shop.accountId, { count: 120, days: 20, now: new Date() });
    const before = await t.database.db.select().from(orders).where(eq(orders.accountId, shop.accountId));
    const eventsBefore = await eventsByOrder(shop.accountId);

    const result = await advanceDemoOrders(t.database.db, shop.accountId, new Date(), 1);
    const after = await t.database.db.select().from(orders).where(eq(orders.accountId, shop.accountId));
    const eventsAfter = await eventsByOrder(shop.accountId);

    const changed = after.filter((row) => before.find((b) => b.id === row.id)?.status !== row.status);
    expect(result.moved).toBeGreaterThan(0);
    // An on-hold order comes back out as a re-dispatch or a return; a failure may be held or returned at once.
    expect(changed.length).toBeGreaterThanOrEqual(
      result.moved - (result.moves['out_for_delivery → out_for_delivery'] ?? 0),
    );
    expect(Object.values(result.moves).reduce((a, b) => a + b, 0)).toBe(result.moved);
    for (const row of after) {
      const was = before.find((b) => b.id === row.id) as typeof row;
      const grew = (eventsAfter.get(row.id)?.length ?? 0) - (eventsBefore.get(row.id)?.length ?? 0);
      expectLegalHistory(row, eventsAfter.get(row.id) ?? []);
      if (['pending', 'delivery_complete', 'returned_to_origin', 'cancelled'].includes(was.status)) {
        // The merchant's orders and finished ones are left alone.
        expect(grew, row.id).toBe(0);
      } else if (grew > 0) {
        const added = (eventsAfter.get(row.id) ?? []).slice(-grew);
        expect(added[0]?.fromStatus).toBe(was.status);
        expect(['courier', 'system']).toContain(added[0]?.actor);
        expect(grew).toBeLessThanOrEqual(2);
      }
    }
    // With every movable order taken, everything in transit has moved on.
    for (const status of ['ready_for_collection', 'collected', 'received_at_depot', 'return_to_origin']) {
      for (const was of before.filter((b) => b.status === status)) {
        expect(after.find((a) => a.id === was.id)?.status, was.id).not.toBe(status);
      }
    }
  });

  it('returns held orders whose 72 hours have passed, and leaves the others on hold', async () => {
    const shop = await newMember(t.app);
    await seedDemoOrders(t.database.db, shop.accountId, { count: 40, days: 10, now: new Date() });
    const held = (await t.database.db.select().from(orders).where(eq(orders.accountId, shop.accountId))).filter(
      (row) => row.status === 'on_hold',
    );
    expect(held.length).toBeGreaterThanOrEqual(1);
    const expired = held[0] as (typeof held)[number];
    await t.database.db
      .update(orders)
      .set({ onHoldUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, expired.id));
    for (const other of held.slice(1)) {
      await t.database.db
        .update(orders)
        .set({ onHoldUntil: new Date(Date.now() + 3_600_000) })
        .where(eq(orders.id, other.id));
    }
    await advanceDemoOrders(t.database.db, shop.accountId, new Date(), 1);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, expired.id));
    expect(after?.status).toBe('return_to_origin');
    const [last] = (await eventsByOrder(shop.accountId)).get(expired.id)?.slice(-1) ?? [];
    expect(last).toMatchObject({ actor: 'system', reason: 'No choice within 72 h: returning to you' });
    for (const other of held.slice(1)) {
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, other.id));
      expect(row?.status).toBe('on_hold');
    }
  });
});
