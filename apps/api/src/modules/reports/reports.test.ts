import type { DeliveryReport, Order, OrderStatus } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, fieldMessage, NOT_VALID } from '../../test/identity';
import { type Merchant, newMerchant, placeOrder, putInState, setCreatedAt } from '../../test/orders';
import { call, createTeam, joinTeam, ok } from '../../test/teams';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const summary = (token: string | undefined, query: string) =>
  call(t.app, 'GET', `/quiqdash/reports/summary?${query}`, token);
const reportOf = async (token: string, from: string, to: string) =>
  ok<DeliveryReport>(await summary(token, `from=${from}&to=${to}`));

/** Places an order, moves it to `status` and dates it `createdAt` (an instant). */
async function orderAt(
  merchant: Merchant,
  createdAt: string,
  status: OrderStatus,
  overrides: Record<string, unknown> = {},
  failedAttempts = 0,
): Promise<Order> {
  const order = await placeOrder(t, merchant, overrides);
  await putInState(t, order.id, status, failedAttempts);
  await setCreatedAt(t, order.id, createdAt);
  return order;
}

const toAbuDhabi = (overrides: Record<string, unknown> = {}) => ({
  recipient: {
    name: 'Khalid Rahman',
    phone: '+971501234567',
    addressLine1: 'Al Reem Island, Sky Tower',
    area: 'Al Reem Island',
    emirate: 'Abu Dhabi',
  },
  ...overrides,
});

describe('GET /quiqdash/reports/summary', () => {
  it('answers unauthenticated without a token', async () => {
    expectError(
      await summary(undefined, 'from=2026-11-01&to=2026-11-07'),
      401,
      'unauthenticated',
      'Sign in to continue.',
    );
  });

  it('refuses a missing, impossible, reversed or too long period in the error shape', async () => {
    const { token } = await newMerchant(t);
    const missing = await summary(token, 'from=2026-11-01');
    expectError(missing, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(missing, 'to')).toBeTruthy();

    const impossible = await summary(token, 'from=2026-02-30&to=2026-03-02');
    expectError(impossible, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(impossible, 'from')).toBe('Use a date like 2026-11-23');

    const reversed = await summary(token, 'from=2026-11-10&to=2026-11-09');
    expectError(reversed, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(reversed, 'to')).toBe('The end date comes on or after the start date');

    const tooLong = await summary(token, 'from=2024-01-01&to=2025-01-01');
    expectError(tooLong, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(tooLong, 'from')).toBe('A report covers at most 366 days');
    // A whole leap year is allowed.
    expect((await reportOf(token, '2024-01-01', '2024-12-31')).days).toHaveLength(366);
  });

  it('answers zeros and every day of the period for an account without orders', async () => {
    const { token } = await newMerchant(t);
    const report = await reportOf(token, '2026-10-30', '2026-11-02');
    expect(report).toEqual({
      from: '2026-10-30',
      to: '2026-11-02',
      totals: {
        orders: 0,
        delivered: 0,
        deliveredFirstAttempt: 0,
        inProgress: 0,
        needsAttention: 0,
        returned: 0,
        cancelled: 0,
        codCollectedFils: 0,
        spendFils: 0,
      },
      deliveryRate: null,
      firstAttemptRate: null,
      days: ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'].map((date) => ({ date, orders: 0, delivered: 0 })),
      services: [
        { key: 'four_hour', label: '4-hour', orders: 0, delivered: 0, returned: 0 },
        { key: 'same_day', label: 'Same day', orders: 0, delivered: 0, returned: 0 },
        { key: 'next_day', label: 'Next day', orders: 0, delivered: 0, returned: 0 },
      ],
      emirates: [],
      ratings: { count: 0, average: null },
      returns: { count: 0, byRecipient: 0, completed: 0 },
    });
  });

  it("adds up the account's orders of the period by outcome, day, service and emirate", async () => {
    const shop = await newMerchant(t);
    const other = await newMerchant(t);
    // Dubai is UTC+4: 20:30Z on the 9th is 00:30 on the 10th there, 19:30Z on the 12th is 23:30 on the 12th.
    const deliveredCod = await orderAt(shop, '2026-11-09T20:30:00Z', 'delivery_complete', {
      payment: { mode: 'cod', codAmountFils: 25_000 },
    });
    const deliveredLate = await orderAt(
      shop,
      '2026-11-10T08:00:00Z',
      'delivery_complete',
      { payment: { mode: 'prepaid' }, serviceKind: 'same_day' },
      1,
    );
    const deliveredAbuDhabi = await orderAt(
      shop,
      '2026-11-12T19:30:00Z',
      'delivery_complete',
      toAbuDhabi({ payment: { mode: 'cod', codAmountFils: 10_050 } }),
    );
    const returned = await orderAt(shop, '2026-11-11T06:00:00Z', 'returned_to_origin', toAbuDhabi(), 3);
    const onHold = await orderAt(shop, '2026-11-11T07:00:00Z', 'on_hold', {}, 2);
    const onTheWay = await orderAt(shop, '2026-11-11T08:00:00Z', 'out_for_delivery');
    const cancelled = await orderAt(shop, '2026-11-12T09:00:00Z', 'cancelled');
    // Outside the period (19:59Z on the 9th is 23:59 there; 20:00Z on the 12th is the 13th) or another account's.
    await orderAt(shop, '2026-11-09T19:59:00Z', 'delivery_complete');
    await orderAt(shop, '2026-11-12T20:00:00Z', 'delivery_complete');
    await orderAt(other, '2026-11-11T08:00:00Z', 'delivery_complete');

    const report = await reportOf(shop.token, '2026-11-10', '2026-11-12');
    const notCancelled = [deliveredCod, deliveredLate, deliveredAbuDhabi, returned, onHold, onTheWay];
    expect(report.totals).toEqual({
      orders: 7,
      delivered: 3,
      deliveredFirstAttempt: 2,
      inProgress: 1,
      needsAttention: 1,
      returned: 1,
      cancelled: 1,
      codCollectedFils: 25_000 + 10_050,
      spendFils: notCancelled.reduce((sum, order) => sum + order.priceFils, 0),
    });
    expect(cancelled.priceFils).toBeGreaterThan(0);
    expect(report.deliveryRate).toBeCloseTo(3 / 4);
    expect(report.firstAttemptRate).toBeCloseTo(2 / 3);
    expect(report.days).toEqual([
      { date: '2026-11-10', orders: 2, delivered: 2 },
      { date: '2026-11-11', orders: 3, delivered: 0 },
      { date: '2026-11-12', orders: 2, delivered: 1 },
    ]);
    expect(report.services).toEqual([
      { key: 'four_hour', label: '4-hour', orders: 0, delivered: 0, returned: 0 },
      { key: 'same_day', label: 'Same day', orders: 1, delivered: 1, returned: 0 },
      { key: 'next_day', label: 'Next day', orders: 6, delivered: 2, returned: 1 },
    ]);
    expect(report.emirates).toEqual([
      { key: 'Dubai', label: 'Dubai', orders: 5, delivered: 2, returned: 0 },
      { key: 'Abu Dhabi', label: 'Abu Dhabi', orders: 2, delivered: 1, returned: 1 },
    ]);
    expect((await reportOf(other.token, '2026-11-10', '2026-11-12')).totals.orders).toBe(1);
  });

  it("follows the active account: a viewer of a team reads the team's report, and their own apart", async () => {
    const owner = await newMerchant(t);
    await orderAt(owner, '2026-11-05T08:00:00Z', 'delivery_complete');
    await orderAt(owner, '2026-11-06T08:00:00Z', 'pending');
    await createTeam(t.app, owner);
    const { member, ownToken } = await joinTeam(t, owner, 'viewer');

    const team = await reportOf(member.token, '2026-11-01', '2026-11-07');
    expect(team.totals).toMatchObject({ orders: 2, delivered: 1, inProgress: 1 });
    expect((await reportOf(ownToken, '2026-11-01', '2026-11-07')).totals.orders).toBe(0);
  });
});
