import { dubaiClock, type GroupCounts } from '@sameday/contract';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, order, preferences, renderOrders, screen } from './test/orders-test-kit';

// Once a ready order is on a planned mission, the row and the drawer show the pickup stop's window
// (Dubai time) instead of the cut-offs' day, and the drawer names the courier by first name.
describe('a planned ready order', () => {
  const today = dubaiClock(new Date()).date;
  const PLANNED = order({
    id: 'SDPLANNED001',
    status: 'ready_for_collection',
    serviceDate: today,
    courier: {
      courierFirstName: 'Rashid',
      vehicleKind: 'van',
      stop: 'pickup',
      window: { from: `${today}T10:00:00+04:00`, to: `${today}T12:00:00+04:00` },
      predictedArrival: `${today}T10:40:00+04:00`,
    },
  });
  const COUNTS: GroupCounts = {
    total: 1,
    statuses: { ready_for_collection: 1 },
    groups: {
      pending: 0,
      ready_for_collection: 1,
      in_transit: 0,
      attention: 0,
      delivered: 0,
      returns: 0,
      cancelled: 0,
    },
  };

  it("shows the plan's window on the row and in the drawer, with the courier's first name and vehicle", async () => {
    mockApi({
      'GET /quiqdash/orders/group_counts': ok(COUNTS),
      'GET /quiqdash/orders': ok({ orders: [PLANNED], nextCursor: null }),
      'GET /partner/preferences': ok(preferences()),
      [`GET /quiqdash/order/${PLANNED.id}`]: ok(PLANNED),
      [`GET /quiqdash/orders/history/${PLANNED.id}`]: ok([]),
      [`GET /tracking/orders/${PLANNED.id}/link`]: ok({ code: 'abc', url: 'http://x/track/abc' }),
    });
    const { user } = renderOrders('/?tab=ready_for_collection');
    const row = await screen.findByRole('row', { name: `Order ${PLANNED.id}, Aisha Rahman` });
    expect(await within(row).findByText('Courier expected \u206610:00–12:00\u2069')).toBeInTheDocument();
    expect(within(row).queryByText('Collection by today')).not.toBeInTheDocument();

    await user.click(row);
    const drawer = await screen.findByRole('dialog', { name: `Order ${PLANNED.id}` });
    expect(within(drawer).getByText('Courier expected \u206610:00–12:00\u2069')).toBeInTheDocument();
    expect(within(drawer).getByText('Courier').parentElement).toHaveTextContent('Rashid · Van');
    expect(within(drawer).getByText('Predicted pickup').parentElement).toHaveTextContent('10:40');
  });
});
