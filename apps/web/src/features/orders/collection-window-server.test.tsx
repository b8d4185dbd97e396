import { addDays, dubaiClock, type GroupCounts } from '@sameday/contract';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, order, preferences, renderOrders, screen } from './test/orders-test-kit';

// Each ready order shows the collection window the server answers (decision 072): the plan's,
// the pickup the merchant asked for, or the one the cut-offs and the collection hours give.
const today = dubaiClock(new Date()).date;
const at = (date: string, time: string) => new Date(`${date}T${time}:00+04:00`).toISOString();
const ready = (id: string, name: string, collectionWindow: unknown) =>
  order({
    id,
    status: 'ready_for_collection',
    serviceDate: today,
    dropoff: { ...order().dropoff, name },
    collectionWindow,
  } as never);
const COUNTS: GroupCounts = {
  total: 3,
  statuses: { ready_for_collection: 3 },
  groups: { pending: 0, ready_for_collection: 3, in_transit: 0, attention: 0, delivered: 0, returns: 0, cancelled: 0 },
};

describe('the collection window of a ready order', () => {
  it('shows the cut-offs’ window, a requested one and the planned one, in the row and in the drawer', async () => {
    const derived = ready('SDWINDOW0001', 'Aisha Rahman', {
      from: at(today, '08:00'),
      to: at(today, '18:00'),
      source: 'cut_offs',
    });
    const requested = ready('SDWINDOW0002', 'Omar Al Marri', {
      from: at(addDays(today, 1), '10:00'),
      to: at(addDays(today, 1), '12:00'),
      source: 'request',
    });
    const planned = ready('SDWINDOW0003', 'Huda Saeed', {
      from: at(today, '12:00'),
      to: at(today, '14:00'),
      source: 'plan',
    });
    mockApi({
      'GET /quiqdash/orders/group_counts': ok(COUNTS),
      'GET /quiqdash/orders': ok({ orders: [derived, requested, planned], nextCursor: null }),
      'GET /partner/preferences': ok(preferences()),
      [`GET /quiqdash/order/${derived.id}`]: ok(derived),
      [`GET /quiqdash/orders/history/${derived.id}`]: ok([]),
      [`GET /tracking/orders/${derived.id}/link`]: ok({ code: 'abc', url: 'http://x/track/abc' }),
    });
    const { user } = renderOrders('/?tab=ready_for_collection');
    const first = await screen.findByRole('row', { name: `Order ${derived.id}, Aisha Rahman` });
    expect(await within(first).findByText('Collection today \u206608:00–18:00\u2069')).toBeInTheDocument();
    const second = screen.getByRole('row', { name: `Order ${requested.id}, Omar Al Marri` });
    expect(within(second).getByText('Pickup requested tomorrow, \u206610:00–12:00\u2069')).toBeInTheDocument();
    const third = screen.getByRole('row', { name: `Order ${planned.id}, Huda Saeed` });
    expect(within(third).getByText('Courier expected \u206612:00–14:00\u2069')).toBeInTheDocument();

    await user.click(first);
    const drawer = await screen.findByRole('dialog', { name: `Order ${derived.id}` });
    expect(within(drawer).getByText('Collection today \u206608:00–18:00\u2069')).toBeInTheDocument();
  });
});
