import {
  type Actor,
  addDays,
  CARRIER_STATUS_NAMES,
  canTransition,
  dubaiClock,
  formatServiceDate,
  isStateCallMove,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type Order,
  type OrderStatus,
  type StateChangeResult,
} from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, fieldMessage, warmPool } from '../../test/identity';
import {
  CARRIER_KEY,
  carrierEvent,
  changeState,
  changeStateOk,
  getOrder,
  historyOf,
  idsOf,
  type Merchant,
  newMerchant,
  placeOrder,
  putInState,
} from '../../test/orders';
import { call, makeAdmin, ok } from '../../test/teams';

let t: TestApp;
let merchant: Merchant;
let admin: Merchant;
beforeAll(async () => {
  t = await createTestApp({ carrierWebhookKey: CARRIER_KEY });
  merchant = await newMerchant(t);
  admin = await newMerchant(t, { full_name: 'Khalid Ops' });
  await makeAdmin(t, admin);
});
afterAll(async () => t?.close());

const refusal = (from: OrderStatus, to: OrderStatus, actor: Actor) =>
  canTransition(from, to, actor)
    ? 'An order on hold goes out again on a day you choose: use Reattempt and pick the day.'
    : `An order that is ${ORDER_STATUS_LABELS[from]} cannot become ${ORDER_STATUS_LABELS[to]}.`;

/** Every (from, to) pair of the lifecycle, the legal and the illegal. */
const PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));
const verdict = (from: OrderStatus, to: OrderStatus, actor: Actor) =>
  isStateCallMove(from, to, actor) ? 'allowed' : 'refused';

/** The carrier's word for each of our states it can report (the first of the webhook's names). */
const CARRIER_WORD: Partial<Record<OrderStatus, string>> = {
  collected: 'picked_up',
  received_at_depot: 'at_hub',
  out_for_delivery: 'out_for_delivery',
  delivery_complete: 'delivered',
  delivery_failed: 'failed',
  return_to_origin: 'return_in_progress',
  returned_to_origin: 'returned',
};

describe('the lifecycle table', () => {
  it('lets merchants, couriers and admins make exactly the moves the lifecycle lists (docs/guide/orders-and-bulk-upload.md)', () => {
    const moves = (actor: Actor) =>
      new Set(PAIRS.filter(([from, to]) => canTransition(from, to, actor)).map(([from, to]) => `${from}>${to}`));
    expect(moves('merchant')).toEqual(
      new Set([
        'pending>ready_for_collection',
        'pending>cancelled',
        'ready_for_collection>pending',
        'ready_for_collection>cancelled',
        'on_hold>out_for_delivery',
        'on_hold>return_to_origin',
      ]),
    );
    expect(moves('courier')).toEqual(
      new Set([
        'ready_for_collection>collected',
        'collected>received_at_depot',
        'received_at_depot>out_for_delivery',
        'out_for_delivery>delivery_complete',
        'out_for_delivery>delivery_failed',
        'delivery_failed>out_for_delivery',
        'delivery_failed>received_at_depot',
        'return_to_origin>returned_to_origin',
      ]),
    );
    // Admins (operations staff) may make every legal move of the table.
    const everyMove = Object.entries(ORDER_TRANSITIONS).flatMap(([from, targets]) =>
      Object.keys(targets).map((to) => `${from}>${to}`),
    );
    expect(moves('admin')).toEqual(new Set(everyMove));
    // Cancelling is possible only before collection.
    expect([...moves('admin')].filter((move) => move.endsWith('>cancelled'))).toEqual([
      'pending>cancelled',
      'ready_for_collection>cancelled',
    ]);
  });

  it('lets the courier report, through the webhook, every state the courier may move an order to', () => {
    const courierTargets = new Set(PAIRS.filter(([f, to]) => canTransition(f, to, 'courier')).map(([, to]) => to));
    for (const target of courierTargets) expect(CARRIER_STATUS_NAMES).toContain(CARRIER_WORD[target]);
  });
});

/** One order per starting state, put back in that state before each attempt. */
async function ordersInEveryState(owner: Merchant): Promise<Record<OrderStatus, string>> {
  const ids = {} as Record<OrderStatus, string>;
  for (const status of ORDER_STATUSES) ids[status] = (await placeOrder(t, owner)).id;
  return ids;
}

describe.each([
  ['merchant', () => merchant],
  ['admin', () => admin],
] as [Actor, () => Merchant][])('PUT /quiqdash/orders/state/{id}/{state} by a %s', (actor, who) => {
  let ids: Record<OrderStatus, string>;
  beforeAll(async () => {
    ids = await ordersInEveryState(who());
  });

  it.each(PAIRS.map(([from, to]) => [from, to, verdict(from, to, actor)]))(
    '%s → %s is %s',
    async (from, to, expected) => {
      const user = who();
      const id = ids[from as OrderStatus];
      await putInState(t, id, from as OrderStatus);
      const before = await historyOf(t, user.token, id);
      const results = ok<StateChangeResult[]>(await changeState(t, user.token, id, to, `Test move by ${actor}`));
      const after = await historyOf(t, user.token, id);
      expect(results).toHaveLength(1);
      if (expected === 'allowed') {
        expect(results[0]).toMatchObject({ id, status: 'OK', order: { id, status: to } });
        expect(after).toHaveLength(before.length + 1);
        expect(after.at(-1)).toEqual({
          id: expect.stringMatching(/^evt_/),
          fromStatus: from,
          toStatus: to,
          reason: `Test move by ${actor}`,
          // A person's own words and name: no message id to render them by.
          reasonText: null,
          actor,
          actorName: user.fullName,
          actorNameText: null,
          createdAt: expect.any(String),
        });
      } else {
        expect(results[0]).toEqual({
          id,
          status: 'FAILED',
          error: { code: 'failed_precondition', message: refusal(from as OrderStatus, to as OrderStatus, actor) },
        });
        expect((await getOrder(t, user.token, id)).status).toBe(from);
        expect(after).toEqual(before);
      }
    },
  );
});

describe('POST /webhooks/carrier/status (the courier)', () => {
  let ids: Record<OrderStatus, string>;
  beforeAll(async () => {
    ids = await ordersInEveryState(merchant);
  });

  const reportable = PAIRS.filter(([, to]) => CARRIER_WORD[to]);
  it.each(reportable.map(([from, to]) => [from, to, verdict(from, to, 'courier')]))(
    '%s → %s is %s',
    async (from, to, expected) => {
      const id = ids[from as OrderStatus];
      await putInState(t, id, from as OrderStatus);
      const before = await historyOf(t, merchant.token, id);
      const response = await carrierEvent(t, {
        order_id: id,
        delivery_status: CARRIER_WORD[to as OrderStatus],
        rider_name: 'Rashid the rider',
        failure_reason: to === 'delivery_failed' ? 'Recipient not answering' : undefined,
        // The carrier sends many more fields; they are accepted and ignored.
        hub_name: 'Al Quoz hub',
        otp_verified: true,
      });
      const after = await historyOf(t, merchant.token, id);
      if (expected === 'allowed') {
        expect(ok<Order>(response)).toMatchObject({ id, status: to });
        expect(after).toHaveLength(before.length + 1);
        expect(after.at(-1)).toMatchObject({
          fromStatus: from,
          toStatus: to,
          actor: 'courier',
          actorName: 'Rashid the rider',
          reason: to === 'delivery_failed' ? 'Recipient not answering' : null,
        });
      } else {
        expectError(response, 412, 'failed_precondition', refusal(from as OrderStatus, to as OrderStatus, 'courier'));
        expect((await getOrder(t, merchant.token, id)).status).toBe(from);
        expect(after).toEqual(before);
      }
    },
  );

  it.each(['pending', 'ready_for_collection', 'on_hold', 'cancelled', 'lost_in_space'])(
    'cannot report %s: the webhook has no word for it',
    async (status) => {
      const order = await placeOrder(t, merchant);
      await putInState(t, order.id, 'out_for_delivery');
      const response = await carrierEvent(t, { order_id: order.id, delivery_status: status });
      expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
      expect(fieldMessage(response, 'delivery_status')).toMatch(/^delivery_status is one of: picked_up, /);
      expect((await getOrder(t, merchant.token, order.id)).status).toBe('out_for_delivery');
    },
  );

  it('accepts each of the carrier’s names for a state', async () => {
    const order = await placeOrder(t, merchant);
    await changeStateOk(t, merchant.token, order.id, 'ready_for_collection');
    for (const word of ['collected', 'received_at_depot', 'out_for_delivery', 'delivery_complete']) {
      ok(await carrierEvent(t, { order_id: order.id, delivery_status: word }));
    }
    expect((await historyOf(t, merchant.token, order.id)).map((e) => [e.toStatus, e.actorName])).toEqual([
      ['pending', merchant.fullName],
      ['ready_for_collection', merchant.fullName],
      ['collected', 'Courier'],
      ['received_at_depot', 'Courier'],
      ['out_for_delivery', 'Courier'],
      ['delivery_complete', 'Courier'],
    ]);
  });

  it('refuses a missing or wrong api-key and changes nothing', async () => {
    const order = await placeOrder(t, merchant);
    await putInState(t, order.id, 'ready_for_collection');
    const body = { order_id: order.id, delivery_status: 'picked_up' };
    const refused = 'A valid api-key header is required.';
    expectError(await carrierEvent(t, body, null), 401, 'unauthenticated', refused);
    expectError(await carrierEvent(t, body, 'y'.repeat(32)), 401, 'unauthenticated', refused);
    expectError(await carrierEvent(t, body, CARRIER_KEY.slice(1)), 401, 'unauthenticated', refused);
    expectError(await carrierEvent(t, body, `${CARRIER_KEY}x`), 401, 'unauthenticated', refused);
    // A key of the right length in characters but not in bytes is refused the same way.
    expectError(await carrierEvent(t, body, 'é'.repeat(CARRIER_KEY.length)), 401, 'unauthenticated', refused);
    expectError(await carrierEvent(t, body, 'é'.repeat(CARRIER_KEY.length / 2)), 401, 'unauthenticated', refused);
    // A merchant's bearer token is not a courier's key.
    const withBearer = await t.app.inject({
      method: 'POST',
      url: '/api/platform/webhooks/carrier/status',
      headers: { authorization: `Bearer ${merchant.token}` },
      payload: body,
    });
    expectError(withBearer, 401, 'unauthenticated', refused);
    expect((await getOrder(t, merchant.token, order.id)).status).toBe('ready_for_collection');
  });

  it('checks the api-key before the body: a caller without it learns nothing of the body’s shape', async () => {
    expectError(
      await carrierEvent(t, { delivery_status: 42 }, null),
      401,
      'unauthenticated',
      'A valid api-key header is required.',
    );
    expectError(await carrierEvent(t, { delivery_status: 42 }), 400, 'invalid_argument', 'Some fields are not valid.');
  });

  it('answers not_found for an unknown order', async () => {
    expectError(
      await carrierEvent(t, { order_id: 'SD0000000000', delivery_status: 'picked_up' }),
      404,
      'not_found',
      'Order not found',
    );
  });
});

describe('failed deliveries', () => {
  /** An order out for delivery, driven there by the merchant and the courier. */
  async function outForDelivery(): Promise<Order> {
    const order = await placeOrder(t, merchant);
    await changeStateOk(t, merchant.token, order.id, 'ready_for_collection');
    for (const word of ['picked_up', 'at_hub', 'out_for_delivery']) {
      ok(await carrierEvent(t, { order_id: order.id, delivery_status: word }));
    }
    return order;
  }
  const fail = async (id: string, reason: string) =>
    ok<Order>(await carrierEvent(t, { order_id: id, delivery_status: 'failed', failure_reason: reason }));
  const redispatch = async (id: string) =>
    ok<Order>(await carrierEvent(t, { order_id: id, delivery_status: 'out_for_delivery' }));

  it('keeps the 1st failure in delivery_failed, holds the order at the 2nd and returns it at the 3rd', async () => {
    const order = await outForDelivery();
    const first = await fail(order.id, 'Recipient not answering');
    expect(first).toMatchObject({ status: 'delivery_failed', failedAttempts: 1 });

    await redispatch(order.id);
    const second = await fail(order.id, 'Address not found');
    expect(second).toMatchObject({ status: 'on_hold', failedAttempts: 2 });

    // The merchant chooses to try again, on a day.
    const day = addDays(dubaiClock(new Date()).date, 3);
    const reattempt = ok<StateChangeResult[]>(
      await call(t.app, 'PUT', `/quiqdash/orders/reattempt/${order.id}`, merchant.token, { deliveryDate: day }),
    );
    expect(reattempt[0]).toMatchObject({ status: 'OK', order: { status: 'out_for_delivery' } });

    const third = await fail(order.id, 'Shop closed');
    expect(third).toMatchObject({ status: 'return_to_origin', failedAttempts: 3 });
    expect(ok<Order>(await carrierEvent(t, { order_id: order.id, delivery_status: 'returned' }))).toMatchObject({
      status: 'returned_to_origin',
    });

    const history = await historyOf(t, merchant.token, order.id);
    expect(history.map(({ fromStatus, toStatus, actor, reason }) => ({ fromStatus, toStatus, actor, reason }))).toEqual(
      [
        { fromStatus: null, toStatus: 'pending', actor: 'merchant', reason: 'Order placed' },
        { fromStatus: 'pending', toStatus: 'ready_for_collection', actor: 'merchant', reason: null },
        { fromStatus: 'ready_for_collection', toStatus: 'collected', actor: 'courier', reason: null },
        { fromStatus: 'collected', toStatus: 'received_at_depot', actor: 'courier', reason: null },
        { fromStatus: 'received_at_depot', toStatus: 'out_for_delivery', actor: 'courier', reason: null },
        {
          fromStatus: 'out_for_delivery',
          toStatus: 'delivery_failed',
          actor: 'courier',
          reason: 'Recipient not answering',
        },
        { fromStatus: 'delivery_failed', toStatus: 'out_for_delivery', actor: 'courier', reason: null },
        { fromStatus: 'out_for_delivery', toStatus: 'delivery_failed', actor: 'courier', reason: 'Address not found' },
        {
          fromStatus: 'delivery_failed',
          toStatus: 'on_hold',
          actor: 'system',
          reason: 'Second failed attempt: held 72 h for your choice',
        },
        {
          fromStatus: 'on_hold',
          toStatus: 'out_for_delivery',
          actor: 'merchant',
          reason: `Reattempt chosen for ${formatServiceDate(day)}`,
        },
        { fromStatus: 'out_for_delivery', toStatus: 'delivery_failed', actor: 'courier', reason: 'Shop closed' },
        {
          fromStatus: 'delivery_failed',
          toStatus: 'return_to_origin',
          actor: 'system',
          reason: 'Third failed attempt: returning to you',
        },
        { fromStatus: 'return_to_origin', toStatus: 'returned_to_origin', actor: 'courier', reason: null },
      ],
    );
    expect(history.every((event) => !Number.isNaN(Date.parse(event.createdAt)))).toBe(true);
    const times = history.map((event) => Date.parse(event.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('lets the merchant choose a return for a held order', async () => {
    const order = await outForDelivery();
    await fail(order.id, 'Recipient not answering');
    await redispatch(order.id);
    expect((await fail(order.id, 'Recipient not answering')).status).toBe('on_hold');
    const results = await changeStateOk(t, merchant.token, order.id, 'return_to_origin');
    expect(results[0]).toMatchObject({ status: 'OK', order: { status: 'return_to_origin', failedAttempts: 2 } });
  });

  it('applies the same rule when operations staff record the failures through the state call', async () => {
    const order = await placeOrder(t, admin);
    for (const state of ['ready_for_collection', 'collected', 'received_at_depot', 'out_for_delivery']) {
      expect((await changeStateOk(t, admin.token, order.id, state))[0]?.status).toBe('OK');
    }
    const first = await changeStateOk(t, admin.token, order.id, 'delivery_failed');
    expect(first[0]?.order).toMatchObject({ status: 'delivery_failed', failedAttempts: 1 });
    await changeStateOk(t, admin.token, order.id, 'out_for_delivery');
    const second = await changeStateOk(t, admin.token, order.id, 'delivery_failed');
    expect(second[0]?.order).toMatchObject({ status: 'on_hold', failedAttempts: 2 });
    await changeStateOk(t, admin.token, order.id, 'out_for_delivery');
    const third = await changeStateOk(t, admin.token, order.id, 'delivery_failed');
    expect(third[0]?.order).toMatchObject({ status: 'return_to_origin', failedAttempts: 3 });
    const history = await historyOf(t, admin.token, order.id);
    expect(history.slice(-2).map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      ['out_for_delivery', 'delivery_failed', 'admin'],
      ['delivery_failed', 'return_to_origin', 'system'],
    ]);
  });
});

describe('the state call for several orders', () => {
  it('answers each order on its own: moved, refused or not found', async () => {
    const [a, b, c] = [await placeOrder(t, merchant), await placeOrder(t, merchant), await placeOrder(t, merchant)];
    await putInState(t, (c as Order).id, 'collected');
    const results = await changeStateOk(
      t,
      merchant.token,
      [a.id, b.id, c.id, 'SD0000000000', a.id],
      'ready_for_collection',
    );
    expect(results).toEqual([
      { id: a.id, status: 'OK', order: expect.objectContaining({ id: a.id, status: 'ready_for_collection' }) },
      { id: b.id, status: 'OK', order: expect.objectContaining({ id: b.id, status: 'ready_for_collection' }) },
      {
        id: c.id,
        status: 'FAILED',
        error: { code: 'failed_precondition', message: refusal('collected', 'ready_for_collection', 'merchant') },
      },
      { id: 'SD0000000000', status: 'FAILED', error: { code: 'not_found', message: 'Order not found' } },
    ]);
  });

  it('takes up to 1,000 ids in one call: the bulk Ready for Collection of the orders table', async () => {
    const placed: Order[] = [];
    for (let i = 0; i < 20; i += 1) placed.push(await placeOrder(t, merchant));
    const unknown = Array.from({ length: 1000 - placed.length }, (_, i) => `SDZZ${String(i).padStart(8, '0')}`);
    const results = await changeStateOk(t, merchant.token, [...idsOf(placed), ...unknown], 'ready_for_collection');
    expect(results).toHaveLength(1000);
    expect(results.slice(0, 20).every((r) => r.status === 'OK' && r.order?.status === 'ready_for_collection')).toBe(
      true,
    );
    expect(results.slice(20).every((r) => r.status === 'FAILED' && r.error?.code === 'not_found')).toBe(true);
  });

  it('answers in the error shape when the path is longer than any list of ids', async () => {
    const huge = 'SD'.repeat(15_000);
    expectError(
      await changeState(t, merchant.token, huge, 'cancelled'),
      400,
      'invalid_argument',
      'The request could not be read.',
    );
  });

  it('refuses an unknown state and more than 1,000 ids', async () => {
    const order = await placeOrder(t, merchant);
    const unknown = await changeState(t, merchant.token, order.id, 'teleported');
    expectError(unknown, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(fieldMessage(unknown, 'state')).toBeTruthy();
    const many = Array.from({ length: 1001 }, (_, i) => `SD${String(i).padStart(3, '0')}`);
    const tooMany = await changeState(t, merchant.token, many, 'cancelled');
    expectError(tooMany, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(fieldMessage(tooMany, 'ids')).toBe('Between 1 and 1,000 order ids');
    expect((await getOrder(t, merchant.token, order.id)).status).toBe('pending');
  });

  it('refuses a reason over 300 characters and moves nothing', async () => {
    const order = await placeOrder(t, merchant);
    const response = await changeState(t, merchant.token, order.id, 'cancelled', 'x'.repeat(301));
    expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(fieldMessage(response, 'reason')).toBeTruthy();
    expect((await getOrder(t, merchant.token, order.id)).status).toBe('pending');
  });

  it('lets only one of two simultaneous moves of one order win', async () => {
    await warmPool(t.database.db, 4);
    for (let round = 0; round < 5; round += 1) {
      const order = await placeOrder(t, merchant);
      const [first, second] = await Promise.all([
        changeStateOk(t, merchant.token, order.id, 'ready_for_collection'),
        changeStateOk(t, merchant.token, order.id, 'ready_for_collection'),
      ]);
      const outcomes = [first[0], second[0]];
      expect(outcomes.filter((r) => r?.status === 'OK')).toHaveLength(1);
      const loser = outcomes.find((r) => r?.status === 'FAILED');
      expect(['aborted', 'failed_precondition']).toContain(loser?.error?.code);
      const history = await historyOf(t, merchant.token, order.id);
      expect(history.map((e) => e.toStatus)).toEqual(['pending', 'ready_for_collection']);
    }
  });
});
