import type { FulfilmentOrder } from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfilmentMovements, fulfilmentOrders, fulfilmentProducts, fulfilmentStock } from '../../db/schema';
import {
  createProduct,
  type FulfilmentWorld,
  moveTo,
  newFulfilmentMerchant,
  openFulfilmentApp,
  placeFulfilmentOrder,
  postFulfilmentOrder,
  stockUp,
} from '../../test/fulfilment';
import { call, type Member, ok } from '../../test/teams';

let world: FulfilmentWorld;
beforeAll(async () => {
  world = await openFulfilmentApp();
});
afterAll(async () => world?.t.close());

/** Stock rows against the ledger: on hand and reserved are its sums, and nothing is over-reserved. */
async function expectLedgerHolds(accountId: string) {
  const db = world.t.database.db;
  const rows = await db.select().from(fulfilmentStock).where(eq(fulfilmentStock.accountId, accountId));
  const sums = await db
    .select({
      productId: fulfilmentMovements.productId,
      location: fulfilmentMovements.location,
      onHand: sql<number>`sum(${fulfilmentMovements.onHandDelta})::int`,
      reserved: sql<number>`sum(${fulfilmentMovements.reservedDelta})::int`,
    })
    .from(fulfilmentMovements)
    .where(eq(fulfilmentMovements.accountId, accountId))
    .groupBy(fulfilmentMovements.productId, fulfilmentMovements.location);
  for (const row of rows) {
    const sum = sums.find((s) => s.productId === row.productId && s.location === row.location);
    expect(row.onHand).toBe(sum?.onHand ?? 0);
    expect(row.reserved).toBe(sum?.reserved ?? 0);
    expect(row.onHand - row.reserved).toBeGreaterThanOrEqual(0);
    expect(row.reserved).toBeGreaterThanOrEqual(0);
  }
  // The totals kept on each product are the sums of its stock rows.
  const products = await db.select().from(fulfilmentProducts).where(eq(fulfilmentProducts.accountId, accountId));
  for (const product of products.filter((p) => !p.isBundle)) {
    const own = rows.filter((row) => row.productId === product.id);
    const onHand = own.reduce((sum, row) => sum + row.onHand, 0);
    const reserved = own.reduce((sum, row) => sum + row.reserved, 0);
    expect([product.onHandTotal, product.reservedTotal, product.availableTotal]).toEqual([
      onHand,
      reserved,
      onHand - reserved,
    ]);
  }
  // Only orders that hold stock hold any: a waiting, cancelled or handed-over order holds none.
  const held = await db
    .select({
      state: fulfilmentOrders.state,
      held: sql<number>`coalesce(sum(${fulfilmentMovements.reservedDelta}), 0)::int`,
    })
    .from(fulfilmentOrders)
    .leftJoin(fulfilmentMovements, eq(fulfilmentMovements.fulfilmentOrderId, fulfilmentOrders.id))
    .where(eq(fulfilmentOrders.accountId, accountId))
    .groupBy(fulfilmentOrders.id, fulfilmentOrders.state);
  for (const order of held) {
    if (['reserved', 'picking', 'packed'].includes(order.state)) expect(order.held).toBeGreaterThan(0);
    else expect(order.held).toBe(0);
  }
}

const stockOf = async (merchant: Member, sku: string) =>
  ok<{ onHand: number; reserved: number; available: number }>(
    await call(world.t.app, 'GET', `/api/fulfilment/inventory/${sku}`, merchant.token),
  );

describe('the last units', () => {
  it('go to exactly as many orders as there are units when 50 race for 10', async () => {
    const merchant = await newFulfilmentMerchant(world);
    await createProduct(world, merchant, 'LAST-10');
    await stockUp(world, merchant, [{ sku: 'LAST-10', quantity: 10 }]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postFulfilmentOrder(world, merchant, [{ sku: 'LAST-10', quantity: 1 }])),
    );
    const states = answers.map((answer) => ok<FulfilmentOrder>(answer).state);
    expect(states.filter((s) => s === 'reserved')).toHaveLength(10);
    expect(states.filter((s) => s === 'awaiting_stock')).toHaveLength(40);
    expect(await stockOf(merchant, 'LAST-10')).toMatchObject({ onHand: 10, reserved: 10, available: 0 });
    await expectLedgerHolds(merchant.accountId);
  });
});

type Command =
  | { kind: 'order'; sku: number; quantity: number }
  | { kind: 'receive'; sku: number; quantity: number }
  | { kind: 'cancel'; order: number }
  | { kind: 'ship'; order: number }
  | { kind: 'adjust'; sku: number; delta: number };

const SKUS = ['P-A', 'P-B', 'P-C'];
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('order' as const), sku: fc.nat(3), quantity: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('receive' as const), sku: fc.nat(2), quantity: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(20) }),
  fc.record({ kind: fc.constant('ship' as const), order: fc.nat(20) }),
  fc.record({ kind: fc.constant('adjust' as const), sku: fc.nat(2), delta: fc.integer({ min: -3, max: 3 }) }),
);

/** Runs one command; refusals (nothing to cancel, below reserved) are part of the game. */
async function run(merchant: Member, orders: string[], command: Command) {
  const app = world.t.app;
  if (command.kind === 'order') {
    // SKU index 3 is the bundle (one of each product).
    const sku = command.sku === 3 ? 'P-KIT' : (SKUS[command.sku] as string);
    const placed = await placeFulfilmentOrder(world, merchant, [{ sku, quantity: command.quantity }]);
    orders.push(placed.id);
  } else if (command.kind === 'receive') {
    await stockUp(world, merchant, [{ sku: SKUS[command.sku] as string, quantity: command.quantity }]);
  } else if (command.kind === 'cancel') {
    const id = orders[command.order % Math.max(orders.length, 1)];
    if (id) await call(app, 'POST', `/api/fulfilment/orders/${id}/cancel`, merchant.token);
  } else if (command.kind === 'ship') {
    const id = orders[command.order % Math.max(orders.length, 1)];
    if (!id) return;
    for (const state of ['picking', 'packed', 'handed_over'])
      await call(app, 'POST', `/api/fulfilment/orders/${id}/state`, world.staff.token, { state });
  } else if (command.delta !== 0) {
    await call(app, 'POST', `/api/fulfilment/inventory/${SKUS[command.sku]}/adjustments`, world.staff.token, {
      accountId: merchant.accountId,
      location: 'dubai',
      delta: command.delta,
      reason: 'Counted',
    });
  }
}

describe('the ledger', () => {
  it('holds under any mix of orders, receipts, cancels, handovers and adjustments, run two at a time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 4, maxLength: 14 }), async (commands) => {
        const merchant = await newFulfilmentMerchant(world);
        for (const sku of SKUS) await createProduct(world, merchant, sku);
        await createProduct(world, merchant, 'P-KIT', {
          components: SKUS.map((sku) => ({ sku, quantity: 1 })),
        });
        const orders: string[] = [];
        for (let i = 0; i < commands.length; i += 2)
          await Promise.all(commands.slice(i, i + 2).map((command) => run(merchant, orders, command)));
        await expectLedgerHolds(merchant.accountId);
      }),
      { numRuns: 12 },
    );
  });

  it('reserves waiting orders on receipt in the order they arrived', async () => {
    const merchant = await newFulfilmentMerchant(world);
    await createProduct(world, merchant, 'FIFO-1');
    const waiting: FulfilmentOrder[] = [];
    for (const quantity of [3, 1, 2, 1])
      waiting.push(await placeFulfilmentOrder(world, merchant, [{ sku: 'FIFO-1', quantity }]));
    expect(waiting.every((o) => o.state === 'awaiting_stock')).toBe(true);
    await stockUp(world, merchant, [{ sku: 'FIFO-1', quantity: 4 }]);
    const states = await Promise.all(
      waiting.map(
        async (o) =>
          ok<FulfilmentOrder>(await call(world.t.app, 'GET', `/api/fulfilment/orders/${o.id}`, merchant.token)).state,
      ),
    );
    // The oldest (3) first, then the next that fits (1); 2 and the last 1 wait for more.
    expect(states).toEqual(['reserved', 'reserved', 'awaiting_stock', 'awaiting_stock']);
    await moveTo(world, waiting[0]?.id as string, 'picking');
    await expectLedgerHolds(merchant.accountId);
  });
});
