import type { Order, TrackingView } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dubaiParts, onePlannedOrder } from '../../test/fleet';
import { createTestApp, PLATFORM, type TestApp } from '../../test/harness';
import type { Merchant } from '../../test/orders';
import { call, type Member, ok } from '../../test/teams';

// What the merchant and the recipient see of a planned order: the courier's first name, the
// vehicle and the window of the stop the order waits for; nothing else of the courier.
let t: TestApp;
let operations: Member;
let merchant: Merchant;
let stranger: Merchant;
let orderId: string;
let unplannedId: string;
const today = dubaiParts(new Date()).date;
const planningClock = () => new Date(`${today}T08:00:00+04:00`);

beforeAll(async () => {
  t = await createTestApp({}, { clock: planningClock });
  ({ operations, merchant, stranger, plannedId: orderId, unplannedId } = await onePlannedOrder(t, today));
}, 120_000);
afterAll(async () => t?.close());

const details = (id: string, who: Merchant = merchant) => call(t.app, 'GET', `/quiqdash/order/${id}`, who.token);
const tracking = async (id: string) => {
  const { code } = ok<{ code: string }>(await call(t.app, 'GET', `/tracking/orders/${id}/link`, merchant.token));
  const answer = await t.app.inject({ method: 'GET', url: `${PLATFORM}/track/${code}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
};
const neverPersonal = (body: string) => {
  expect(body).not.toContain('Alzarooni');
  expect(body).not.toContain('Rashid Alz');
  expect(body).not.toContain('554443322');
  expect(body).not.toContain('couriers.example');
};

describe("a planned order's courier", () => {
  it("shows the merchant the courier's first name, the vehicle and the pickup's window before collection", async () => {
    const answer = await details(orderId);
    const order = ok<Order>(answer);
    expect(order.courier).toMatchObject({ courierFirstName: 'Rashid', vehicleKind: 'van', stop: 'pickup' });
    const window = order.courier?.window as { from: string; to: string };
    expect(Date.parse(window.to)).toBeGreaterThan(Date.parse(window.from));
    expect(order.courier?.predictedArrival).not.toBeNull();
    neverPersonal(answer.body);
  });

  it('shows the same window on the ready row of the list, and nothing on an unplanned order', async () => {
    const page = ok<{ orders: Order[] }>(await call(t.app, 'GET', '/quiqdash/orders?limit=50', merchant.token));
    const row = page.orders.find((order) => order.id === orderId);
    const detail = ok<Order>(await details(orderId));
    expect(row?.courier).toEqual(detail.courier);
    expect(page.orders.find((order) => order.id === unplannedId)?.courier).toBeNull();
    expect(ok<Order>(await details(unplannedId)).courier).toBeNull();
  });

  it('is never shown to another merchant: their order details answer not found', async () => {
    const answer = await details(orderId, stranger);
    expect(answer.statusCode).toBe(404);
    neverPersonal(answer.body);
  });

  it('tells the recipient the first name and vehicle, and the drop-off window once out for delivery', async () => {
    const planned = (await tracking(orderId)).json<TrackingView>();
    expect(planned.courier).toEqual({ firstName: 'Rashid', vehicleKind: 'van', dropoffWindow: null });
    for (const move of ['collected', 'at_depot', 'out_for_delivery']) {
      const moved = ok<{ refused: unknown[] }>(
        await call(t.app, 'POST', '/admin/dispatch/moves', operations.token, { move, orderIds: [orderId] }),
      );
      expect(moved.refused).toEqual([]);
    }
    const order = ok<Order>(await details(orderId));
    expect(order.courier?.stop).toBe('dropoff');
    const answer = await tracking(orderId);
    const view = answer.json<TrackingView>();
    expect(view.courier?.firstName).toBe('Rashid');
    expect(view.courier?.dropoffWindow).toEqual(order.courier?.window);
    neverPersonal(answer.body);
    expect((await tracking(unplannedId)).json<TrackingView>().courier).toBeNull();
  });
});
