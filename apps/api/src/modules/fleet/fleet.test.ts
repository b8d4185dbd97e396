import {
  type Courier,
  type CourierList,
  FLEET_MESSAGES,
  type Shift,
  type ShiftList,
  STAFF_MESSAGES,
} from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dubaiParts, newCourier, shiftAroundNow } from '../../test/fleet';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, lastMailTo } from '../../test/identity';
import { newStaff } from '../../test/staff';
import { call, type Member, newMember, ok } from '../../test/teams';

let t: TestApp;
let operations: Member;
let finance: Member;
let merchant: Member;
beforeAll(async () => {
  t = await createTestApp();
  operations = await newStaff(t, ['operations']);
  finance = await newStaff(t, ['finance']);
  merchant = await newMember(t.app);
});
afterAll(async () => t?.close());

type CourierUser = {
  courier: boolean;
  inQueue: boolean;
  pushId: string | null;
  gcmToken: string | null;
  waypointConstraintWindowMinutes: number | null;
};
const courierUser = async (token: string) => ok<CourierUser>(await call(t.app, 'GET', '/courier/user', token));

describe('couriers', () => {
  it('operations add a courier, invited by mail; the courier signs in and is a courier', async () => {
    const { courier, token } = await newCourier(t, operations, {
      vehicle: { kind: 'van', capacityKg: 600 },
      waypointConstraintWindowMinutes: 20,
    });
    expect(courier).toMatchObject({
      firstName: 'Rashid',
      vehicle: { kind: 'van', capacityParcels: 150, capacityKg: 600 },
      homeDepot: { name: 'Al Quoz depot' },
      waypointConstraintWindowMinutes: 20,
      active: true,
      invitation: 'pending',
    });
    const mail = lastMailTo(t.mails, courier.email);
    expect(mail.subject).toBe('You are invited to drive for Sameday');
    expect(mail.text).toContain('van, from Al Quoz depot');
    expect(await courierUser(token)).toEqual(
      expect.objectContaining({ courier: true, inQueue: false, pushId: null, waypointConstraintWindowMinutes: 20 }),
    );
    const listed = ok<CourierList>(await call(t.app, 'GET', '/admin/dispatch/couriers', operations.token)).items;
    expect(listed.find((row) => row.id === courier.id)?.invitation).toBeNull();
    expect((await courierUser(merchant.token)).courier).toBe(false);
  });

  it('refuses an email already taken, and changes vehicle, depot and settings', async () => {
    const { courier } = await newCourier(t, operations);
    expectError(
      await call(t.app, 'POST', '/admin/dispatch/couriers', operations.token, {
        email: courier.email,
        fullName: 'Again',
        vehicle: { kind: 'car' },
        homeDepot: { name: 'Sharjah depot', lat: 25.33, lng: 55.41 },
      }),
      409,
      'already_exists',
      FLEET_MESSAGES.emailTaken,
    );
    const changed = ok<Courier>(
      await call(t.app, 'PATCH', `/admin/dispatch/couriers/${courier.id}`, operations.token, {
        vehicle: { kind: 'car', capacityParcels: 30, capacityKg: 150 },
        homeDepot: { name: 'Sharjah depot', lat: 25.33, lng: 55.41 },
        waypointConstraintWindowMinutes: 5,
      }),
    );
    expect(changed).toMatchObject({
      vehicle: { kind: 'car', capacityParcels: 30 },
      homeDepot: { name: 'Sharjah depot' },
    });
    expect(ok<Courier>(await call(t.app, 'GET', `/admin/dispatch/couriers/${courier.id}`, operations.token))).toEqual(
      changed,
    );
    expectError(
      await call(t.app, 'GET', '/admin/dispatch/couriers/cou_missing', operations.token),
      404,
      'not_found',
      FLEET_MESSAGES.courierNotFound,
    );
  });

  it('admits operations and admins only; merchants are told it is for staff', async () => {
    expectError(
      await call(t.app, 'GET', '/admin/dispatch/couriers', merchant.token),
      403,
      'permission_denied',
      STAFF_MESSAGES.staffOnly,
    );
    expect((await call(t.app, 'GET', '/admin/dispatch/couriers', finance.token)).statusCode).toBe(403);
  });
});

describe('shifts and the queue', () => {
  it('a courier on shift now is in the queue; on a break, or switched off, is not', async () => {
    const { courier, token } = await newCourier(t, operations);
    expect((await courierUser(token)).inQueue).toBe(false);
    const shift = await shiftAroundNow(t, operations, courier.id);
    expect((await courierUser(token)).inQueue).toBe(true);
    ok(await call(t.app, 'PUT', '/courier/queue', token, { inQueue: false }));
    expect((await courierUser(token)).inQueue).toBe(false);
    ok(await call(t.app, 'PUT', '/courier/queue', token, { inQueue: true }));
    expect((await courierUser(token)).inQueue).toBe(true);
    const { date } = dubaiParts(new Date());
    const day = ok<ShiftList>(await call(t.app, 'GET', `/admin/dispatch/shifts?date=${date}`, operations.token)).items;
    expect(day.find((row) => row.id === shift.id)).toMatchObject({
      courierId: courier.id,
      start: '00:00',
      end: '23:59',
    });
    // A shift that has started stays.
    expectError(
      await call(t.app, 'DELETE', `/admin/dispatch/shifts/${shift.id}`, operations.token),
      412,
      'failed_precondition',
      FLEET_MESSAGES.shiftStarted,
    );
  });

  it('a break holding now takes the courier out of the queue', async () => {
    const now = new Date();
    const from = dubaiParts(new Date(now.getTime() - 5 * 60_000));
    const to = dubaiParts(new Date(now.getTime() + 5 * 60_000));
    if (from.date !== to.date) return; // around Dubai midnight the break would span two days
    const { courier, token } = await newCourier(t, operations);
    await shiftAroundNow(t, operations, courier.id, [{ start: from.time, end: to.time }]);
    expect((await courierUser(token)).inQueue).toBe(false);
  });

  it('refuses an overlapping shift, a shift ending before it starts and a break outside it', async () => {
    const { courier } = await newCourier(t, operations);
    const path = `/admin/dispatch/couriers/${courier.id}/shifts`;
    const shift = ok<Shift>(
      await call(t.app, 'POST', path, operations.token, {
        date: '2099-03-02',
        start: '08:00',
        end: '16:00',
        breaks: [{ start: '12:00', end: '12:30' }],
      }),
    );
    expect(shift).toMatchObject({ startsAt: '2099-03-02T04:00:00.000Z', endsAt: '2099-03-02T12:00:00.000Z' });
    expectError(
      await call(t.app, 'POST', path, operations.token, { date: '2099-03-02', start: '15:00', end: '20:00' }),
      409,
      'already_exists',
      FLEET_MESSAGES.shiftOverlap,
    );
    expectError(
      await call(t.app, 'POST', path, operations.token, { date: '2099-03-03', start: '15:00', end: '09:00' }),
      400,
      'invalid_argument',
      FLEET_MESSAGES.shiftEnd,
    );
    expectError(
      await call(t.app, 'POST', path, operations.token, {
        date: '2099-03-03',
        start: '09:00',
        end: '15:00',
        breaks: [{ start: '16:00', end: '16:30' }],
      }),
      400,
      'invalid_argument',
      FLEET_MESSAGES.breakInside,
    );
    ok(await call(t.app, 'DELETE', `/admin/dispatch/shifts/${shift.id}`, operations.token));
    expect(ok<ShiftList>(await call(t.app, 'GET', path, operations.token)).items).toEqual([]);
  });
});

describe('the courier app', () => {
  it('sets the push registration, read back on /courier/user', async () => {
    const { token } = await newCourier(t, operations);
    // gcmToken holds the browser's Web Push subscription as JSON (decision 061).
    const subscription = JSON.stringify({
      endpoint: 'https://push.example/send/abc',
      expirationTime: null,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    });
    ok(await call(t.app, 'PUT', '/courier/device', token, { pushId: 'push-1', gcmToken: subscription }));
    expect(await courierUser(token)).toMatchObject({ pushId: 'push-1', gcmToken: subscription });
    expect(
      (await call(t.app, 'PUT', '/courier/device', token, { pushId: 'push-1', gcmToken: 'gcm-1' })).statusCode,
    ).toBe(400);
  });

  it('is for couriers only, and a courier reaches no merchant or console route', async () => {
    expectError(
      await call(t.app, 'PUT', '/courier/device', merchant.token, { pushId: 'x', gcmToken: null }),
      403,
      'permission_denied',
      FLEET_MESSAGES.couriersOnly,
    );
    const { token } = await newCourier(t, operations);
    for (const path of ['/quiqdash/orders', '/admin/dispatch/couriers', '/permissions']) {
      expectError(await call(t.app, 'GET', path, token), 403, 'permission_denied', FLEET_MESSAGES.couriersOnlyApp);
    }
  });
});
