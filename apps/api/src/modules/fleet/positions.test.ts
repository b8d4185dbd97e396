import {
  type CourierOnMapList,
  type Mission,
  POSITION_MESSAGES,
  type TrackingView,
  type Wave,
} from '@sameday/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../db/schema';
import { dubaiParts, newCourier, shiftAroundNow } from '../../test/fleet';
import { createTestApp, PLATFORM, type TestApp } from '../../test/harness';
import { changeStateOk, type Merchant, newMerchant, placeOrder, withRecipient } from '../../test/orders';
import { newStaff } from '../../test/staff';
import { call, type Member, ok } from '../../test/teams';
import { deleteOldPositions, latestPositionOf } from './service';

// Where the courier is (decision 061): positions only from a courier on shift, operations see each
// on-shift courier's latest one, the recipient sees an approach only while the courier is on the
// way to them, and positions are deleted after 7 days.
const today = dubaiParts(new Date()).date;
let now = new Date(`${today}T08:00:00+04:00`);
const clock = () => now;
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
const at = (minutesAgo = 0) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

let t: TestApp;
let operations: Member;
let merchant: Merchant;
let rider: { courierId: string; token: string };
let idle: { courierId: string; token: string };

const send = (token: string, positions: unknown[]) => call(t.app, 'POST', '/courier/positions', token, { positions });
const position = (lat: number, lng: number, minutesAgo = 0) => ({ lat, lng, accuracy: 12, at: at(minutesAgo) });
/** Who the last positions sent were told to on the live socket (decision 058): audience and payload. */
const toldOfMove = async () => {
  const [last] = await t.database.db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(and(eq(liveEvents.kind, 'courier.moved'), eq(liveEvents.audience, 'operations')))
    .orderBy(desc(liveEvents.id))
    .limit(1);
  const rows = await t.database.db.select().from(liveEvents).where(eq(liveEvents.kind, 'courier.moved'));
  // The rows of one send are written together, after the operations row.
  return rows
    .filter((row) => row.id >= (last?.id ?? 0) && row.id < (last?.id ?? 0) + 10)
    .map((row) => [row.audience, row.payload]);
};

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  operations = await newStaff(t, ['operations']);
  merchant = await newMerchant(t);
  const onShift = await newCourier(t, operations, { fullName: 'Saeed Al Ketbi', vehicle: { kind: 'car' } });
  await shiftAroundNow(t, operations, onShift.courier.id);
  rider = { courierId: onShift.courier.id, token: onShift.token };
  const offShift = await newCourier(t, operations, { fullName: 'Omar Haddad' });
  idle = { courierId: offShift.courier.id, token: offShift.token };
}, 120_000);
afterAll(async () => t?.close());

describe('POST /courier/positions', () => {
  it('refuses a courier who is not on shift, in the error shape, and keeps nothing', async () => {
    const answer = await send(idle.token, [position(25.2, 55.27)]);
    expect(answer.statusCode).toBe(412);
    expect(answer.json()).toMatchObject({ code: 'failed_precondition', message: POSITION_MESSAGES.notOnShift });
    expect(await latestPositionOf(t.database.db, idle.courierId, new Date(0))).toBeUndefined();
  });

  it('keeps a batch from a courier on shift', async () => {
    const answer = ok<{ accepted: number }>(
      await send(rider.token, [position(25.1, 55.2, 2), position(25.2048, 55.2708, 1)]),
    );
    expect(answer.accepted).toBe(2);
    expect(await latestPositionOf(t.database.db, rider.courierId, new Date(0))).toMatchObject({
      lat: 25.2048,
      lng: 55.2708,
    });
  });

  it("never takes another courier's name: a body naming a courier is refused, a merchant and staff are refused", async () => {
    const named = await call(t.app, 'POST', '/courier/positions', rider.token, {
      courierId: idle.courierId,
      positions: [position(25.2, 55.27)],
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().code).toBe('invalid_argument');
    for (const token of [merchant.token, operations.token]) {
      const answer = await send(token, [position(25.2, 55.27)]);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('permission_denied');
    }
    expect(await latestPositionOf(t.database.db, idle.courierId, new Date(0))).toBeUndefined();
  });

  it('refuses a position outside the UAE or timed far from now, naming the field', async () => {
    const outside = await send(rider.token, [position(25.2, 55.27), position(51.5, -0.12)]);
    expect(outside.statusCode).toBe(400);
    expect(JSON.stringify(outside.json().details.fields)).toContain(POSITION_MESSAGES.outsideUae);
    for (const minutesAgo of [120, -10]) {
      const answer = await send(rider.token, [position(25.2, 55.27, minutesAgo)]);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().details.fields).toEqual([{ field: 'positions.0.at', message: POSITION_MESSAGES.time }]);
    }
  });

  it("shows operations each on-shift courier's latest position with the first name, and no one off shift", async () => {
    const map = ok<CourierOnMapList>(await call(t.app, 'GET', '/admin/dispatch/positions', operations.token));
    expect(map.items).toEqual([
      expect.objectContaining({ courierId: rider.courierId, firstName: 'Saeed', vehicleKind: 'car', lat: 25.2048 }),
    ]);
    expect((await call(t.app, 'GET', '/admin/dispatch/positions', merchant.token)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/admin/dispatch/positions', rider.token)).statusCode).toBe(403);
  });
});

describe('retention', () => {
  it('deletes positions older than 7 days (its hourly schedule is tested with the schedules)', async () => {
    const sixDaysOn = new Date(now.getTime() + 6 * 86_400_000);
    expect(await deleteOldPositions(t.database.db, sixDaysOn)).toBe(0);
    expect(await latestPositionOf(t.database.db, rider.courierId, new Date(0))).toBeDefined();
    const eightDaysOn = new Date(now.getTime() + 8 * 86_400_000);
    expect(await deleteOldPositions(t.database.db, eightDaysOn)).toBeGreaterThanOrEqual(2);
    expect(await latestPositionOf(t.database.db, rider.courierId, new Date(0))).toBeUndefined();
  });
});

describe("the recipient's tracking page", () => {
  const orders: string[] = [];
  let stranger: Merchant;
  let strangerOrder: string;
  let dropoffs: { id: string; orderIds: string[] }[];
  const view = async (orderId: string, who: Merchant = merchant) => {
    const { code } = ok<{ code: string }>(await call(t.app, 'GET', `/tracking/orders/${orderId}/link`, who.token));
    const answer = await t.app.inject({ method: 'GET', url: `${PLATFORM}/track/${code}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return { body: answer.body, courier: answer.json<TrackingView>().courier };
  };
  const move = async (move: string, orderIds: string[], extra: Record<string, unknown> = {}) => {
    const moved = ok<{ refused: unknown[] }>(
      await call(t.app, 'POST', '/admin/dispatch/moves', operations.token, { move, orderIds, ...extra }),
    );
    expect(moved.refused).toEqual([]);
  };
  /** Each order's approach, in the mission's order of drop-offs. */
  const approaches = async () =>
    Promise.all(dropoffs.map(async (stop) => (await view(stop.orderIds[0] as string)).courier?.approaching ?? null));

  beforeAll(async () => {
    for (const area of ['Dubai Marina', 'Al Barsha', 'Jumeirah Lake Towers']) {
      const body = withRecipient(merchant.pickupId, { area });
      orders.push((await placeOrder(t, merchant, { ...body, serviceKind: 'same_day' })).id);
    }
    await changeStateOk(t, merchant.token, orders, 'ready_for_collection');
    stranger = await newMerchant(t);
    strangerOrder = (await placeOrder(t, stranger, { serviceKind: 'same_day' })).id;
    const wave = ok<Wave>(
      await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
        date: today,
        orderIds: orders,
        courierIds: [rider.courierId],
        seconds: 0.5,
      }),
    );
    expect(wave.unassigned).toEqual([]);
    const missions = await Promise.all(
      wave.missionIds.map(async (id) =>
        ok<Mission>(await call(t.app, 'GET', `/admin/dispatch/missions/${id}`, operations.token)),
      ),
    );
    const stops = missions.flatMap((mission) => mission.stops);
    dropoffs = stops.filter((stop) => stop.kind === 'dropoff');
    expect(dropoffs.map((stop) => stop.orderIds.length)).toEqual([1, 1, 1]);
  }, 120_000);

  it('shows no approach while the parcels wait to be collected, though the courier is sending positions', async () => {
    later(1);
    ok(await send(rider.token, [position(25.18, 55.26)]));
    expect(await approaches()).toEqual([null, null, null]);
    // The board's map hears of it; no tracking page does.
    expect(await toldOfMove()).toEqual([['operations', { courierId: rider.courierId }]]);
    expect((await view(orders[0] as string)).courier).toMatchObject({ firstName: 'Saeed' });
  });

  it('shows the first recipient the approach once collected, never from a position taken before, the others nothing', async () => {
    later(5);
    for (const step of ['collected', 'at_depot', 'out_for_delivery']) await move(step, orders);
    const [first, second, third] = await approaches();
    // The only position was taken before the pickup was done: the plan's estimate, and no place.
    expect(first).toMatchObject({ distanceKm: null, near: null });
    expect(first?.etaMinutes).toBeGreaterThan(0);
    expect([second, third]).toEqual([null, null]);
  });

  it('gives the first recipient a rounded position, the straight distance and the minutes once the courier moves on', async () => {
    later(3);
    ok(await send(rider.token, [position(25.123456, 55.234567)]));
    // The board's map and the first recipient's page hear of it (the page is told nothing else).
    expect(await toldOfMove()).toEqual([
      ['operations', { courierId: rider.courierId }],
      [`order:${dropoffs[0]?.orderIds[0]}`, {}],
    ]);
    const { body, courier } = await view(dropoffs[0]?.orderIds[0] as string);
    expect(courier?.approaching?.near).toEqual({ lat: 25.12, lng: 55.23 });
    expect(courier?.approaching?.distanceKm).toBeGreaterThan(0);
    expect(courier?.approaching?.etaMinutes).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain('25.123456');
    expect(body).not.toContain('55.234567');
    const [, second, third] = await approaches();
    expect([second, third]).toEqual([null, null]);
  });

  it('stops after the delivery, and the next recipient sees the courier coming; nothing after a failed attempt', async () => {
    later(10);
    await move('delivered', dropoffs[0]?.orderIds as string[], { proof: { recipientName: 'Fatima' } });
    later(1);
    ok(await send(rider.token, [position(25.11, 55.2)]));
    const [first, second, third] = await approaches();
    expect(first).toBeNull();
    expect(second?.near).toEqual({ lat: 25.11, lng: 55.2 });
    expect(third).toBeNull();
    later(10);
    await move('failed_attempt', dropoffs[1]?.orderIds as string[], { reason: 'recipient_unavailable' });
    const after = await approaches();
    expect(after[1]).toBeNull();
    expect(after[2]).not.toBeNull();
  });

  it("is never shown on another order's tracking page", async () => {
    const { courier, body } = await view(strangerOrder, stranger);
    expect(courier ?? null).toBeNull();
    expect(body).not.toContain('approaching');
  });
});
