// Failed deliveries brought back to the depot (decision 078, later), on a fixed domain clock: on
// day 1 a same-day wave's attempts fail, the courier's route ends at the depot and the parcels are
// handed in there; the merchant chooses for the held ones; on day 2 the board offers the order
// failed once and the one the merchant chose to reattempt that day, not the one to be returned, and
// a wave loads them at the depot and delivers them.
import { type CourierToday, MISSION_MESSAGES, type Wave } from '@sameday/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPOT, depotDays } from '../../test/depot-days';
import { dubaiParts } from '../../test/fleet';
import type { TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { changeStateOk, historyOf, type Merchant, placeOrder } from '../../test/orders';
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
// Failed once (delivered again the next day), held then reattempted on day 2, held then returned.
let once = '';
let reattempted = '';
let returned = '';

const { days, getMission, board, planOn, move, act, statusOf } = depotDays(clock, [day1, day2]);
beforeAll(() => {
  ({ t, merchant, courier } = days);
});
const today = async () => ok<CourierToday>(await call(t.app, 'GET', '/courier/today', courier.token));
const offeredOn = async (date: string) =>
  (await board(date)).unassignedOrders
    .filter((o) => [once, reattempted, returned].includes(o.orderId))
    .map((o) => [o.orderId, o.depot])
    .sort();
const detailsOf = (body: unknown) => [...((body as { details?: { orderIds?: string[] } }).details?.orderIds ?? [])];

describe('failed deliveries brought back to the depot', () => {
  it('day 1: a failed attempt ends the route at the depot, where the courier hands the parcels in', async () => {
    const ids = [];
    for (const _ of [1, 2, 3]) ids.push((await placeOrder(t, merchant, { serviceKind: 'same_day' })).id);
    [once, reattempted, returned] = ids as [string, string, string];
    await changeStateOk(t, merchant.token, ids, 'ready_for_collection');
    const wave = ok<Wave>(await planOn(day1, ids));
    const [planned] = await Promise.all(wave.missionIds.map(getMission));
    expect(planned?.stops.some((s) => s.kind === 'depot')).toBe(false);
    await move({ move: 'collected', stopId: planned?.stops.find((s) => s.kind === 'pickup')?.id });
    await act([{ kind: 'shift_start' }]);
    const failed = await act(ids.map((orderId) => ({ kind: 'fail', orderId, reason: 'recipient_unavailable' })));
    expect(failed.map((r) => r.orderStatus)).toEqual(['delivery_failed', 'delivery_failed', 'delivery_failed']);
    // Two of them fail again (operations send them out and record it): held for the merchant's choice.
    await move({ move: 'out_for_delivery', orderIds: [reattempted, returned] });
    await move({ move: 'failed_attempt', orderIds: [reattempted, returned], reason: 'recipient_unavailable' });
    expect([await statusOf(reattempted), await statusOf(returned)]).toEqual(['on_hold', 'on_hold']);
    // The route ends with one hand-in at the courier's depot, carrying the three parcels.
    const mission = await getMission(planned?.id as string);
    const last = mission.stops.at(-1);
    expect([mission.state, last?.kind, last?.label, last?.state, [...(last?.orderIds ?? [])].sort()]).toEqual([
      'in_progress',
      'depot',
      DEPOT.name,
      'pending',
      [...ids].sort(),
    ]);
    // The board says why: parcels of failed attempts brought back, not next-day hand-ins.
    const said = (await board(day1)).missions.flatMap((m) => m.stops).find((s) => s.id === last?.id);
    expect([said?.parcels, said?.explanationText?.id]).toEqual([3, 'missionPlans.bringBack']);
    // The courier's app shows it with its parcels; "Handed in" records them at the depot.
    const handIn = (await today()).missions.flatMap((m) => m.stops).find((s) => s.id === last?.id);
    expect(handIn?.parcels.map((p) => p.orderId).sort()).toEqual([...ids].sort());
    const [handed] = await act([{ kind: 'hand_in', stopId: last?.id }]);
    expect([handed?.outcome, handed?.handedIn?.sort(), handed?.missing]).toEqual(['applied', [...ids].sort(), []]);
    expect([await statusOf(once), await statusOf(reattempted)]).toEqual(['received_at_depot', 'on_hold']);
    expect((await getMission(planned?.id as string)).state).toBe('done');
    const history = (await historyOf(t, merchant.token, once)).map((e) => e.toStatus);
    // At the depot once on the way out, and again when brought back after the failure.
    expect([history.includes('delivery_failed'), history.filter((s) => s === 'received_at_depot').length]).toEqual([
      true,
      2,
    ]);
  });

  it('day 1: the held orders are not offered and the board says why; the merchant chooses', async () => {
    const held = (await board(day1)).heldAtDepot?.map((h) => [h.orderId, h.depot, h.status]).sort();
    expect(held).toEqual(
      [
        [reattempted, DEPOT.name, 'on_hold'],
        [returned, DEPOT.name, 'on_hold'],
      ].sort(),
    );
    expect(await offeredOn(day1)).toEqual([]);
    const refused = expectError(
      await planOn(day1, [reattempted]),
      412,
      'failed_precondition',
      MISSION_MESSAGES.depotOrderHeld,
    );
    expect(detailsOf(refused)).toEqual([reattempted]);
    ok(await call(t.app, 'PUT', `/quiqdash/orders/reattempt/${reattempted}`, merchant.token, { deliveryDate: day2 }));
    ok(await call(t.app, 'PUT', `/quiqdash/orders/return/${returned}`, merchant.token, {}));
    expect([await statusOf(reattempted), await statusOf(returned)]).toEqual(['out_for_delivery', 'return_to_origin']);
    // Chosen for day 2: refused today; the returned one is never delivered.
    expectError(await planOn(day1, [reattempted]), 412, 'failed_precondition', MISSION_MESSAGES.depotReattemptNotDue);
    expectError(await planOn(day2, [reattempted]), 412, 'failed_precondition', MISSION_MESSAGES.depotReattemptNotDue);
    expectError(await planOn(day1, [returned]), 412, 'failed_precondition', MISSION_MESSAGES.depotOrderReturning);
    expectError(await planOn(day1, [once]), 412, 'failed_precondition', MISSION_MESSAGES.depotOrderNotDue);
    expect((await board(day1)).heldAtDepot?.map((h) => [h.orderId, h.status])).toEqual([
      [returned, 'return_to_origin'],
    ]);
  });

  it('day 2: both are offered at the depot, planned from it, loaded and delivered; the returned one is not', async () => {
    now = at(day2, '08:00');
    expect(await offeredOn(day2)).toEqual(
      [
        [once, DEPOT.name],
        [reattempted, DEPOT.name],
      ].sort(),
    );
    expectError(await planOn(day2, [returned]), 412, 'failed_precondition', MISSION_MESSAGES.depotOrderReturning);
    const wave = ok<Wave>(await planOn(day2, [once, reattempted]));
    expect(wave.unassigned).toEqual([]);
    const [mission] = await Promise.all(wave.missionIds.map(getMission));
    const kinds = mission?.stops.map((s) => s.kind);
    expect(kinds?.[0]).toBe('load');
    expect(kinds?.filter((k) => k === 'dropoff').length).toBe(2);
    expect(mission?.stops[0]?.label).toBe(DEPOT.name);
    expect(await offeredOn(day2)).toEqual([]);
    // Operations record the load on the board: the reattempted order was out already, the stop is done.
    const recorded = await move({ move: 'out_for_delivery', stopId: mission?.stops[0]?.id });
    expect([recorded.moved.length, recorded.refused]).toEqual([2, []]);
    expect((await getMission(mission?.id as string)).stops[0]?.state).toBe('done');
    // The courier's load after it changes nothing.
    const [loaded] = await act([{ kind: 'load', stopId: mission?.stops[0]?.id }]);
    expect([loaded?.outcome, loaded?.loaded?.sort(), loaded?.missing]).toEqual([
      'applied',
      [once, reattempted].sort(),
      [],
    ]);
    const delivered = await act(
      [once, reattempted].map((orderId) => ({ kind: 'deliver', orderId, recipientName: 'Mariam', cashCollected: 250 })),
    );
    expect(
      delivered.map((r) => r.orderStatus),
      JSON.stringify(delivered),
    ).toEqual(['delivery_complete', 'delivery_complete']);
    const done = await getMission(mission?.id as string);
    expect([done.state, done.stops.map((s) => s.state)]).toEqual(['done', ['done', 'done', 'done']]);
    expect(await statusOf(returned)).toBe('return_to_origin');
    expect((await board(day2)).heldAtDepot?.map((h) => h.orderId)).toEqual([returned]);
  });
});
