import { addDays, DEFAULT_CUT_OFFS, dubaiClock, type GroupCounts } from '@sameday/contract';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionDay } from './lib/collection-window';
import { mockApi, ok, order, preferences, renderOrders, screen } from './test/orders-test-kit';

/** A Dubai wall-clock time on 2026-11-29 (UTC+4). */
const dubaiAt = (time: string) => new Date(`2026-11-29T${time}:00+04:00`);

describe('the day a ready order is collected by', () => {
  it('is its delivery day while that day has not gone by', () => {
    const ready = order({ serviceKind: 'next_day', serviceDate: '2026-11-30' });
    expect(collectionDay(ready, DEFAULT_CUT_OFFS, dubaiAt('10:00'))).toBe('2026-11-30');
  });

  it("once its delivery day has gone by, is the next service day by the account's own cut-offs", () => {
    const late = order({ serviceKind: 'same_day', serviceDate: '2026-11-27' });
    // The default same-day cut-off is 13:00: before it, today; after it, tomorrow.
    expect(collectionDay(late, DEFAULT_CUT_OFFS, dubaiAt('12:00'))).toBe('2026-11-29');
    expect(collectionDay(late, DEFAULT_CUT_OFFS, dubaiAt('14:00'))).toBe('2026-11-30');
    // An account whose same-day cut-off is 15:00 is still collected today at 14:00.
    const later = { ...DEFAULT_CUT_OFFS, sameDayCutOffTime: '15:00' };
    expect(collectionDay(late, later, dubaiAt('14:00'))).toBe('2026-11-29');
  });

  it('promises nothing for an order gone by while the cut-offs are not known', () => {
    expect(collectionDay(order({ serviceDate: '2026-11-27' }), undefined, dubaiAt('10:00'))).toBeUndefined();
  });
});

describe('the Ready for Collection tab', () => {
  const today = dubaiClock(new Date()).date;
  const READY_TODAY = order({ id: 'SDREADY00001', status: 'ready_for_collection', serviceDate: today });
  const READY_LATER = order({
    id: 'SDREADY00002',
    status: 'ready_for_collection',
    serviceKind: 'next_day',
    serviceDate: addDays(today, 1),
    dropoff: { ...order().dropoff, name: 'Omar Al Marri' },
  });
  const COUNTS: GroupCounts = {
    total: 2,
    statuses: { ready_for_collection: 2 },
    groups: {
      pending: 0,
      ready_for_collection: 2,
      in_transit: 0,
      attention: 0,
      delivered: 0,
      returns: 0,
      cancelled: 0,
    },
  };

  it('shows each order the day it is collected by, and promises no unstated window', async () => {
    mockApi({
      'GET /quiqdash/orders/group_counts': ok(COUNTS),
      'GET /quiqdash/orders': ok({ orders: [READY_TODAY, READY_LATER], nextCursor: null }),
      'GET /partner/preferences': ok(preferences()),
      [`GET /quiqdash/order/${READY_TODAY.id}`]: ok(READY_TODAY),
      [`GET /quiqdash/orders/history/${READY_TODAY.id}`]: ok([]),
      [`GET /tracking/orders/${READY_TODAY.id}/link`]: ok({ code: 'abc', url: 'http://x/track/abc' }),
    });
    const { user } = renderOrders('/?tab=ready_for_collection');
    const first = await screen.findByRole('row', { name: `Order ${READY_TODAY.id}, Aisha Rahman` });
    expect(await within(first).findByText('Collection by today')).toBeInTheDocument();
    const second = screen.getByRole('row', { name: `Order ${READY_LATER.id}, Omar Al Marri` });
    expect(within(second).getByText('Collection by tomorrow')).toBeInTheDocument();

    const info = screen.getByRole('region', { name: 'About this state' });
    expect(info).not.toHaveTextContent(/stated window|on the way/);
    expect(info).toHaveTextContent(
      "Each order shows the day a courier collects it by: its delivery day, set by your account's cut-off times. Once our operations plan the courier's round, it shows the time the courier is expected instead.",
    );

    await user.click(first);
    const drawer = await screen.findByRole('dialog', { name: `Order ${READY_TODAY.id}` });
    expect(within(drawer).getByText('Collection')).toBeInTheDocument();
    expect(within(drawer).getByText('Collection by today')).toBeInTheDocument();
  });
});
