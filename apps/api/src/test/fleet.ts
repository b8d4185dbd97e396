// Fixtures of the fleet and dispatch tests: couriers added by operations, signed in through their
// mailed invitation as a real courier would, and shifts around now.
import type { Courier, CreateCourierBody, Wave } from '@sameday/contract';
import type { TestApp } from './harness';
import { json, PLATFORM } from './harness';
import { lastMailTo, resetLinkTokenIn } from './identity';
import { changeStateOk, newMerchant, placeOrder } from './orders';
import { newStaff } from './staff';
import { call, type Member, ok } from './teams';

let serial = 0;

/** Operations add a courier; the courier opens the mailed link, chooses a password and signs in. */
export async function newCourier(
  t: TestApp,
  operations: Member,
  overrides: Partial<CreateCourierBody> = {},
): Promise<{ courier: Courier; token: string }> {
  serial += 1;
  const email = `courier${serial}.${Date.now()}@couriers.example`;
  const courier = ok<Courier>(
    await call(t.app, 'POST', '/admin/dispatch/couriers', operations.token, {
      email,
      fullName: `Rashid Courier${serial}`,
      phone: '+971501234567',
      vehicle: { kind: 'bike' },
      homeDepot: { name: 'Al Quoz depot', lat: 25.135, lng: 55.228 },
      ...overrides,
    }),
  );
  const opened = await t.app.inject({
    method: 'POST',
    url: `${PLATFORM}/identity/recovery-session`,
    payload: { token: resetLinkTokenIn(lastMailTo(t.mails, email)) },
  });
  const { token: recovery } = json<{ token: string }>(opened);
  const password = 'Courier!Passw0rd9';
  ok(await call(t.app, 'PUT', '/partner/user', recovery, { password, password_confirmation: password }));
  const signedIn = json<{ token: string }>(
    await t.app.inject({ method: 'POST', url: `${PLATFORM}/identity/sign-in`, payload: { email, password } }),
  );
  return { courier, token: signedIn.token };
}

/** The Dubai date and clock time of an instant. */
export function dubaiParts(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + 4 * 3600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** A shift of today (Dubai) holding now: the whole day. */
export async function shiftAroundNow(t: TestApp, operations: Member, courierId: string, breaks: unknown[] = []) {
  const { date } = dubaiParts(new Date());
  return ok<{ id: string }>(
    await call(t.app, 'POST', `/admin/dispatch/couriers/${courierId}/shifts`, operations.token, {
      date,
      start: '00:00',
      end: '23:59',
      breaks,
    }),
  );
}

/**
 * The planned courier's tests' world: a merchant's two ready same-day orders, one planned on a wave
 * of one courier (Rashid Alzarooni, a van, on shift now) and one not, beside another merchant.
 */
export async function onePlannedOrder(t: TestApp, date: string) {
  const operations = await newStaff(t, ['operations']);
  const merchant = await newMerchant(t);
  const stranger = await newMerchant(t);
  const plannedId = (await placeOrder(t, merchant, { serviceKind: 'same_day' })).id;
  const unplannedId = (await placeOrder(t, merchant, { serviceKind: 'same_day' })).id;
  await changeStateOk(t, merchant.token, [plannedId, unplannedId], 'ready_for_collection');
  const { courier } = await newCourier(t, operations, {
    fullName: 'Rashid Alzarooni',
    phone: '+971554443322',
    vehicle: { kind: 'van' },
  });
  await shiftAroundNow(t, operations, courier.id);
  ok<Wave>(
    await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
      date,
      orderIds: [plannedId],
      courierIds: [courier.id],
      seconds: 0.5,
    }),
  );
  return { operations, merchant, stranger, plannedId, unplannedId, courier };
}
