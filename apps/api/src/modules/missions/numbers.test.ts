import { type DayNumbers, MISSION_MESSAGES, type Mission, STAFF_MESSAGES, type Wave } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dubaiParts, newCourier } from '../../test/fleet';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { changeStateOk, type Merchant, newMerchant, placeOrder } from '../../test/orders';
import { newStaff } from '../../test/staff';
import { call, type Member, ok } from '../../test/teams';

// The day's numbers: a wave of three orders (two to Dubai, one to Sharjah) on one courier, one
// delivered within its promised window, one after it, one failed attempt. The figures are worked
// out here from what the board shows (windows, planned distance) and the shift as written.
let t: TestApp;
let operations: Member;
let merchant: Merchant;
let courier: { courier: { id: string }; token: string };
let mission: Mission;
const today = dubaiParts(new Date()).date;
const at = (time: string) => new Date(`${today}T${time}:00+04:00`);
let now = at('08:00');
const onTime = { id: '' };
const late = { id: '' };
const failed = { id: '' };

type MoveAnswer = { moved: { orderId: string; status: string }[]; refused: { orderId: string; message: string }[] };
const move = async (body: Record<string, unknown>) => {
  const answer = ok<MoveAnswer>(await call(t.app, 'POST', '/admin/dispatch/moves', operations.token, body));
  expect(answer.refused).toEqual([]);
};
const numbers = async (query = '') =>
  ok<DayNumbers>(await call(t.app, 'GET', `/admin/dispatch/numbers${query}`, operations.token));
const dropoffOf = (orderId: string) => {
  const stop = mission.stops.find((s) => s.kind === 'dropoff' && s.orderIds.includes(orderId));
  if (!stop) throw new Error(`no drop-off for ${orderId}`);
  return stop;
};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  operations = await newStaff(t, ['operations']);
  merchant = await newMerchant(t);
  onTime.id = (await placeOrder(t, merchant, { serviceKind: 'same_day' })).id;
  late.id = (await placeOrder(t, merchant, { serviceKind: 'same_day' })).id;
  const sharjah = {
    name: 'Omar Saleh',
    phone: '+971509876543',
    addressLine1: 'Al Majaz Tower',
    apartmentNumber: '7',
    area: 'Al Majaz',
    emirate: 'Sharjah',
  };
  failed.id = (await placeOrder(t, merchant, { serviceKind: 'same_day', recipient: sharjah })).id;
  const ids = [onTime.id, late.id, failed.id];
  await changeStateOk(t, merchant.token, ids, 'ready_for_collection');
  courier = await newCourier(t, operations, { vehicle: { kind: 'van' } });
  // 06:00–23:00 with a half-hour break at noon.
  ok(
    await call(t.app, 'POST', `/admin/dispatch/couriers/${courier.courier.id}/shifts`, operations.token, {
      date: today,
      start: '06:00',
      end: '23:00',
      breaks: [{ start: '12:00', end: '12:30' }],
    }),
  );
  const wave = ok<Wave>(
    await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
      date: today,
      orderIds: ids,
      courierIds: [courier.courier.id],
      seconds: 0.5,
    }),
  );
  expect(wave.unassigned).toEqual([]);
  expect(wave.missionIds).toHaveLength(1);
  mission = ok<Mission>(await call(t.app, 'GET', `/admin/dispatch/missions/${wave.missionIds[0]}`, operations.token));
  await move({ move: 'collected', orderIds: ids });
  for (const step of ['at_depot', 'out_for_delivery']) await move({ move: step, orderIds: ids });
}, 120_000);
afterAll(async () => t?.close());

describe("the day's numbers", () => {
  it('an empty day has no figures: null, not 0 %', async () => {
    const answer = await numbers(`?from=${today}`);
    expect(answer.from).toBe(today);
    expect(answer.to).toBe(today);
    // Nothing delivered or failed yet; the courier has worked two hours (06:00 to 08:00).
    expect(answer.total).toMatchObject({
      onTimeRate: null,
      kmPerOrder: null,
      failedAttemptRate: null,
      ordersPerCourierHour: 0,
      delivered: 0,
      failedAttempts: 0,
    });
    expect(answer.total.courierHours).toBeCloseTo(2, 5);
    const before = await numbers('?from=2020-01-01&to=2020-01-03');
    expect(before.days.map((day) => day.date)).toEqual(['2020-01-01', '2020-01-02', '2020-01-03']);
    for (const figures of [before.total, ...before.days.map((day) => day.total)]) {
      expect(figures).toMatchObject({
        onTimeRate: null,
        ordersPerCourierHour: null,
        kmPerOrder: null,
        failedAttemptRate: null,
      });
    }
    expect(before.zones).toEqual([]);
  });

  it('counts a delivery on time, a late one and a failed attempt, by day and zone', async () => {
    const windowEnd = new Date(dropoffOf(onTime.id).window.to);
    expect(new Date(dropoffOf(late.id).window.to).getTime()).toBe(windowEnd.getTime());
    now = new Date(windowEnd.getTime() - 3 * 3600_000);
    await move({ move: 'delivered', orderIds: [onTime.id], proof: { recipientName: 'Fatima' } });
    await move({ move: 'failed_attempt', orderIds: [failed.id], reason: 'recipient_unavailable' });
    now = new Date(windowEnd.getTime() + 20 * 60_000);
    await move({ move: 'delivered', orderIds: [late.id], proof: { recipientName: 'Fatima' } });

    const answer = await numbers();
    // Worked: 06:00 until now, less the half-hour break.
    const hours = (now.getTime() - at('06:00').getTime()) / 3600_000 - 0.5;
    const km = mission.distanceMeters / 1000;
    expect(km).toBeGreaterThan(0);
    expect(answer.total.delivered).toBe(2);
    expect(answer.total.onTimeRate).toBeCloseTo(1 / 2, 9);
    expect(answer.total.courierHours).toBeCloseTo(hours, 6);
    expect(answer.total.ordersPerCourierHour).toBeCloseTo(2 / hours, 9);
    expect(answer.total.kmPerOrder).toBeCloseTo(km / 2, 9);
    expect(answer.total.failedAttemptRate).toBeCloseTo(1 / 3, 9);
    expect(answer.days).toHaveLength(1);
    expect(answer.days[0]?.total).toEqual(answer.total);

    // Zones: two drop-offs in Dubai (both delivered), one in Sharjah (failed). The courier's hours
    // and the mission's km are shared as its drop-offs are: two thirds to Dubai, one to Sharjah.
    const zone = (name: string) => answer.zones.find((z) => z.zone === name);
    expect(answer.zones.map((z) => z.zone)).toEqual(['dubai', 'sharjah']);
    expect(zone('dubai')).toMatchObject({ delivered: 2, deliveredOnTime: 1, failedAttempts: 0, failedAttemptRate: 0 });
    expect(zone('dubai')?.kmPerOrder).toBeCloseTo((km * 2) / 3 / 2, 9);
    expect(zone('dubai')?.ordersPerCourierHour).toBeCloseTo(2 / ((hours * 2) / 3), 9);
    expect(zone('sharjah')).toMatchObject({
      delivered: 0,
      failedAttempts: 1,
      failedAttemptRate: 1,
      onTimeRate: null,
      kmPerOrder: null,
      ordersPerCourierHour: 0,
    });
  });

  it('refuses a range backwards or over 92 days, and every role but operations', async () => {
    expectError(
      await call(t.app, 'GET', `/admin/dispatch/numbers?from=${today}&to=2020-01-01`, operations.token),
      400,
      'invalid_argument',
      MISSION_MESSAGES.numbersRange,
    );
    expectError(
      await call(t.app, 'GET', '/admin/dispatch/numbers?from=2020-01-01&to=2020-06-01', operations.token),
      400,
      'invalid_argument',
      MISSION_MESSAGES.numbersRange,
    );
    const finance = await newStaff(t, ['finance']);
    const path = '/admin/dispatch/numbers';
    expectError(
      await call(t.app, 'GET', path, finance.token),
      403,
      'permission_denied',
      STAFF_MESSAGES.roleNeeded(['operations']),
    );
    expectError(await call(t.app, 'GET', path, merchant.token), 403, 'permission_denied', STAFF_MESSAGES.staffOnly);
    expect((await call(t.app, 'GET', path, courier.token)).statusCode).toBe(403);
  });
});
