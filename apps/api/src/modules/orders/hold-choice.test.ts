import { addDays, dubaiClock, formatServiceDate, type Order, type StateChangeResult } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, fieldMessage, warmPool } from '../../test/identity';
import {
  CARRIER_KEY,
  carrierEvent,
  changeStateOk,
  getOrder,
  historyOf,
  type Merchant,
  newMerchant,
  placeOrder,
} from '../../test/orders';
import { call, ok } from '../../test/teams';

let t: TestApp;
let merchant: Merchant;
let other: Merchant;
beforeAll(async () => {
  t = await createTestApp({ carrierWebhookKey: CARRIER_KEY });
  merchant = await newMerchant(t);
  other = await newMerchant(t);
});
afterAll(async () => t?.close());

/** A next-day order held after its second failed delivery, driven there by the merchant and the courier. */
async function heldOrder(owner: Merchant = merchant): Promise<Order> {
  const order = await placeOrder(t, owner);
  await changeStateOk(t, owner.token, order.id, 'ready_for_collection');
  for (const word of ['picked_up', 'at_hub', 'out_for_delivery', 'failed', 'out_for_delivery', 'failed']) {
    ok(await carrierEvent(t, { order_id: order.id, delivery_status: word, failure_reason: 'Recipient not answering' }));
  }
  const held = await getOrder(t, owner.token, order.id);
  expect(held.status).toBe('on_hold');
  return held;
}

const reattempt = (token: string, ids: string[], deliveryDate: unknown) =>
  call(t.app, 'PUT', `/quiqdash/orders/reattempt/${ids.join(',')}`, token, { deliveryDate });
const returnToOrigin = (token: string, ids: string[], body: Record<string, unknown> = {}) =>
  call(t.app, 'PUT', `/quiqdash/orders/return/${ids.join(',')}`, token, body);

const today = () => dubaiClock(new Date()).date;
/** A day every service can take: the latest earliest day (next day after its cut-off) is two days ahead. */
const inThreeDays = () => addDays(today(), 3);

describe('PUT /quiqdash/orders/reattempt/{ids}', () => {
  it('delivers a held order again on the chosen day, and the history says so', async () => {
    const held = await heldOrder();
    const holdEnds = Date.parse(held.onHoldUntil as string) - Date.now();
    expect(holdEnds).toBeGreaterThan(71 * 3_600_000);
    expect(holdEnds).toBeLessThanOrEqual(72 * 3_600_000);

    const day = inThreeDays();
    const results = ok<StateChangeResult[]>(await reattempt(merchant.token, [held.id], day));
    expect(results).toEqual([
      {
        id: held.id,
        status: 'OK',
        order: expect.objectContaining({
          id: held.id,
          status: 'out_for_delivery',
          serviceDate: day,
          scheduledDate: day,
          onHoldUntil: null,
          failedAttempts: 2,
        }),
      },
    ]);
    expect((await historyOf(t, merchant.token, held.id)).at(-1)).toMatchObject({
      fromStatus: 'on_hold',
      toStatus: 'out_for_delivery',
      actor: 'merchant',
      actorName: merchant.fullName,
      reason: `Reattempt chosen for ${formatServiceDate(day)}`,
    });
  });

  it('answers a retry of the same choice again and records it once', async () => {
    const held = await heldOrder();
    const day = inThreeDays();
    const first = ok<StateChangeResult[]>(await reattempt(merchant.token, [held.id], day));
    const history = await historyOf(t, merchant.token, held.id);
    const retry = ok<StateChangeResult[]>(await reattempt(merchant.token, [held.id], day));
    expect(retry).toEqual(first);
    expect(await historyOf(t, merchant.token, held.id)).toEqual(history);

    // Another day is another request: the order is no longer on hold.
    const otherDay = ok<StateChangeResult[]>(await reattempt(merchant.token, [held.id], addDays(day, 1)));
    expect(otherDay).toEqual([
      {
        id: held.id,
        status: 'FAILED',
        error: {
          code: 'failed_precondition',
          message: `Order ${held.id} is Out for delivery: only orders on hold can be reattempted.`,
        },
      },
    ]);
    expect((await getOrder(t, merchant.token, held.id)).serviceDate).toBe(day);
  });

  it('answers each order of a bulk choice on its own: moved, left the hold, another tenant’s, unknown', async () => {
    const [first, second] = [await heldOrder(), await heldOrder()];
    const pending = await placeOrder(t, merchant);
    const theirs = await heldOrder(other);
    const day = inThreeDays();
    const results = ok<StateChangeResult[]>(
      await reattempt(merchant.token, [first.id, second.id, pending.id, theirs.id, 'SD0000000000'], day),
    );
    expect(results).toEqual([
      { id: first.id, status: 'OK', order: expect.objectContaining({ status: 'out_for_delivery', serviceDate: day }) },
      { id: second.id, status: 'OK', order: expect.objectContaining({ status: 'out_for_delivery', serviceDate: day }) },
      {
        id: pending.id,
        status: 'FAILED',
        error: {
          code: 'failed_precondition',
          message: `Order ${pending.id} is Pending: only orders on hold can be reattempted.`,
        },
      },
      { id: theirs.id, status: 'FAILED', error: { code: 'not_found', message: 'Order not found' } },
      { id: 'SD0000000000', status: 'FAILED', error: { code: 'not_found', message: 'Order not found' } },
    ]);
    expect(await getOrder(t, other.token, theirs.id)).toEqual(theirs);
    expect((await getOrder(t, merchant.token, pending.id)).status).toBe('pending');
  });

  it('refuses a day before the service’s next day for that order, and days no order could take', async () => {
    const held = await heldOrder();
    // Next day: today is always too early.
    const tooEarly = ok<StateChangeResult[]>(await reattempt(merchant.token, [held.id], today()));
    expect(tooEarly[0]).toMatchObject({ id: held.id, status: 'FAILED', error: { code: 'invalid_argument' } });
    expect(tooEarly[0]?.error?.message).toMatch(/^The earliest delivery date for this service is \d{4}-\d{2}-\d{2}$/);

    const refusals: [unknown, string][] = [
      [addDays(today(), -1), 'Choose a day from today on'],
      [addDays(today(), 31), 'Orders can be scheduled up to 30 days ahead'],
      ['27-11-2026', 'Use a date like 2026-11-23'],
      [undefined, 'Invalid input: expected string, received undefined'],
    ];
    for (const [deliveryDate, message] of refusals) {
      const response = await reattempt(merchant.token, [held.id], deliveryDate);
      expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
      expect(fieldMessage(response, 'deliveryDate'), String(deliveryDate)).toBe(message);
    }
    expect(await getOrder(t, merchant.token, held.id)).toEqual(held);
    // The last day of the limit is taken.
    const atLimit = ok<StateChangeResult[]>(await reattempt(merchant.token, [held.id], addDays(today(), 30)));
    expect(atLimit[0]?.order?.serviceDate).toBe(addDays(today(), 30));
  });

  it('lets only one of two simultaneous choices of one order win', async () => {
    await warmPool(t.database.db, 4);
    const held = await heldOrder();
    const [again, back] = await Promise.all([
      reattempt(merchant.token, [held.id], inThreeDays()),
      returnToOrigin(merchant.token, [held.id]),
    ]);
    const outcomes = [...ok<StateChangeResult[]>(again), ...ok<StateChangeResult[]>(back)];
    expect(outcomes.filter((result) => result.status === 'OK')).toHaveLength(1);
    expect(outcomes.find((result) => result.status === 'FAILED')?.error?.code).toBe('failed_precondition');
    const choices = (await historyOf(t, merchant.token, held.id)).filter((event) => event.fromStatus === 'on_hold');
    expect(choices).toHaveLength(1);
  });
});

describe('PUT /quiqdash/orders/return/{ids}', () => {
  it('returns a held order to the pickup address once, however often it is asked', async () => {
    const held = await heldOrder();
    const first = ok<StateChangeResult[]>(await returnToOrigin(merchant.token, [held.id]));
    expect(first).toEqual([
      {
        id: held.id,
        status: 'OK',
        order: expect.objectContaining({
          status: 'return_to_origin',
          onHoldUntil: null,
          serviceDate: held.serviceDate,
        }),
      },
    ]);
    const history = await historyOf(t, merchant.token, held.id);
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'on_hold',
      toStatus: 'return_to_origin',
      actor: 'merchant',
      reason: 'Return to origin chosen',
    });
    expect(ok<StateChangeResult[]>(await returnToOrigin(merchant.token, [held.id]))).toEqual(first);
    expect(await historyOf(t, merchant.token, held.id)).toEqual(history);

    const late = ok<StateChangeResult[]>(await reattempt(merchant.token, [held.id], inThreeDays()));
    expect(late[0]?.error).toEqual({
      code: 'failed_precondition',
      message: `Order ${held.id} is Returning: only orders on hold can be reattempted.`,
    });
  });

  it('keeps the reason the merchant gives, and refuses orders that are not on hold', async () => {
    const held = await heldOrder();
    const pending = await placeOrder(t, merchant);
    const theirs = await heldOrder(other);
    const results = ok<StateChangeResult[]>(
      await returnToOrigin(merchant.token, [held.id, pending.id, theirs.id], { reason: 'Customer cancelled' }),
    );
    expect(results.map((result) => [result.status, result.error?.code])).toEqual([
      ['OK', undefined],
      ['FAILED', 'failed_precondition'],
      ['FAILED', 'not_found'],
    ]);
    expect(results[1]?.error?.message).toBe(`Order ${pending.id} is Pending: only orders on hold can be returned.`);
    expect((await historyOf(t, merchant.token, held.id)).at(-1)?.reason).toBe('Customer cancelled');
    expect((await getOrder(t, other.token, theirs.id)).status).toBe('on_hold');
  });

  it('sends a held order out again only through the reattempt call, which carries the day', async () => {
    const held = await heldOrder();
    const results = ok<StateChangeResult[]>(
      await call(t.app, 'PUT', `/quiqdash/orders/state/${held.id}/out_for_delivery`, merchant.token, {}),
    );
    expect(results[0]).toMatchObject({ status: 'FAILED', error: { code: 'failed_precondition' } });
    expect(results[0]?.error?.message).toBe(
      'An order on hold goes out again on a day you choose: use Reattempt and pick the day.',
    );
    expect((await getOrder(t, merchant.token, held.id)).status).toBe('on_hold');
  });
});
