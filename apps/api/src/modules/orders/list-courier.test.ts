import type { Order } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dubaiParts, onePlannedOrder } from '../../test/fleet';
import { createTestApp, type TestApp } from '../../test/harness';
import { type Merchant, placeOrder } from '../../test/orders';
import { call, type Member, ok } from '../../test/teams';

// The orders list reads each listed order's plan in its own page query (docs/decisions/081): a
// planned order's row names its courier by first name, with the stop it waits for, exactly as the
// order read alone (through the missions' port) does; an unplanned one names none; nothing of the
// plan reaches another account's list.
let t: TestApp;
let operations: Member;
let merchant: Merchant;
let stranger: Merchant;
let plannedId: string;
let unplannedId: string;
const today = dubaiParts(new Date()).date;
const planningClock = () => new Date(`${today}T08:00:00+04:00`);

beforeAll(async () => {
  t = await createTestApp({}, { clock: planningClock });
  ({ operations, merchant, stranger, plannedId, unplannedId } = await onePlannedOrder(t, today));
  await placeOrder(t, stranger, { serviceKind: 'same_day' });
}, 120_000);
afterAll(async () => t?.close());

const listed = async (who: Merchant) => {
  const answer = await call(t.app, 'GET', '/quiqdash/orders?limit=50', who.token);
  return { body: answer.body, orders: ok<{ orders: Order[] }>(answer).orders };
};
const alone = async (id: string) => ok<Order>(await call(t.app, 'GET', `/quiqdash/order/${id}`, merchant.token));

describe("the orders list's planned courier", () => {
  it("names the courier's first name and the pickup stop on a planned ready row, as the order alone does", async () => {
    const { body, orders } = await listed(merchant);
    const row = orders.find((order) => order.id === plannedId);
    expect(row?.courier).toMatchObject({ courierFirstName: 'Rashid', vehicleKind: 'van', stop: 'pickup' });
    expect(row?.collectionWindow).toMatchObject({ source: 'plan', ...row?.courier?.window });
    expect(row).toEqual(await alone(plannedId));
    expect(body).not.toContain('Alzarooni');
    expect(body).not.toContain('554443322');
  });

  it('names no courier on an unplanned ready row, whose window comes from the cut-offs', async () => {
    const { orders } = await listed(merchant);
    const row = orders.find((order) => order.id === unplannedId);
    expect(row?.courier).toBeNull();
    expect(row?.collectionWindow?.source).not.toBe('plan');
    expect(row).toEqual(await alone(unplannedId));
  });

  it("shows nothing of the plan in another merchant's list", async () => {
    const { body, orders } = await listed(stranger);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.courier).toBeNull();
    expect(body).not.toContain('Rashid');
  });

  it('names the drop-off stop once the order is on its way, with the same courier', async () => {
    for (const move of ['collected', 'at_depot', 'out_for_delivery']) {
      const moved = ok<{ refused: unknown[] }>(
        await call(t.app, 'POST', '/admin/dispatch/moves', operations.token, { move, orderIds: [plannedId] }),
      );
      expect(moved.refused).toEqual([]);
    }
    const { orders } = await listed(merchant);
    const row = orders.find((order) => order.id === plannedId);
    expect(row?.courier).toMatchObject({ courierFirstName: 'Rashid', vehicleKind: 'van', stop: 'dropoff' });
    expect(row?.collectionWindow).toBeNull();
    expect(row).toEqual(await alone(plannedId));
  });
});
