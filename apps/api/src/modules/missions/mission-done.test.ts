import type { DispatchDay, Mission, Wave } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dubaiParts, newCourier, shiftAroundNow } from '../../test/fleet';
import { createTestApp, type TestApp } from '../../test/harness';
import { changeStateOk, type Merchant, newMerchant, placeOrder } from '../../test/orders';
import { newStaff } from '../../test/staff';
import { call, type Member, ok } from '../../test/teams';
import * as q from './queries';
import { afterMoveStops, STOP_AFTER } from './service/moves';

/*
 * A mission is done when no stop is pending, whatever the order of its last moves: the courier
 * then waits for work again and carries no load. The last moves of a day come at once (a whole
 * round of deliveries sent together) or one by one, and the last can be a failed attempt.
 */
let t: TestApp;
let operations: Member;
let merchant: Merchant;
const today = dubaiParts(new Date()).date;
const planningClock = () => new Date(`${today}T08:00:00+04:00`);

type MoveAnswer = { moved: { orderId: string; status: string }[]; refused: { orderId: string; message: string }[] };

beforeAll(async () => {
  t = await createTestApp({}, { clock: planningClock });
  operations = await newStaff(t, ['operations']);
  merchant = await newMerchant(t);
}, 120_000);
afterAll(async () => t?.close());

const move = async (body: Record<string, unknown>) => {
  const answer = ok<MoveAnswer>(await call(t.app, 'POST', '/admin/dispatch/moves', operations.token, body));
  expect(answer.refused).toEqual([]);
  return answer;
};

/** A courier on shift with one mission of `count` ready orders of one pickup, every order out for delivery. */
async function missionOutForDelivery(count: number) {
  const orderIds: string[] = [];
  for (let i = 0; i < count; i += 1) orderIds.push((await placeOrder(t, merchant, { serviceKind: 'same_day' })).id);
  await changeStateOk(t, merchant.token, orderIds, 'ready_for_collection');
  const { courier } = await newCourier(t, operations, { vehicle: { kind: 'van' } });
  await shiftAroundNow(t, operations, courier.id);
  const wave = ok<Wave>(
    await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
      date: today,
      orderIds,
      courierIds: [courier.id],
      seconds: 0.3,
    }),
  );
  expect(wave.missionIds).toHaveLength(1);
  const missionId = wave.missionIds[0] as string;
  const mission = ok<Mission>(await call(t.app, 'GET', `/admin/dispatch/missions/${missionId}`, operations.token));
  for (const stop of mission.stops.filter((s) => s.kind === 'pickup'))
    await move({ move: 'collected', stopId: stop.id });
  await move({ move: 'at_depot', orderIds });
  await move({ move: 'out_for_delivery', orderIds });
  return { orderIds, courierId: courier.id, missionId };
}

async function expectDone(courierId: string, missionId: string) {
  const mission = ok<Mission>(await call(t.app, 'GET', `/admin/dispatch/missions/${missionId}`, operations.token));
  expect(mission.stops.filter((stop) => stop.state === 'pending')).toEqual([]);
  expect(mission.state).toBe('done');
  const day = ok<DispatchDay>(await call(t.app, 'GET', `/admin/dispatch/day?date=${today}`, operations.token));
  const courier = day.couriers.find((c) => c.courierId === courierId);
  expect(courier?.loadParcels).toBe(0);
  expect(courier?.inQueue).toBe(true);
}

describe('the last moves of a mission', () => {
  it('leave it done when the last is a failed attempt after deliveries sent at once', async () => {
    const { orderIds, courierId, missionId } = await missionOutForDelivery(6);
    const [failed, ...delivered] = orderIds;
    await Promise.all(
      delivered.map((id) => move({ move: 'delivered', orderIds: [id], proof: { recipientName: 'At the door' } })),
    );
    await move({ move: 'failed_attempt', orderIds: [failed], reason: 'recipient_unavailable' });
    // The failed parcel goes back to the depot (decision 078, later): done once it is handed in.
    const mission = ok<Mission>(await call(t.app, 'GET', `/admin/dispatch/missions/${missionId}`, operations.token));
    const handIn = mission.stops.at(-1);
    expect([mission.state, handIn?.kind, handIn?.state, handIn?.orderIds]).toEqual([
      'in_progress',
      'depot',
      'pending',
      [failed],
    ]);
    await move({ move: 'at_depot', stopId: handIn?.id });
    await expectDone(courierId, missionId);
  });

  it('leave it done whatever order the moved order’s stops are read in (its drop-off before its pickup)', async () => {
    const { orderIds, courierId, missionId } = await missionOutForDelivery(1);
    const db = t.database.db;
    // Once its pickup is updated (collected), the database may well list the drop-off first.
    const placed = (await q.stopsOfOrders(db, orderIds)).sort((a, b) =>
      a.kind === 'dropoff' ? -1 : b.kind === 'dropoff' ? 1 : 0,
    );
    expect(placed.map((entry) => entry.kind)).toEqual(['dropoff', 'pickup']);
    await afterMoveStops(db, placed, STOP_AFTER.failed_attempt, 'failed_attempt', new Date());
    await expectDone(courierId, missionId);
  });

  it('leave it done when every delivery of the round is one move', async () => {
    const { orderIds, courierId, missionId } = await missionOutForDelivery(4);
    await move({ move: 'delivered', orderIds, proof: { recipientName: 'At the door' } });
    await expectDone(courierId, missionId);
  });
});
