import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveInvalidator } from './live-updates';

/** A client holding the screens' data: two lists, the counts, two drawers and the board. */
function screens() {
  const client = new QueryClient();
  const keys = {
    list: ['orders', 'list', { group: 'all' }],
    returns: ['orders', 'list', { kind: 'return' }],
    counts: ['orders', 'counts', {}],
    drawer: ['orders', 'detail', 'ord_1'],
    history: ['orders', 'history', 'ord_1'],
    otherDrawer: ['orders', 'detail', 'ord_2'],
    board: ['dispatch', 'day', '2026-11-29'],
    map: ['dispatch', 'positions'],
    numbers: ['dispatch', 'numbers', '2026-11-29', '2026-11-29'],
    account: ['account'],
  } as const;
  for (const key of Object.values(keys)) client.setQueryData(key, { read: 1 });
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, stale };
}

afterEach(() => vi.useRealTimers());

describe('live events make stale what shows them', () => {
  it('an order moved: every list, the counts and that order’s drawer, the board; nothing else', () => {
    vi.useFakeTimers();
    const { client, stale } = screens();
    const invalidator = createLiveInvalidator(client, 250);
    invalidator.add({ type: 'event', id: 7, kind: 'order.moved', payload: { orderId: 'ord_1', to: 'collected' } });
    expect(stale()).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(stale()).toEqual(['board', 'counts', 'drawer', 'history', 'list', 'map', 'numbers', 'returns']);
  });

  it('orders placed: the lists and counts only; a mission changed: the board only', () => {
    vi.useFakeTimers();
    const { client, stale } = screens();
    const invalidator = createLiveInvalidator(client, 250);
    invalidator.add({ type: 'event', id: 8, kind: 'orders.created', payload: { count: 2, orderIds: ['a', 'b'] } });
    vi.advanceTimersByTime(250);
    expect(stale()).toEqual(['counts', 'list', 'returns']);
    const again = screens();
    const board = createLiveInvalidator(again.client, 250);
    board.add({ type: 'event', id: 9, kind: 'mission.changed', payload: { missionId: 'mis_1' } });
    vi.advanceTimersByTime(250);
    expect(again.stale()).toEqual(['board', 'map', 'numbers']);
  });

  it('orders planned on a mission: the lists and those orders’ drawers, not the counts', () => {
    vi.useFakeTimers();
    const { client, stale } = screens();
    const invalidator = createLiveInvalidator(client, 250);
    invalidator.add({ type: 'event', id: 10, kind: 'orders.planned', payload: { orderIds: ['ord_1'] } });
    vi.advanceTimersByTime(250);
    expect(stale()).toEqual(['drawer', 'list', 'returns']);
  });

  it('couriers moving: the map only, at most once per positions batch however many move', () => {
    vi.useFakeTimers();
    const { client, stale } = screens();
    const spy = vi.spyOn(client, 'invalidateQueries');
    const invalidator = createLiveInvalidator(client, 250, 5_000);
    for (let id = 1; id <= 60; id += 1) {
      invalidator.add({ type: 'event', id, kind: 'courier.moved', payload: { courierId: `cou_${id}` } });
    }
    vi.advanceTimersByTime(250);
    expect(stale()).toEqual([]);
    vi.advanceTimersByTime(4_750);
    expect(stale()).toEqual(['map']);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('a burst of events is one read again per screen', () => {
    vi.useFakeTimers();
    const { client } = screens();
    const spy = vi.spyOn(client, 'invalidateQueries');
    const invalidator = createLiveInvalidator(client, 250);
    for (let id = 1; id <= 20; id += 1) {
      invalidator.add({ type: 'event', id, kind: 'order.moved', payload: { orderId: 'ord_1', to: 'collected' } });
    }
    vi.advanceTimersByTime(250);
    const asked = spy.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).toContain(JSON.stringify(['orders', 'list']));
  });
});
