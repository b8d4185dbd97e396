import {
  type DispatchDay,
  MISSION_MESSAGES,
  type Mission,
  STAFF_MESSAGES,
  staleMissionVersion,
  VEHICLE_DEFAULTS,
  type Wave,
} from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dubaiParts, newCourier, shiftAroundNow } from '../../test/fleet';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { changeStateOk, historyOf, type Merchant, newMerchant, placeOrder } from '../../test/orders';
import { newStaff } from '../../test/staff';
import { startReceiver } from '../../test/stand-ins/webhook-receiver/stand-in';
import { call, type Member, ok } from '../../test/teams';
import type { MissionChanged } from './mission-events';
import { replanCouriers } from './service/replan';

let t: TestApp;
let operations: Member;
let merchant: Merchant;
let courier: { courier: { id: string }; token: string };
let other: { courier: { id: string }; token: string };
let wave: Wave;
let missions: Mission[];
/** The merchant's webhook endpoint: order events name the courier once the order is planned. */
let hooks: Awaited<ReturnType<typeof startReceiver>>;
const orderIds: string[] = [];
const today = dubaiParts(new Date()).date;
// The domain plans at 08:00 (Dubai) of today whatever the hour the suite runs at: late in the
// evening a real clock would leave too little of the day for a same-day window.
const planningClock = () => new Date(`${today}T08:00:00+04:00`);

/** Every `mission.changed` the domain told, in order (an extra module listening like any other). */
const heard: MissionChanged[] = [];

type MoveAnswer = { moved: { orderId: string; status: string }[]; refused: { orderId: string; message: string }[] };

beforeAll(async () => {
  t = await createTestApp(
    { webhooks: { httpHosts: ['127.0.0.1'], timeoutMs: 3000 } },
    {
      clock: planningClock,
      extraModules: [
        {
          name: 'hears missions change',
          build: () => ({ wiring: { reactions: { 'mission.changed': async (_tx, event) => void heard.push(event) } } }),
        },
      ],
    },
  );
  operations = await newStaff(t, ['operations']);
  merchant = await newMerchant(t);
  hooks = await startReceiver();
  ok(
    await call(t.app, 'POST', '/webhooks/endpoints', merchant.token, {
      url: hooks.url,
      events: ['order.status_changed'],
    }),
  );
  for (let i = 0; i < 3; i += 1) orderIds.push((await placeOrder(t, merchant, { serviceKind: 'same_day' })).id);
  await changeStateOk(t, merchant.token, orderIds, 'ready_for_collection');
  // The merchant keeps the third order out of pooling.
  ok(await call(t.app, 'PUT', `/quiqdash/missions/unpool/orders/${orderIds[2]}`, merchant.token));
  courier = await newCourier(t, operations, { vehicle: { kind: 'van' } });
  other = await newCourier(t, operations);
  await shiftAroundNow(t, operations, courier.courier.id);
  wave = ok<Wave>(
    await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
      date: today,
      orderIds,
      courierIds: [courier.courier.id],
      seconds: 0.5,
    }),
  );
}, 120_000);
afterAll(async () => {
  await hooks?.close();
  await t?.close();
});

const getMission = async (id: string) =>
  ok<Mission>(await call(t.app, 'GET', `/admin/dispatch/missions/${id}`, operations.token));

describe('planning a wave', () => {
  it('pools orders of one pickup into one stop, and plans an unpooled order alone', async () => {
    missions = await Promise.all(wave.missionIds.map(getMission));
    expect(wave.unassigned).toEqual([]);
    const pooled = missions.find((mission) => mission.pooled) as Mission;
    const alone = missions.find((mission) => !mission.pooled) as Mission;
    expect(pooled.courierId).toBe(courier.courier.id);
    const pickups = pooled.stops.filter((stop) => stop.kind === 'pickup');
    expect(pickups).toHaveLength(1);
    expect(pickups[0]?.orderIds.sort()).toEqual([orderIds[0], orderIds[1]].sort());
    expect(pooled.stops.filter((stop) => stop.kind === 'dropoff')).toHaveLength(2);
    expect(alone.stops.map((stop) => [stop.kind, stop.orderIds])).toEqual([
      ['pickup', [orderIds[2]]],
      ['dropoff', [orderIds[2]]],
    ]);
    // Each pickup comes before its drop-off, and every stop carries its promised window.
    for (const mission of missions) {
      for (const stop of mission.stops) {
        expect(Date.parse(stop.window.to)).toBeGreaterThan(Date.parse(stop.window.from));
        expect(stop.predictedArrival).not.toBeNull();
      }
    }
    // Why this courier, by id and values for the board's language; counts, never the courier's id.
    expect(pooled.explanationText?.id).toBe('missionPlans.nearestStart');
    expect(pooled.explanationText?.values).toMatchObject({
      orders: '2',
      stops: '3',
      capacity: String(VEHICLE_DEFAULTS.van.capacityParcels),
    });
    expect(pooled.explanation).toMatch(/^2 orders in 3 stops, [\d.]+ km; up to \d+ of 150 parcels/);
    expect(pooled.explanation).not.toContain(courier.courier.id);
  });

  it('shows the day on the board, and the courier with work is not in the queue', async () => {
    const day = ok<DispatchDay>(await call(t.app, 'GET', `/admin/dispatch/day?date=${today}`, operations.token));
    expect(day.waves.map((w) => w.id)).toContain(wave.id);
    expect(day.missions.map((m) => m.id).sort()).toEqual([...wave.missionIds].sort());
    expect(day.couriers.find((c) => c.courierId === courier.courier.id)).toMatchObject({
      // Three orders of one item line (2 × 0.4 kg) each, on a van: a parcel per line (orderParcelCount).
      loadParcels: 3,
      loadKg: 2.4,
      capacityParcels: VEHICLE_DEFAULTS.van.capacityParcels,
      capacityKg: VEHICLE_DEFAULTS.van.capacityKg,
      inQueue: false,
    });
    const me = ok<{ inQueue: boolean }>(await call(t.app, 'GET', '/courier/user', courier.token));
    expect(me.inQueue).toBe(false);
    const mine = ok<{ items: Mission[] }>(await call(t.app, 'GET', '/courier/missions', courier.token)).items;
    expect(mine.map((m) => m.id).sort()).toEqual([...wave.missionIds].sort());
  });

  it('refuses orders that are not ready, and no couriers on shift', async () => {
    const pending = await placeOrder(t, merchant);
    expectError(
      await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
        date: today,
        orderIds: [pending.id],
        courierIds: [courier.courier.id],
        seconds: 0.5,
      }),
      412,
      'failed_precondition',
      MISSION_MESSAGES.orderNotPlannable,
    );
    await changeStateOk(t, merchant.token, pending.id, 'ready_for_collection');
    expectError(
      await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
        date: today,
        orderIds: [pending.id],
        courierIds: [other.courier.id],
        seconds: 0.5,
      }),
      412,
      'failed_precondition',
      MISSION_MESSAGES.noCouriers,
    );
    // Ready and on no mission: on the board's unassigned list; planned orders are not.
    const day = ok<DispatchDay>(await call(t.app, 'GET', `/admin/dispatch/day?date=${today}`, operations.token));
    expect(day.unassignedOrders.find((order) => order.orderId === pending.id)).toMatchObject({
      service: 'next_day',
      unpooled: false,
    });
    expect(day.unassignedOrders.map((order) => order.orderId)).not.toContain(orderIds[0]);
  });
});

describe('changing a mission at the version read', () => {
  it('locks a stop and reorders; a stale version changes nothing and says so', async () => {
    const mission = await getMission(missions.find((m) => m.pooled)?.id as string);
    const [first] = mission.stops;
    const locked = ok<Mission>(
      await call(t.app, 'PUT', `/admin/dispatch/missions/${mission.id}/stops/${first?.id}/lock`, operations.token, {
        locked: true,
        version: mission.version,
      }),
    );
    expect(locked.version).toBe(mission.version + 1);
    expect(locked.stops[0]?.locked).toBe(true);
    // A second editor still holding the first version is told, and the lock stays.
    expectError(
      await call(t.app, 'PUT', `/admin/dispatch/missions/${mission.id}/stops/${first?.id}/lock`, operations.token, {
        locked: false,
        version: mission.version,
      }),
      409,
      'aborted',
      staleMissionVersion(mission.version, mission.version + 1),
    );
    expect((await getMission(mission.id)).stops[0]?.locked).toBe(true);
    const ids = locked.stops.map((stop) => stop.id);
    const swapped = [ids[0], ids[2], ids[1]] as string[];
    const reordered = ok<Mission>(
      await call(t.app, 'PUT', `/admin/dispatch/missions/${mission.id}/stops`, operations.token, {
        stopIds: swapped,
        version: locked.version,
      }),
    );
    expect(reordered.stops.map((stop) => stop.id)).toEqual(swapped);
    expectError(
      await call(t.app, 'PUT', `/admin/dispatch/missions/${mission.id}/stops`, operations.token, {
        stopIds: [ids[1], ids[0], ids[2]],
        version: reordered.version,
      }),
      412,
      'failed_precondition',
      MISSION_MESSAGES.lockedStop,
    );
  });
});

describe('assigning an order', () => {
  it('puts a ready order on a mission at its pickup stop and a new drop-off; the mission it left moves on a version', async () => {
    const extra = await placeOrder(t, merchant, { serviceKind: 'same_day' });
    await changeStateOk(t, merchant.token, extra.id, 'ready_for_collection');
    const alone = await getMission(missions.find((m) => !m.pooled)?.id as string);
    const first = ok<Mission>(
      await call(t.app, 'POST', `/admin/dispatch/missions/${alone.id}/orders`, operations.token, {
        orderId: extra.id,
        version: alone.version,
      }),
    );
    expect(first.version).toBe(alone.version + 1);
    expect(first.stops.filter((stop) => stop.orderIds.includes(extra.id)).map((stop) => stop.kind)).toEqual([
      'pickup',
      'dropoff',
    ]);
    // Moved on to the pooled mission: the first mission loses it and its version moves on.
    const pooled = await getMission(missions.find((m) => m.pooled)?.id as string);
    const moved = ok<Mission>(
      await call(t.app, 'POST', `/admin/dispatch/missions/${pooled.id}/orders`, operations.token, {
        orderId: extra.id,
        version: pooled.version,
      }),
    );
    const pickup = moved.stops.find((stop) => stop.kind === 'pickup' && stop.orderIds.includes(extra.id));
    expect(pickup?.orderIds).toHaveLength(3);
    const left = await getMission(alone.id);
    expect(left.stops.some((stop) => stop.orderIds.includes(extra.id))).toBe(false);
    expect(left.version).toBe(first.version + 1);
    expectError(
      await call(t.app, 'POST', `/admin/dispatch/missions/${alone.id}/orders`, operations.token, {
        orderId: extra.id,
        version: first.version,
      }),
      409,
      'aborted',
      staleMissionVersion(first.version, left.version),
    );
  });
});

describe('moves of orders', () => {
  it('a courier and operations collecting the same order at once leave one history line', async () => {
    const id = orderIds[2] as string;
    const [a, b] = await Promise.all([
      call(t.app, 'POST', '/courier/moves', courier.token, { move: 'collected', orderIds: [id] }),
      call(t.app, 'POST', '/admin/dispatch/moves', operations.token, { move: 'collected', orderIds: [id] }),
    ]);
    const answers = [ok<MoveAnswer>(a), ok<MoveAnswer>(b)];
    expect(answers.flatMap((answer) => answer.moved)).toEqual([{ orderId: id, status: 'collected' }]);
    expect(answers.flatMap((answer) => answer.refused)).toHaveLength(1);
    const history = await historyOf(t, merchant.token, id);
    expect(history.filter((event) => (event as { toStatus?: string }).toStatus === 'collected')).toHaveLength(1);
  });

  it('operations collect a whole stop; the courier delivers with proof, or fails with a reason', async () => {
    const pooled = await getMission(missions.find((m) => m.pooled)?.id as string);
    const pickup = pooled.stops.find((stop) => stop.kind === 'pickup');
    const collected = ok<MoveAnswer>(
      await call(t.app, 'POST', '/admin/dispatch/moves', operations.token, { move: 'collected', stopId: pickup?.id }),
    );
    expect(collected.moved.filter((m) => orderIds.includes(m.orderId)).map((m) => m.status)).toEqual([
      'collected',
      'collected',
    ]);
    // The merchant's webhook tells who carries it now: the courier's first name, vehicle and drop-off.
    await t.app.jobs.drain();
    const told = hooks.received
      .map(
        (request) => JSON.parse(request.body) as { data: { order: { id: string; status: string; courier: unknown } } },
      )
      .filter(({ data }) => data.order.id === orderIds[0]);
    // Marked ready before the wave was planned: no courier yet.
    expect(told.find(({ data }) => data.order.status === 'ready_for_collection')?.data.order.courier).toBeNull();
    expect(told.find(({ data }) => data.order.status === 'collected')?.data.order.courier).toMatchObject({
      courierFirstName: 'Rashid',
      vehicleKind: 'van',
      stop: 'dropoff',
    });
    const [first, second] = [orderIds[0] as string, orderIds[1] as string];
    for (const move of ['at_depot', 'out_for_delivery']) {
      ok(await call(t.app, 'POST', '/courier/moves', courier.token, { move, orderIds: [first, second] }));
    }
    expectError(
      await call(t.app, 'POST', '/courier/moves', courier.token, { move: 'delivered', orderIds: [first] }),
      400,
      'invalid_argument',
      MISSION_MESSAGES.proofNeeded,
    );
    const delivered = ok<MoveAnswer>(
      await call(t.app, 'POST', '/courier/moves', courier.token, {
        move: 'delivered',
        orderIds: [first],
        proof: { recipientName: 'Fatima', photoRef: 'photo-1' },
      }),
    );
    expect(delivered.moved).toEqual([{ orderId: first, status: 'delivery_complete' }]);
    const failed = ok<MoveAnswer>(
      await call(t.app, 'POST', '/courier/moves', courier.token, {
        move: 'failed_attempt',
        orderIds: [second],
        reason: 'recipient_unavailable',
      }),
    );
    expect(failed.moved[0]?.orderId).toBe(second);
    const after = await getMission(pooled.id);
    // The order assigned above is still to deliver, and the failed parcel goes back to the depot
    // at the end of the route (decision 078, later): the mission is under way.
    expect(after.state).toBe('in_progress');
    expect(
      after.stops
        .filter((stop) => stop.orderIds.some((id) => id === first || id === second))
        .map((stop) => stop.state)
        .sort(),
    ).toEqual(['done', 'done', 'failed', 'pending']);
    expect([after.stops.at(-1)?.kind, after.stops.at(-1)?.orderIds]).toEqual(['depot', [second]]);
  });

  it('a courier moves only orders on their own missions; merchants never reach the board', async () => {
    expectError(
      await call(t.app, 'POST', '/courier/moves', other.token, { move: 'at_depot', orderIds: [orderIds[2]] }),
      403,
      'permission_denied',
      MISSION_MESSAGES.notYourOrder,
    );
    expectError(
      await call(t.app, 'GET', `/admin/dispatch/day?date=${today}`, merchant.token),
      403,
      'permission_denied',
      STAFF_MESSAGES.staffOnly,
    );
  });
});

describe('re-planning a wave', () => {
  it('plans again what no locked stop holds, keeps locked stops, and refuses a stale version', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) ids.push((await placeOrder(t, merchant, { serviceKind: 'same_day' })).id);
    await changeStateOk(t, merchant.token, ids, 'ready_for_collection');
    const planned = ok<Wave>(
      await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
        date: today,
        orderIds: ids,
        courierIds: [courier.courier.id],
        seconds: 0.3,
      }),
    );
    const mission = await getMission(planned.missionIds[0] as string);
    const kept = mission.stops.find((stop) => stop.kind === 'dropoff' && stop.orderIds.includes(ids[0] as string));
    const locked = ok<Mission>(
      await call(t.app, 'PUT', `/admin/dispatch/missions/${mission.id}/stops/${kept?.id}/lock`, operations.token, {
        locked: true,
        version: mission.version,
      }),
    );
    expectError(
      await call(t.app, 'POST', `/admin/dispatch/waves/${planned.id}/replan`, operations.token, {
        versions: { [mission.id]: mission.version },
        seconds: 0.3,
      }),
      409,
      'aborted',
      staleMissionVersion(mission.version, locked.version),
    );
    const again = ok<Wave>(
      await call(t.app, 'POST', `/admin/dispatch/waves/${planned.id}/replan`, operations.token, {
        versions: { [mission.id]: locked.version },
        seconds: 0.3,
      }),
    );
    const replanned = await Promise.all(again.missionIds.map(getMission));
    expect(replanned.flatMap((m) => m.stops.flatMap((stop) => stop.orderIds))).toContain(ids[1]);
    expect(replanned.flatMap((m) => m.stops.flatMap((stop) => stop.orderIds))).not.toContain(ids[0]);
    const old = await getMission(mission.id);
    expect(old.stops.find((stop) => stop.id === kept?.id)?.locked).toBe(true);
    expect(old.stops.flatMap((stop) => stop.orderIds)).not.toContain(ids[1]);
    expect(old.version).toBeGreaterThan(locked.version);
  });
});

describe('re-planning among the couriers on shift', () => {
  it("offers the wave's couriers and those on shift without a mission, and plans on the couriers chosen", async () => {
    const idle = await newCourier(t, operations);
    await shiftAroundNow(t, operations, idle.courier.id);
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) ids.push((await placeOrder(t, merchant, { serviceKind: 'same_day' })).id);
    await changeStateOk(t, merchant.token, ids, 'ready_for_collection');
    const planned = ok<Wave>(
      await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
        date: today,
        orderIds: ids,
        courierIds: [courier.courier.id],
        seconds: 0.3,
      }),
    );
    // The idle courier is offered; the one with no shift and the one with work only as the wave's.
    const offered = await replanCouriers(t.database.db, today, [courier.courier.id]);
    expect(offered).toEqual([courier.courier.id, idle.courier.id]);
    expect(offered).not.toContain(other.courier.id);
    const missionsOf = await Promise.all(planned.missionIds.map(getMission));
    const again = ok<Wave>(
      await call(t.app, 'POST', `/admin/dispatch/waves/${planned.id}/replan`, operations.token, {
        versions: Object.fromEntries(missionsOf.map((m) => [m.id, m.version])),
        courierIds: [idle.courier.id],
        seconds: 0.3,
      }),
    );
    const replanned = await Promise.all(again.missionIds.map(getMission));
    expect(replanned.map((m) => m.courierId)).toEqual(replanned.map(() => idle.courier.id));
    expect(replanned.flatMap((m) => m.stops.flatMap((stop) => stop.orderIds)).sort()).toEqual([...ids, ...ids].sort());
  });
});

describe('mission.changed', () => {
  it('is told once per mission changed, with its courier, day, version and what changed', async () => {
    const of = (change: string) => heard.filter((event) => event.change === change);
    // The first wave's missions, as planned.
    expect(
      of('planned')
        .filter((event) => wave.missionIds.includes(event.missionId))
        .map((event) => [event.courierId, event.date, event.version, event.state]),
    ).toEqual(wave.missionIds.map(() => [courier.courier.id, today, 1, 'planned']));
    for (const change of ['stop_locked', 'stops_reordered', 'order_assigned', 'order_taken_off', 'replanned']) {
      expect(of(change).length, change).toBeGreaterThan(0);
    }
    // A stale version changed nothing, so told nothing: each told version is the mission's at the time, never twice.
    const told = heard.filter((event) => event.change !== 'order_moved').map((e) => `${e.missionId}@${e.version}`);
    expect(new Set(told).size).toBe(told.length);
    // Each move of an order on a mission tells that mission, naming the order.
    const moved = of('order_moved');
    expect(moved.some((event) => event.orderIds.includes(orderIds[0] as string) && event.state === 'in_progress')).toBe(
      true,
    );
  });
});
