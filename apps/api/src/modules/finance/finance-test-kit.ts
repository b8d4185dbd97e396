// Fixtures of the finance tests: orders delivered at a chosen instant, Dubai periods relative to today.
import { addDays, dubaiClock, dubaiInstant, monthOf, type Order } from '@sameday/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderEvents } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { carrierEvent, type Merchant, placeOrder, putInState } from '../../test/orders';

/** Places an order and has the courier deliver it; the delivery event is then dated `at`. */
export async function deliveredOrder(
  t: TestApp,
  merchant: Merchant,
  at: Date,
  overrides: Record<string, unknown> = {},
): Promise<Order> {
  const order = await placeOrder(t, merchant, overrides);
  await putInState(t, order.id, 'out_for_delivery');
  const response = await carrierEvent(t, { order_id: order.id, delivery_status: 'delivered' });
  expect(response.statusCode, response.body).toBe(200);
  await t.database.db
    .update(orderEvents)
    .set({ createdAt: at })
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'delivery_complete')));
  return order;
}

/** Dubai months around today: this one (open) and the two before (closed). */
export function months(now = new Date()) {
  const current = monthOf(dubaiClock(now).date);
  const last = monthOf(addDays(current.start, -1));
  const before = monthOf(addDays(last.start, -1));
  return { current, last, before };
}

/** An instant at a Dubai wall-clock time. */
export const at = (date: string, time = '12:00') => dubaiInstant(date, time);
