import { randomUUID } from 'node:crypto';
import type { CourierActionResult, DispatchDay, Mission } from '@sameday/contract';
import { afterAll, beforeAll } from 'vitest';
import { newCourier } from './fleet';
import { createTestApp, type TestApp } from './harness';
import { getOrder, type Merchant, newMerchant } from './orders';
import { newStaff } from './staff';
import { call, type Member, ok } from './teams';

/** The depot the delivery-from-the-depot tests' courier starts from (decision 078). */
export const DEPOT = { name: 'Al Quoz depot', lat: 25.135, lng: 55.228 };

export type DepotDays = {
  t: TestApp;
  operations: Member;
  merchant: Merchant;
  courier: { courier: { id: string }; token: string };
};

/**
 * A suite's app on the domain clock it is given, with one operations member, one merchant and one
 * van courier of `DEPOT` on shift all day on each of `dates`, set up before the suite's tests and
 * closed after them; and the calls those tests make. The returned object is filled in `beforeAll`.
 */
export function depotDays(clock: () => Date, dates: readonly string[]) {
  const days = {} as DepotDays;
  beforeAll(async () => {
    days.t = await createTestApp({}, { clock });
    days.operations = await newStaff(days.t, ['operations']);
    days.merchant = await newMerchant(days.t);
    days.courier = await newCourier(days.t, days.operations, { vehicle: { kind: 'van' }, homeDepot: DEPOT });
    for (const date of dates) {
      ok(
        await call(
          days.t.app,
          'POST',
          `/admin/dispatch/couriers/${days.courier.courier.id}/shifts`,
          days.operations.token,
          {
            date,
            start: '00:00',
            end: '23:59',
            breaks: [],
          },
        ),
      );
    }
  }, 120_000);
  afterAll(async () => days.t?.close());

  const staffCall = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(days.t.app, method, url, days.operations.token, body);
  return {
    days,
    getMission: async (id: string) => ok<Mission>(await staffCall('GET', `/admin/dispatch/missions/${id}`)),
    board: async (date: string) => ok<DispatchDay>(await staffCall('GET', `/admin/dispatch/day?date=${date}`)),
    planOn: (date: string, orderIds: string[]) =>
      staffCall('POST', '/admin/dispatch/waves', {
        date,
        orderIds,
        courierIds: [days.courier.courier.id],
        seconds: 0.3,
      }),
    move: async (body: Record<string, unknown>) =>
      ok<{ moved: unknown[]; refused: unknown[] }>(await staffCall('POST', '/admin/dispatch/moves', body)),
    act: async (list: Record<string, unknown>[]) =>
      ok<{ results: CourierActionResult[] }>(
        await call(days.t.app, 'POST', '/courier/actions', days.courier.token, {
          actions: list.map((a) => ({ id: randomUUID(), at: clock().toISOString(), ...a })),
        }),
      ).results,
    statusOf: async (id: string) => (await getOrder(days.t, days.merchant.token, id)).status,
  };
}
