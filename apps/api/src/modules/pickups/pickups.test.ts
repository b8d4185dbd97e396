import { randomUUID } from 'node:crypto';
import {
  COURIER_APP_MESSAGES as CM,
  type CourierActionResult,
  type CourierActionsBody,
  type CourierToday,
  type Order,
  type PickupManifestsAnswer,
  type PickupRequest,
  type PickupWindowsAnswer,
  PICKUP_MESSAGES as PM,
  REQUEST_MESSAGES,
  type Wave,
} from '@sameday/contract';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pickupManifests } from '../../db/schema';
import { dubaiParts, newCourier, shiftAroundNow } from '../../test/fleet';
import { createTestApp, PLATFORM, type TestApp } from '../../test/harness';
import { bearer, expectError } from '../../test/identity';
import { changeStateOk, getOrder, type Merchant, newMerchant, orderBody, placeOrder } from '../../test/orders';
import { pdfText } from '../../test/pdf-reader';
import { newStaff } from '../../test/staff';
import { call, createTeam, joinTeam, type Member, ok } from '../../test/teams';

let t: TestApp;
let operations: Member;
let merchant: Merchant;
let stranger: Merchant;
let courier: { courier: { id: string }; token: string };
let other: { courier: { id: string }; token: string };
const o: string[] = [];
const today = dubaiParts(new Date()).date;
const tomorrow = new Date(new Date(`${today}T12:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
/** The domain's clock: 09:00 in Dubai today (before the default same-day cut-off, 13:00). */
const clock = () => new Date(`${today}T09:00:00+04:00`);
const ARABIC_NAME = 'فاطمة الزهراء';
const SEVERAL_LINES = [
  { name: 'Oud set', quantity: 3, weightKg: 0.5 },
  { name: 'Candle', quantity: 2, weightKg: 0.2 },
];
const yesterday = new Date(new Date(`${today}T12:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
const manifestsOf = async (token: string, date: string) =>
  ok<PickupManifestsAnswer>(await call(t.app, 'GET', `/quiqdash/pickups/manifests?date=${date}`, token));
const pickupOf = (day: CourierToday) =>
  day.missions.flatMap((mission) => mission.stops).find((entry) => entry.kind === 'pickup');

const instant = (date: string, time: string) => new Date(`${date}T${time}:00+04:00`).toISOString();
/**
 * The order's row in its merchant's orders list (the first page, as the dashboard asks it), held
 * byte for byte equal to the order read alone (decision 047), and the collection window of both.
 */
const listedWindow = async (member: Merchant, id: string) => {
  const alone = await call(t.app, 'GET', `/quiqdash/order/${id}`, member.token);
  const list = ok<{ orders: Order[] }>(await call(t.app, 'GET', '/quiqdash/orders?limit=50', member.token));
  const row = list.orders.find((entry) => entry.id === id);
  expect(JSON.stringify(row)).toBe(alone.body);
  return row?.collectionWindow;
};
const request = (member: Member, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/quiqdash/pickups/requests', member.token, body);
const results = async (token: string, list: CourierActionsBody['actions']) =>
  ok<{ results: CourierActionResult[] }>(await call(t.app, 'POST', '/courier/actions', token, { actions: list }))
    .results;
const action = (kind: string, extra: Record<string, unknown> = {}) =>
  ({ id: randomUUID(), at: clock().toISOString(), kind, ...extra }) as CourierActionsBody['actions'][number];
const pdf = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `${PLATFORM}${url}`, headers: bearer(token) });
const upload = async (token: string, id: string) =>
  t.app.inject({
    method: 'PUT',
    url: `${PLATFORM}/courier/proofs/${id}`,
    headers: { ...bearer(token), 'content-type': 'image/png' },
    payload: await sharp({ create: { width: 160, height: 60, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer(),
  });

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  operations = await newStaff(t, ['operations']);
  merchant = await newMerchant(t);
  stranger = await newMerchant(t);
  for (let i = 0; i < 3; i += 1) {
    const recipient = i === 0 ? { recipient: { ...orderBody('x').recipient, name: ARABIC_NAME } } : {};
    // The third: two item lines of several pieces each, two parcels (orderParcelCount).
    const items = i === 2 ? { items: SEVERAL_LINES } : {};
    o.push((await placeOrder(t, merchant, { serviceKind: 'same_day', ...recipient, ...items })).id);
  }
  // Their delivery day is today, whatever the hour the suite runs at (the cut-offs follow the real clock).
  await t.database.db.update(orders).set({ serviceDate: today }).where(inArray(orders.id, o));
  await changeStateOk(t, merchant.token, o, 'ready_for_collection');
  courier = await newCourier(t, operations, { vehicle: { kind: 'van' } });
  other = await newCourier(t, operations);
  await shiftAroundNow(t, operations, courier.courier.id);
  await shiftAroundNow(t, operations, other.courier.id);
}, 120_000);
afterAll(async () => t?.close());

describe('collection windows before a plan', () => {
  it('derives the window from the cut-offs and the collection hours: from now to the hours’ end', async () => {
    const order = await getOrder(t, merchant.token, o[0] as string);
    expect(order.collectionWindow).toEqual({
      from: instant(today, '09:00'),
      to: instant(today, '18:00'),
      source: 'cut_offs',
    });
    const list = ok<{ orders: Order[] }>(
      await call(t.app, 'GET', '/quiqdash/orders?status=ready_for_collection', merchant.token),
    );
    expect(list.orders.find((entry) => entry.id === o[1])?.collectionWindow?.source).toBe('cut_offs');
    expect(await listedWindow(merchant, o[1] as string)).toEqual(order.collectionWindow);
  });

  it('reads the account’s own cut-offs: an overdue order past them is collected the next day, or in a window asked then', async () => {
    const late = await newMerchant(t);
    const id = (await placeOrder(t, late, { serviceKind: 'same_day' })).id;
    await t.database.db.update(orders).set({ serviceDate: yesterday }).where(eq(orders.id, id));
    await changeStateOk(t, late.token, [id], 'ready_for_collection');
    // The defaults (13:00) would collect it today from 09:00; past its own 08:30 it goes to tomorrow.
    ok(await call(t.app, 'POST', '/partner/preferences', late.token, { key: 'sameDayCutOffTime', value: '08:30' }));
    expect(await listedWindow(late, id)).toEqual({
      from: instant(tomorrow, '08:00'),
      to: instant(tomorrow, '18:00'),
      source: 'cut_offs',
    });
    ok(await request(late, { locationId: late.pickupId, date: tomorrow, from: '14:00', to: '16:00' }));
    expect(await listedWindow(late, id)).toEqual({
      from: instant(tomorrow, '14:00'),
      to: instant(tomorrow, '16:00'),
      source: 'request',
    });
    // Another merchant's request for the same day is not theirs.
    expect(await listedWindow(merchant, o[1] as string)).toMatchObject({ source: 'cut_offs' });
  });

  it('offers today’s windows with an hour ahead (until the same-day cut-off) and all of tomorrow’s', async () => {
    const { windows } = ok<PickupWindowsAnswer>(await call(t.app, 'GET', '/quiqdash/pickups/windows', merchant.token));
    expect(windows.filter((window) => window.date === today).map((window) => window.from)).toEqual([
      '08:00',
      '10:00',
      '12:00',
      '14:00',
      '16:00',
    ]);
    expect(windows.filter((window) => window.date === tomorrow)).toHaveLength(5);
  });
});

describe('pickup requests', () => {
  let asked: PickupRequest;

  it('refuses a window not offered, an address not the account’s, and a malformed window', async () => {
    const early = expectError(
      await request(merchant, { locationId: merchant.pickupId, date: today, from: '06:00', to: '08:00' }),
      400,
      'invalid_argument',
      REQUEST_MESSAGES.invalidFields,
    );
    expect(early.details.fields).toEqual([{ field: 'from', message: PM.windowNotOffered }]);
    const yesterday = await request(merchant, {
      locationId: merchant.pickupId,
      date: '2020-01-01',
      from: '10:00',
      to: '12:00',
    });
    expect(yesterday.statusCode).toBe(400);
    const theirs = expectError(
      await request(stranger, { locationId: merchant.pickupId, date: today, from: '10:00', to: '12:00' }),
      400,
      'invalid_argument',
      REQUEST_MESSAGES.invalidFields,
    );
    expect(theirs.details.fields).toEqual([{ field: 'locationId', message: PM.unknownPickup }]);
    expect(
      (await request(merchant, { locationId: merchant.pickupId, date: today, from: '25:00', to: '12:00' })).statusCode,
    ).toBe(400);
  });

  it('keeps a request, shows its window on the address’s ready orders, and refuses a second that day', async () => {
    asked = ok<PickupRequest>(
      await request(merchant, { locationId: merchant.pickupId, date: today, from: '10:00', to: '12:00' }),
    );
    expect(asked).toMatchObject({ date: today, from: '10:00', to: '12:00', state: 'requested' });
    expectError(
      await request(merchant, { locationId: merchant.pickupId, date: today, from: '12:00', to: '14:00' }),
      409,
      'already_exists',
      PM.alreadyRequested,
    );
    const order = await getOrder(t, merchant.token, o[0] as string);
    expect(order.collectionWindow).toEqual({
      from: instant(today, '10:00'),
      to: instant(today, '12:00'),
      source: 'request',
    });
    expect(await listedWindow(merchant, o[0] as string)).toEqual(order.collectionWindow);
    const { requests } = ok<{ requests: PickupRequest[] }>(
      await call(t.app, 'GET', '/quiqdash/pickups/requests', merchant.token),
    );
    expect(requests.map((entry) => entry.id)).toEqual([asked.id]);
    // Another account sees none of it and cannot cancel it.
    expect(
      ok<{ requests: PickupRequest[] }>(await call(t.app, 'GET', '/quiqdash/pickups/requests', stranger.token))
        .requests,
    ).toEqual([]);
    expectError(
      await call(t.app, 'DELETE', `/quiqdash/pickups/requests/${asked.id}`, stranger.token),
      404,
      'not_found',
      PM.requestNotFound,
    );
  });

  it('cancels a request not planned yet, and a new one can then be asked', async () => {
    const cancelled = ok<PickupRequest>(
      await call(t.app, 'DELETE', `/quiqdash/pickups/requests/${asked.id}`, merchant.token),
    );
    expect(cancelled.state).toBe('cancelled');
    asked = ok<PickupRequest>(
      await request(merchant, { locationId: merchant.pickupId, date: today, from: '12:00', to: '14:00' }),
    );
  });

  it('is honoured by the planner: the pickup stop’s window is the window asked for', async () => {
    const wave = ok<Wave>(
      await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
        date: today,
        orderIds: o,
        courierIds: [courier.courier.id],
        seconds: 0.5,
      }),
    );
    expect(wave.unassigned).toEqual([]);
    const order = await getOrder(t, merchant.token, o[0] as string);
    const window = { from: instant(today, '12:00'), to: instant(today, '14:00') };
    expect(order.courier?.window).toEqual(window);
    expect(order.collectionWindow).toEqual({ ...window, source: 'plan' });
    expect(await listedWindow(merchant, o[0] as string)).toEqual(order.collectionWindow);
    const arrival = new Date(order.courier?.predictedArrival as string).getTime();
    expect(arrival).toBeGreaterThanOrEqual(new Date(window.from).getTime());
    expect(arrival).toBeLessThanOrEqual(new Date(window.to).getTime());
    const { requests } = ok<{ requests: PickupRequest[] }>(
      await call(t.app, 'GET', '/quiqdash/pickups/requests', merchant.token),
    );
    expect(requests[0]?.state).toBe('planned');
    expectError(
      await call(t.app, 'DELETE', `/quiqdash/pickups/requests/${asked.id}`, merchant.token),
      412,
      'failed_precondition',
      PM.alreadyPlanned,
    );
  });
});

describe('the pickup manifest', () => {
  let stopId: string;

  it('lists the address’s orders, parcels and cash to collect, and prints them with Arabic names', async () => {
    const answer = ok<PickupManifestsAnswer>(
      await call(t.app, 'GET', `/quiqdash/pickups/manifests?date=${today}`, merchant.token),
    );
    expect(answer.manifests).toHaveLength(1);
    expect(answer.manifests[0]).toMatchObject({
      locationId: merchant.pickupId,
      orders: 3,
      parcels: 4,
      signedOff: null,
    });
    expect(answer.manifests[0]?.codFils).toBe(3 * 25_000);
    const file = await pdf(`/quiqdash/pickups/manifests/${merchant.pickupId}/pdf?date=${today}`, merchant.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfText(file.rawPayload);
    expect(page).toContain(ARABIC_NAME);
    expect(page).toContain(o[1]);
    expect(page).toContain('750.00');
    expect(page).toContain('كشف الاستلام');
    // Another account's address is not found, and its list is empty.
    expect(
      (await pdf(`/quiqdash/pickups/manifests/${merchant.pickupId}/pdf?date=${today}`, stranger.token)).statusCode,
    ).toBe(404);
    expect(
      ok<PickupManifestsAnswer>(await call(t.app, 'GET', `/quiqdash/pickups/manifests?date=${today}`, stranger.token))
        .manifests,
    ).toEqual([]);
  });

  it('counts an order’s parcels one way on the board, in the courier app, the manifest, the labels and the scan', async () => {
    const several = o[2] as string;
    const stop = pickupOf(ok<CourierToday>(await call(t.app, 'GET', '/courier/today', courier.token)));
    const parcel = stop?.parcels.find((entry) => entry.orderId === several);
    expect(parcel).toMatchObject({ parcelCount: 2, parcelCodes: [`${several}/1`, `${several}/2`] });
    expect(stop?.parcels.reduce((sum, entry) => sum + entry.parcelCount, 0)).toBe(4);
    const board = ok<{ couriers: { courierId: string; loadParcels: number }[] }>(
      await call(t.app, 'GET', `/admin/dispatch/day?date=${today}`, operations.token),
    );
    expect(board.couriers.find((entry) => entry.courierId === courier.courier.id)?.loadParcels).toBe(4);
    expect((await manifestsOf(merchant.token, today)).manifests[0]?.parcels).toBe(4);
    const labels = await pdf(`/quiqdash/orders/labels/${several}`, merchant.token);
    expect(labels.statusCode).toBe(200);
    const pages = await pdfText(labels.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toMatch(/PARCEL[\s\S]*1\/2/);
    expect(pages[1]).toMatch(/PARCEL[\s\S]*2\/2/);
    // One parcel of the two scanned: the order is not collected (nor the others, not scanned).
    const [scan] = await results(courier.token, [action('collect', { stopId: stop?.id, scanned: [`${several}/1`] })]);
    expect(scan).toMatchObject({ outcome: 'applied', collected: [] });
    expect(scan?.missing).toContain(several);
    expect((await getOrder(t, merchant.token, several)).status).toBe('ready_for_collection');
  });

  it('is signed off once in the courier app, by the stop’s own courier, after the parcels are collected', async () => {
    const day = ok<CourierToday>(await call(t.app, 'GET', '/courier/today', courier.token));
    const stop = pickupOf(day);
    expect(stop?.manifest).toBeNull();
    stopId = stop?.id as string;
    const signatureId = randomUUID();
    const sign = action('sign_manifest', { stopId, signatureId, signerName: 'Huda Al Marri', courierConfirmed: true });
    // The signature has not arrived: the action waits, nothing is kept.
    expect((await results(courier.token, [sign]))[0]?.outcome).toBe('retry');
    expect((await upload(courier.token, signatureId)).statusCode).toBe(200);
    // Nothing collected yet: refused, and kept refused.
    const early = action('sign_manifest', { stopId, signatureId, signerName: 'Huda Al Marri', courierConfirmed: true });
    expect(await results(courier.token, [early])).toEqual([
      {
        id: early.id,
        kind: 'sign_manifest',
        outcome: 'refused',
        code: 'failed_precondition',
        message: CM.collectFirst,
      },
    ]);
    await results(courier.token, [action('collect', { stopId, scanned: o })]);
    // Another courier's phone cannot sign it.
    const theirs = await results(other.token, [
      action('sign_manifest', { stopId, signatureId, signerName: 'X', courierConfirmed: true }),
    ]);
    expect(theirs[0]).toMatchObject({ outcome: 'refused', code: 'not_found' });
    const first = await results(courier.token, [sign]);
    expect(first[0]).toMatchObject({ outcome: 'applied', manifest: { orders: 3, parcels: 4, codFils: 75_000 } });
    // The same action again (a lost answer) answers the same and keeps one sign-off.
    expect(await results(courier.token, [sign])).toEqual(first);
    const again = action('sign_manifest', { stopId, signatureId, signerName: 'Huda Al Marri', courierConfirmed: true });
    expect((await results(courier.token, [again]))[0]).toMatchObject({
      outcome: 'refused',
      code: 'already_exists',
      message: PM.alreadySigned,
    });
    const rows = await t.database.db.select().from(pickupManifests).where(eq(pickupManifests.stopId, stopId));
    expect(rows).toHaveLength(1);
    // The courier app's day carries the sign-off, so a phone reading it again shows it signed.
    const after = pickupOf(ok<CourierToday>(await call(t.app, 'GET', '/courier/today', courier.token)));
    expect(after?.manifest).toEqual({
      courierFirstName: 'Rashid',
      signerName: 'Huda Al Marri',
      signedAt: clock().toISOString(),
    });
    // Another courier's day carries none of it.
    const theirDay = ok<CourierToday>(await call(t.app, 'GET', '/courier/today', other.token));
    expect(theirDay.missions.flatMap((mission) => mission.stops).some((entry) => entry.manifest)).toBe(false);
  });

  it('shows the merchant who signed and when, and prints the signed manifest for both', async () => {
    const answer = ok<PickupManifestsAnswer>(
      await call(t.app, 'GET', `/quiqdash/pickups/manifests?date=${today}`, merchant.token),
    );
    expect(answer.manifests[0]?.signedOff).toMatchObject({ courierFirstName: 'Rashid', signerName: 'Huda Al Marri' });
    const file = await pdf(`/quiqdash/pickups/manifests/${merchant.pickupId}/pdf?date=${today}`, merchant.token);
    expect(file.headers['content-disposition']).toContain('signed');
    const [page] = await pdfText(file.rawPayload);
    expect(page).toContain('Huda Al Marri');
    const courierFile = await pdf(`/courier/manifests/${stopId}/pdf`, courier.token);
    expect(courierFile.statusCode).toBe(200);
    expect((await pdf(`/courier/manifests/${stopId}/pdf`, other.token)).statusCode).toBe(404);
    // A merchant is not a courier.
    expect((await pdf(`/courier/manifests/${stopId}/pdf`, merchant.token)).statusCode).toBe(403);
  });
});

describe('the manifests of a past day', () => {
  it('refuses a malformed, a later or a too old day on the field date, for the list and the PDF', async () => {
    const cases = [
      ['2026-13-40', PM.manifestDayInvalid],
      ['yesterday', PM.manifestDayInvalid],
      [tomorrow, PM.manifestDayAhead],
      [
        new Date(new Date(`${today}T12:00:00Z`).getTime() - 91 * 86_400_000).toISOString().slice(0, 10),
        PM.manifestDayTooOld,
      ],
    ] as const;
    for (const [date, message] of cases) {
      const answer = expectError(
        await call(t.app, 'GET', `/quiqdash/pickups/manifests?date=${date}`, merchant.token),
        400,
        'invalid_argument',
        REQUEST_MESSAGES.invalidFields,
      );
      expect(answer.details.fields).toEqual([{ field: 'date', message }]);
      const file = await pdf(`/quiqdash/pickups/manifests/${merchant.pickupId}/pdf?date=${date}`, merchant.token);
      expect(file.statusCode).toBe(400);
    }
  });

  it('lists a past day’s signed manifests with who signed and when, for the caller’s account only', async () => {
    const [signed] = await t.database.db.select().from(pickupManifests).where(eq(pickupManifests.date, today));
    if (!signed) throw new Error('the day before needs today’s sign-off');
    // A sign-off of the day before, as the courier app would have kept it then.
    const signedAt = new Date(`${yesterday}T17:40:00+04:00`);
    await t.database.db.insert(pickupManifests).values({
      ...signed,
      id: 'pkm_yesterday',
      date: yesterday,
      stopId: 'stp_yesterday',
      signedAt,
      createdAt: signedAt,
    });
    const answer = await manifestsOf(merchant.token, yesterday);
    expect(answer).toEqual({
      date: yesterday,
      manifests: [
        {
          locationId: merchant.pickupId,
          locationName: expect.any(String),
          date: yesterday,
          orders: 3,
          parcels: 4,
          codFils: 75_000,
          signedOff: { courierFirstName: 'Rashid', signerName: 'Huda Al Marri', signedAt: signedAt.toISOString() },
        },
      ],
    });
    const file = await pdf(`/quiqdash/pickups/manifests/${merchant.pickupId}/pdf?date=${yesterday}`, merchant.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`pickup-manifest-${yesterday}-signed.pdf`);
    expect((await pdfText(file.rawPayload))[0]).toContain('Huda Al Marri');
    // Another account sees nothing that day; a day with nothing collected is an empty list.
    expect((await manifestsOf(stranger.token, yesterday)).manifests).toEqual([]);
    expect(
      (await pdf(`/quiqdash/pickups/manifests/${merchant.pickupId}/pdf?date=${yesterday}`, stranger.token)).statusCode,
    ).toBe(404);
    const before = new Date(new Date(`${today}T12:00:00Z`).getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await manifestsOf(merchant.token, before)).toEqual({ date: before, manifests: [] });
  });
});

describe('the role matrix of the pickups’ routes', () => {
  it('lets a merchant’s viewer read but not ask or cancel, refuses couriers on merchant routes and merchants on the courier’s', async () => {
    const owner = await newMerchant(t);
    await createTeam(t.app, owner, 'Pickups Team');
    const { member: viewer } = await joinTeam(t, owner, 'viewer');
    const body = { locationId: owner.pickupId, date: tomorrow, from: '08:00', to: '10:00' };
    const reads = [
      '/quiqdash/pickups/windows',
      '/quiqdash/pickups/requests',
      `/quiqdash/pickups/manifests?date=${today}`,
    ];
    for (const url of reads) {
      ok(await call(t.app, 'GET', url, viewer.token));
      expect((await call(t.app, 'GET', url, courier.token)).statusCode).toBe(403);
    }
    expect(
      (await pdf(`/quiqdash/pickups/manifests/${owner.pickupId}/pdf?date=${today}`, viewer.token)).statusCode,
    ).toBe(200);
    expect(
      (await pdf(`/quiqdash/pickups/manifests/${owner.pickupId}/pdf?date=${today}`, courier.token)).statusCode,
    ).toBe(403);
    expect((await request(viewer, body)).statusCode).toBe(403);
    expect((await request(courier as unknown as Member, body)).statusCode).toBe(403);
    const asked = ok<PickupRequest>(await request(owner, body));
    expect((await call(t.app, 'DELETE', `/quiqdash/pickups/requests/${asked.id}`, viewer.token)).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/quiqdash/pickups/requests/${asked.id}`, courier.token)).statusCode).toBe(403);
    expect((await pdf('/courier/manifests/stp_none/pdf', viewer.token)).statusCode).toBe(403);
    expect((await pdf('/courier/manifests/stp_none/pdf', operations.token)).statusCode).toBe(403);
    expect((await pdf('/courier/manifests/stp_none/pdf', courier.token)).statusCode).toBe(404);
  });
});
