import type { Order } from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import type { PlannedRoute } from '../adapters';
import { stopsOf } from './plan';

const order = (id: string): Order =>
  ({
    id,
    serviceKind: 'same_day',
    createdAt: '2026-11-29T04:00:00.000Z',
    pickup: { locationId: 7, locationName: 'Warehouse 4', addressLine1: 'Street 9', area: 'Al Quoz', emirate: 'Dubai' },
    dropoff: { area: 'Jumeirah 1', emirate: 'Dubai', latitude: 25.2, longitude: 55.26 },
  }) as unknown as Order;

const at = (jobId: string, kind: 'pickup' | 'delivery', location: number, start: number) => ({
  jobId,
  kind,
  location,
  arrival: start,
  start,
  departure: start + 300,
  load: { parcels: 1, kg: 1 },
});

describe('a route’s stops', () => {
  it('keeps pooled orders of one place in one stop, whichever way the planner put an unpooled one among them', () => {
    const orders = new Map(['a', 'b', 'alone'].map((id) => [id, order(id)]));
    const midnight = new Date('2026-11-28T20:00:00.000Z');
    // Three pickups at one place, no travel between them: the planner may list them in any order.
    for (const sequence of [
      ['a', 'alone', 'b'],
      ['alone', 'a', 'b'],
      ['a', 'b', 'alone'],
    ]) {
      const route = {
        vehicleId: 'cou_1',
        stops: [
          ...sequence.map((id, i) => at(id, 'pickup', 1, 30_000 + i)),
          at('a', 'delivery', 2, 32_000),
          at('b', 'delivery', 3, 33_000),
          at('alone', 'delivery', 4, 34_000),
        ],
      } as unknown as PlannedRoute;
      const pickups = stopsOf(route, orders, midnight, new Set(['alone']))
        .filter((draft) => draft.kind === 'pickup')
        .map((draft) => draft.orderIds);
      expect(pickups).toHaveLength(2);
      expect(pickups).toContainEqual(['a', 'b']);
      expect(pickups).toContainEqual(['alone']);
    }
  });
});
