// Deliveries from the depot (decision 078), on a fixed domain clock: on day 1 next-day orders are
// collected and handed in at the depot; on day 2 the board offers them, a wave loads them at the
// depot and delivers them, through the same lifecycle and history as every delivery.
import {
  COURIER_APP_MESSAGES as CM,
  type CourierToday,
  MISSION_MESSAGES,
  type Mission,
  STAFF_MESSAGES,
  type Wave,
} from '@sameday/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPOT, depotDays } from '../../test/depot-days';
import { dubaiParts } from '../../test/fleet';
import type { TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { changeStateOk, getOrder, historyOf, type Merchant, placeOrder } from '../../test/orders';
import { call, ok } from '../../test/teams';
import { dayAfter } from './service/from-depot';

let t: TestApp;
let merchant: Merchant;
let courier: { courier: { id: string }; token: string };
const day1 = dubaiParts(new Date()).date;
const day2 = dayAfter(day1);
const at = (date: string, time: string) => new Date(`${date}T${time}:00+04:00`);
// The domain's clock: 08:00 in Dubai on day 1, then on day 2, whatever the hour the suite runs at.
let now = at(day1, '08:00');
const clock = () => now;
const ids: string[] = [];

const { days, getMission, board, planOn, move, act, statusOf } = depotDays(clock, [day1, day2]);
beforeAll(() => {
  ({ t, merchant, courier } = days);
});

/**
 * Checks the day-2 missions from what they say, sharing nothing with the planner: each order is
 * loaded once at the depot, then delivered once, later on the same mission, within its day's promise.
 */
function verifyFromDepot(missions: Mission[], orderIds: readonly string[]) {
  for (const id of orderIds) {
    const mission = missions.find((m) => m.stops.some((stop) => stop.orderIds.includes(id))) as Mission;
    const at = (kind: string) => mission.stops.filter((s) => s.kind === kind && s.orderIds.includes(id));
    const [load, ...again] = at('load');
    const [dropoff, ...twice] = at('dropoff');
    expect([again, twice, at('pickup'), at('depot')], id).toEqual([[], [], [], []]);
    expect([load?.label, load?.location], id).toEqual([DEPOT.name, { lat: DEPOT.lat, lng: DEPOT.lng }]);
    expect(dropoff?.sequence as number, id).toBeGreaterThan(load?.sequence as number);
    expect(dropoff?.window.to, id).toBe(at2200());
    expect(Date.parse(dropoff?.predictedArrival as string), id).toBeLessThanOrEqual(Date.parse(at2200()));
  }
}
const at2200 = () => at(day2, '22:00').toISOString();

describe('deliveries from the depot', () => {
  it('day 1: next-day orders are collected and handed in; they are not offered or plannable before day 2', async () => {
    for (const _ of [1, 2]) ids.push((await placeOrder(t, merchant, { serviceKind: 'next_day' })).id);
    await changeStateOk(t, merchant.token, ids, 'ready_for_collection');
    const wave = ok<Wave>(await planOn(day1, ids));
    const [mission] = await Promise.all(wave.missionIds.map(getMission));
    const stop = (kind: string) => mission?.stops.find((s) => s.kind === kind);
    await move({ move: 'collected', stopId: stop('pickup')?.id });
    await move({ move: 'at_depot', stopId: stop('depot')?.id });
    for (const id of ids) expect(await statusOf(id)).toBe('received_at_depot');
    // Handed in today: not among today's orders to plan, and refused if named.
    expect((await board(day1)).unassignedOrders.filter((o) => ids.includes(o.orderId))).toEqual([]);
    const early = expectError(await planOn(day1, ids), 412, 'failed_precondition', MISSION_MESSAGES.depotOrderNotDue);
    expect((early as { details?: { orderIds?: string[] } }).details?.orderIds?.sort()).toEqual([...ids].sort());
    // A wave for tomorrow planned today is refused too: the delivery day has not come on the domain's clock.
    expectError(await planOn(day2, ids), 412, 'failed_precondition', MISSION_MESSAGES.depotOrderNotDue);
    // The merchant sees no courier yet for the delivery.
    expect((await getOrder(t, merchant.token, ids[0] as string)).courier ?? null).toBeNull();
  });

  it('day 2: the board offers them at their depot; a wave loads them there first, then delivers them', async () => {
    now = at(day2, '08:00');
    const offered = (await board(day2)).unassignedOrders.filter((o) => ids.includes(o.orderId));
    expect(offered.map((o) => [o.depot, o.window.to]).sort()).toEqual([
      [DEPOT.name, at2200()],
      [DEPOT.name, at2200()],
    ]);
    const wave = ok<Wave>(await planOn(day2, ids));
    expect(wave.unassigned).toEqual([]);
    const missions = await Promise.all(wave.missionIds.map(getMission));
    verifyFromDepot(missions, ids);
    const first = missions[0]?.stops[0];
    expect([first?.kind, [...(first?.orderIds ?? [])].sort()]).toEqual(['load', [...ids].sort()]);
    // Not offered any more, and refused when named again.
    expect((await board(day2)).unassignedOrders.filter((o) => ids.includes(o.orderId))).toEqual([]);
    expectError(await planOn(day2, ids), 412, 'failed_precondition', MISSION_MESSAGES.depotOrderPlanned);
    // The board says what the load stop is, with its parcels (one per item line).
    const shown = (await board(day2)).missions.flatMap((m) => m.stops).find((s) => s.id === first?.id);
    expect([shown?.parcels, shown?.explanationText]).toEqual([
      2,
      { id: 'missionPlans.load', values: { parcels: '2', orders: '2', depot: DEPOT.name } },
    ]);
    // The merchant sees the courier of the delivery and the window of the delivery day.
    const courierShown = (await getOrder(t, merchant.token, ids[0] as string)).courier;
    expect([courierShown?.stop, courierShown?.window.to]).toEqual(['dropoff', at2200()]);
  });

  it('day 2: the courier loads the stop, then delivers one and fails the other, as any delivery', async () => {
    const mine = ok<CourierToday>(await call(t.app, 'GET', '/courier/today', courier.token));
    const stops = mine.missions.flatMap((m) => m.stops);
    const load = stops.find((s) => s.kind === 'load');
    const dropoffs = stops.filter((s) => s.kind === 'dropoff');
    expect([load?.address, load?.parcels.map((p) => p.orderId).sort()]).toEqual([DEPOT.name, [...ids].sort()]);
    await act([{ kind: 'shift_start' }]);
    const [wrong] = await act([{ kind: 'load', stopId: dropoffs[0]?.id }]);
    expect([wrong?.outcome, wrong?.message]).toEqual(['refused', CM.notALoad]);
    const [loaded] = await act([{ kind: 'load', stopId: load?.id }]);
    expect([loaded?.outcome, loaded?.loaded?.sort(), loaded?.missing]).toEqual(['applied', [...ids].sort(), []]);
    for (const id of ids) expect(await statusOf(id)).toBe('out_for_delivery');
    // Loading again changes nothing.
    const [again] = await act([{ kind: 'load', stopId: load?.id }]);
    expect([again?.loaded?.length, again?.missing]).toEqual([2, []]);
    const [delivered, failed] = await act([
      { kind: 'deliver', orderId: ids[0], recipientName: 'Mariam', cashCollected: 100 },
      { kind: 'fail', orderId: ids[1], reason: 'recipient_unavailable' },
    ]);
    expect(delivered, JSON.stringify(delivered)).toMatchObject({ outcome: 'applied' });
    expect([delivered?.orderStatus, failed?.orderStatus]).toEqual(['delivery_complete', 'delivery_failed']);
    const history = (await historyOf(t, merchant.token, ids[0] as string)).map((e) => e.toStatus);
    expect(history.slice(-4)).toEqual(['collected', 'received_at_depot', 'out_for_delivery', 'delivery_complete']);
    // The failed parcel goes back to the depot: the route ends with its hand-in (decision 078, later).
    const mission = await getMission(mine.missions[0]?.id as string);
    expect([mission.state, mission.stops[0]?.state, mission.stops.map((s) => s.state).sort()]).toEqual([
      'in_progress',
      'done',
      ['done', 'done', 'failed', 'pending'],
    ]);
    expect([mission.stops.at(-1)?.kind, mission.stops.at(-1)?.orderIds]).toEqual(['depot', [ids[1]]]);
  });

  it('only operations plan and load from the depot: merchants and couriers are refused', async () => {
    expectError(await planOn(day2, ids), 412, 'failed_precondition', MISSION_MESSAGES.orderNotPlannable);
    expectError(
      await call(t.app, 'POST', '/admin/dispatch/waves', merchant.token, {
        date: day2,
        orderIds: ids,
        courierIds: [courier.courier.id],
      }),
      403,
      'permission_denied',
      STAFF_MESSAGES.staffOnly,
    );
    const courierCall = await call(t.app, 'POST', '/admin/dispatch/waves', courier.token, {
      date: day2,
      orderIds: ids,
      courierIds: [courier.courier.id],
    });
    expect(courierCall.statusCode).toBe(403);
  });
});
