import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, PLATFORM, signUpAndSignIn, type TestApp } from '../../test/harness';

let t: TestApp;
let auth: { authorization: string };
let pickupId: string;

const orderBody = (overrides: Record<string, unknown> = {}) => ({
  pickupLocationId: pickupId,
  recipient: {
    name: 'Fatima Noor',
    phone: '+971509876543',
    addressLine1: 'Marina Heights Tower',
    apartmentNumber: '1204',
    area: 'Dubai Marina',
    emirate: 'Dubai',
  },
  items: [{ name: 'Perfume 100ml', quantity: 2, weightKg: 0.4 }],
  payment: { mode: 'cod', codAmountFils: 25_000 },
  serviceKind: 'next_day',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ carrierWebhookKey: 'k'.repeat(32) });
  const merchant = await signUpAndSignIn(t.app);
  auth = { authorization: `Bearer ${merchant.token}` };
  const address = await t.app.inject({
    method: 'POST',
    url: `${PLATFORM}/partner/addresses`,
    headers: auth,
    payload: {
      locationName: 'Warehouse',
      contactName: 'Omar',
      phone: '+971501234567',
      addressLine1: 'Plot 5',
      area: 'Al Quoz',
      emirate: 'Dubai',
    },
  });
  pickupId = json<{ id: string }>(address).id;
});
afterAll(async () => t?.close());

describe('orders, end to end over HTTP', () => {
  it('places, lists, moves, labels and exports an order', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/quiqdash/orders`,
      headers: auth,
      payload: orderBody(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = json<{ id: string; status: string; priceFils: number }>(created);
    expect(order.status).toBe('pending');
    expect(order.priceFils).toBe(1800 + 500);

    const list = json<{ orders: { id: string }[] }>(
      await t.app.inject({ method: 'GET', url: `${PLATFORM}/quiqdash/orders?group=pending`, headers: auth }),
    );
    expect(list.orders.map((o) => o.id)).toContain(order.id);

    const moved = await t.app.inject({
      method: 'PUT',
      url: `${PLATFORM}/quiqdash/orders/state/${order.id}/ready_for_collection`,
      headers: auth,
    });
    expect(json<{ status: string }[]>(moved)[0]?.status).toBe('OK');

    const refused = await t.app.inject({
      method: 'PUT',
      url: `${PLATFORM}/quiqdash/orders/state/${order.id}/delivery_complete`,
      headers: auth,
    });
    expect(json<{ status: string; error: { code: string } }[]>(refused)[0]?.error.code).toBe('failed_precondition');

    const webhook = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/webhooks/carrier/status`,
      headers: { 'api-key': 'k'.repeat(32) },
      payload: { order_id: order.id, delivery_status: 'picked_up', rider_name: 'Ali' },
    });
    expect(webhook.statusCode, webhook.body).toBe(200);

    const history = json<{ toStatus: string }[]>(
      await t.app.inject({ method: 'GET', url: `${PLATFORM}/quiqdash/orders/history/${order.id}`, headers: auth }),
    );
    expect(history.map((e) => e.toStatus)).toEqual(['pending', 'ready_for_collection', 'collected']);

    const label = await t.app.inject({
      method: 'GET',
      url: `${PLATFORM}/quiqdash/orders/labels/${order.id}`,
      headers: auth,
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-disposition']).toContain(`order-${order.id}.pdf`);
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const csv = await t.app.inject({ method: 'GET', url: `${PLATFORM}/quiqdash/orders/download`, headers: auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(order.id);

    const counts = json<{ groups: Record<string, number> }>(
      await t.app.inject({ method: 'GET', url: `${PLATFORM}/quiqdash/orders/group_counts`, headers: auth }),
    );
    expect(counts.groups.in_transit).toBe(1);
  });
});
