// Depot hand-ins (decision 073): next-day orders are collected in the wave and handed in at a
// depot, several of one courier at one depot as one stop, before the depot closes; operations
// record "at depot" for the whole stop and the courier app's `hand_in` does the same.
import { randomUUID } from 'node:crypto';
import {
  COURIER_APP_MESSAGES as CM,
  type CourierActionResult,
  type CourierToday,
  type DispatchDay,
  type Mission,
  type Wave,
} from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dubaiParts, newCourier, shiftAroundNow } from '../../test/fleet';
import { createTestApp, type TestApp } from '../../test/harness';
import { changeStateOk, getOrder, type Merchant, newMerchant, placeOrder } from '../../test/orders';
import { newStaff } from '../../test/staff';
import { call, type Member, ok } from '../../test/teams';
import { DEPOT_CLOSES_SECONDS } from './service/hand-ins';

let t: TestApp;
let operations: Member;
let merchant: Merchant;
let courier: { courier: { id: string }; token: string };
const today = dubaiParts(new Date()).date;
const midnight = new Date(`${today}T00:00:00+04:00`).getTime();
// The domain plans at 08:00 (Dubai) of today, whatever the hour the suite runs at.
const clock = () => new Date(midnight + 8 * 3600_000);
const DEPOT = { name: 'Al Quoz depot', lat: 25.135, lng: 55.228 };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  operations = await newStaff(t, ['operations']);
  merchant = await newMerchant(t);
  courier = await newCourier(t, operations, { vehicle: { kind: 'van' }, homeDepot: DEPOT });
  await shiftAroundNow(t, operations, courier.courier.id);
}, 120_000);
afterAll(async () => t?.close());

const getMission = async (id: string) =>
  ok<Mission>(await call(t.app, 'GET', `/admin/dispatch/missions/${id}`, operations.token));

async function planned(kinds: string[]): Promise<{ ids: string[]; missions: Mission[] }> {
  const ids: string[] = [];
  for (const serviceKind of kinds) ids.push((await placeOrder(t, merchant, { serviceKind })).id);
  await changeStateOk(t, merchant.token, ids, 'ready_for_collection');
  const wave = ok<Wave>(
    await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
      date: today,
      orderIds: ids,
      courierIds: [courier.courier.id],
      seconds: 0.3,
    }),
  );
  expect(wave.unassigned).toEqual([]);
  return { ids, missions: await Promise.all(wave.missionIds.map(getMission)) };
}

/**
 * Checks every hand-in of the missions from what they say, sharing nothing with the planner: each
 * order is picked up once, then delivered or handed in once, later on the same mission; a hand-in
 * is at the courier's depot and predicted before the depot closes.
 */
function verifyHandIns(missions: Mission[], handIns: Set<string>) {
  for (const mission of missions) {
    const at = (id: string, kind: string) =>
      mission.stops.filter((stop) => stop.kind === kind && stop.orderIds.includes(id)).map((stop) => stop.sequence);
    for (const id of new Set(mission.stops.flatMap((stop) => stop.orderIds))) {
      const [pickup, ...again] = at(id, 'pickup');
      const last = handIns.has(id) ? at(id, 'depot') : at(id, 'dropoff');
      expect([again, last.length, at(id, handIns.has(id) ? 'dropoff' : 'depot')], id).toEqual([[], 1, []]);
      expect(last[0] as number, id).toBeGreaterThan(pickup as number);
    }
    for (const stop of mission.stops.filter((s) => s.kind === 'depot')) {
      expect([stop.label, stop.location]).toEqual([DEPOT.name, { lat: DEPOT.lat, lng: DEPOT.lng }]);
      expect(Date.parse(stop.window.to)).toBe(midnight + DEPOT_CLOSES_SECONDS * 1000);
      expect(Date.parse(stop.predictedArrival as string)).toBeLessThanOrEqual(Date.parse(stop.window.to));
    }
  }
}

describe('depot hand-ins', () => {
  it('plans next-day orders as pickup then one hand-in at the courier’s depot, same-day ones as drop-offs', async () => {
    const { ids, missions } = await planned(['next_day', 'next_day', 'next_day', 'same_day']);
    const nextDay = new Set(ids.slice(0, 3));
    verifyHandIns(missions, nextDay);
    const stops = missions.flatMap((mission) => mission.stops);
    const depots = stops.filter((stop) => stop.kind === 'depot');
    // Handed in together: one stop with all three.
    expect(depots.map((stop) => [...stop.orderIds].sort())).toEqual([[...nextDay].sort()]);
    expect(stops.filter((stop) => stop.kind === 'dropoff').map((stop) => stop.orderIds)).toEqual([[ids[3]]]);

    // The board says what the stop is, by id and values, with its parcels.
    const day = ok<DispatchDay>(await call(t.app, 'GET', `/admin/dispatch/day?date=${today}`, operations.token));
    const shown = day.missions.flatMap((m) => m.stops).find((stop) => stop.id === depots[0]?.id);
    // A parcel per item line (orderParcelCount), as the courier app and the labels count them.
    expect(shown?.parcels).toBe(3);
    // On the domain's clock (08:00), whatever the hour: predicted before the depot closes.
    expect(shown?.risk).toBe('on_time');
    expect(shown?.explanationText).toEqual({
      id: 'missionPlans.handIn',
      values: { parcels: '3', orders: '3', depot: DEPOT.name, closes: '21:00' },
    });

    // Collected, then handed in as a whole stop from the board's Record… menu.
    const pickup = stops.find((stop) => stop.kind === 'pickup');
    ok(await call(t.app, 'POST', '/admin/dispatch/moves', operations.token, { move: 'collected', stopId: pickup?.id }));
    const answer = ok<{ moved: unknown[]; refused: unknown[] }>(
      await call(t.app, 'POST', '/admin/dispatch/moves', operations.token, {
        move: 'at_depot',
        stopId: depots[0]?.id,
      }),
    );
    expect([answer.moved.length, answer.refused]).toEqual([3, []]);
    for (const id of nextDay) expect((await getOrder(t, merchant.token, id)).status).toBe('received_at_depot');
    const after = await getMission(missions[0]?.id as string);
    expect(after.stops.find((stop) => stop.kind === 'depot')?.state).toBe('done');
  });

  it('lets the courier hand in a depot stop from the app, and refuses it at another kind of stop', async () => {
    const { ids, missions } = await planned(['next_day', 'next_day']);
    verifyHandIns(missions, new Set(ids));
    const act = async (list: Record<string, unknown>[]) =>
      ok<{ results: CourierActionResult[] }>(
        await call(t.app, 'POST', '/courier/actions', courier.token, {
          actions: list.map((a) => ({ id: randomUUID(), at: clock().toISOString(), ...a })),
        }),
      ).results;
    const mine = ok<CourierToday>(await call(t.app, 'GET', '/courier/today', courier.token));
    const mission = mine.missions.find((m) => m.id === missions[0]?.id);
    const depot = mission?.stops.find((stop) => stop.kind === 'depot');
    const pickup = mission?.stops.find((stop) => stop.kind === 'pickup');
    expect([depot?.address, depot?.parcels.map((p) => p.orderId).sort()]).toEqual([DEPOT.name, [...ids].sort()]);
    await act([{ kind: 'shift_start' }]);
    const [wrong] = await act([{ kind: 'hand_in', stopId: pickup?.id }]);
    expect([wrong?.outcome, wrong?.message]).toEqual(['refused', CM.notAHandIn]);
    // Not collected yet: nothing is handed in.
    const [early] = await act([{ kind: 'hand_in', stopId: depot?.id }]);
    expect([early?.handedIn, early?.missing?.length]).toEqual([[], 2]);
    await act([{ kind: 'collect', stopId: pickup?.id, scanned: ids }]);
    const [handed] = await act([{ kind: 'hand_in', stopId: depot?.id }]);
    expect([handed?.outcome, handed?.handedIn?.sort(), handed?.missing]).toEqual(['applied', [...ids].sort(), []]);
    for (const id of ids) expect((await getOrder(t, merchant.token, id)).status).toBe('received_at_depot');
    expect((await getMission(missions[0]?.id as string)).state).toBe('done');
  });
});
