import { OrderInputSchema, permissionsOfRole } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf } from '../../platform/actor';
import { createTestApp, type TestApp } from '../../test/harness';
import { getOrder, type Merchant, newMerchant, orderBody, placeOrder } from '../../test/orders';
import { createOrdersInBulk } from './service';

// A Tuesday morning in Dubai, months away from the real day: an order planned by the real clock
// would land on another day.
let now = new Date('2026-03-10T07:00:00+04:00');
let t: TestApp;
let merchant: Merchant;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  merchant = await newMerchant(t);
});
afterAll(async () => t?.close());

describe("an order's day, by the domain's clock", () => {
  it('places a single order on the day the clock says, and moves it with the clock', async () => {
    now = new Date('2026-03-10T07:00:00+04:00');
    expect((await placeOrder(t, merchant, { serviceKind: 'same_day' })).serviceDate).toBe('2026-03-10');
    expect((await placeOrder(t, merchant, { serviceKind: 'next_day' })).serviceDate).toBe('2026-03-11');
    // Past every cut-off of the day, a same-day order is the next day's.
    now = new Date('2026-03-10T22:30:00+04:00');
    expect((await placeOrder(t, merchant, { serviceKind: 'same_day' })).serviceDate).not.toBe('2026-03-10');
  });

  it('plans an edited order and the orders of an import by the same clock', async () => {
    now = new Date('2026-03-10T07:00:00+04:00');
    const placed = await placeOrder(t, merchant, { serviceKind: 'next_day' });
    now = new Date('2026-03-11T07:00:00+04:00');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/platform/quiqdash/order/${placed.id}`,
      headers: { authorization: `Bearer ${merchant.token}` },
      payload: orderBody(merchant.pickupId, { serviceKind: 'next_day', partnerOrderId: 'CLOCK-EDIT' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await getOrder(t, merchant.token, placed.id)).serviceDate).toBe('2026-03-12');
    const caller = {
      userId: merchant.userId,
      sessionId: 'placement-clock',
      accountId: merchant.accountId,
      accountRole: 'owner' as const,
      roles: [],
      permissions: permissionsOfRole('owner'),
      isRestricted: false,
    };
    const rows = [
      { input: OrderInputSchema.parse(orderBody(merchant.pickupId, { serviceKind: 'same_day' })), sourceRowHash: null },
    ];
    const result = await createOrdersInBulk(t.database.db, actorOf(caller), rows);
    expect(result.createdCount).toBe(1);
    expect((await getOrder(t, merchant.token, result.createdIds[0] ?? '')).serviceDate).toBe('2026-03-11');
  });
});
