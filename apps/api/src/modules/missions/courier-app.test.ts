import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import {
  COURIER_APP_MESSAGES as CM,
  type CourierActionResult,
  type CourierActionsBody,
  type CourierToday,
  type CreditNoteList,
  DELIVERY_CODE_TRIES,
  FLEET_MESSAGES,
  MISSION_MESSAGES,
  type Mission,
  PROOF_MAX_BYTES,
  type ProofUploadAnswer,
  type TrackingView,
  type Wave,
} from '@sameday/contract';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierActions, creditNoteLines, missionStopNotes, orderProofs, orders, proofUploads } from '../../db/schema';
import { dubaiParts, newCourier, shiftAroundNow } from '../../test/fleet';
import { createTestApp, PLATFORM, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { changeStateOk, getOrder, type Merchant, newMerchant, placeOrder, putInState } from '../../test/orders';
import { pdfText } from '../../test/pdf-reader';
import { newStaff } from '../../test/staff';
import { call, type Member, ok } from '../../test/teams';
import { issueCreditNotes } from '../finance/issue';
import { createFileStore } from '../proofs/adapters';
import { deleteExpiredProofs } from '../proofs/service';

let t: TestApp;
let operations: Member;
let merchant: Merchant;
let stranger: Merchant;
let courier: { courier: { id: string }; token: string };
let other: { courier: { id: string }; token: string };
const o: string[] = [];
const today = dubaiParts(new Date()).date;
const planningAt = new Date(`${today}T08:00:00+04:00`).getTime();
/** The domain's clock: 08:00 in Dubai today, moved on by the link-expiry test. */
let later = 0;
const clock = () => new Date(planningAt + later);

const actions = (token: string, body: CourierActionsBody) => call(t.app, 'POST', '/courier/actions', token, body);
const results = async (token: string, list: CourierActionsBody['actions']) =>
  ok<{ results: CourierActionResult[] }>(await actions(token, { actions: list })).results;
const at = () => clock().toISOString();
const action = <K extends string>(kind: K, extra: Record<string, unknown> = {}) =>
  ({ id: randomUUID(), at: at(), kind, ...extra }) as CourierActionsBody['actions'][number];

const upload = (token: string, id: string, body: Buffer | string, type = 'image/jpeg') =>
  t.app.inject({
    method: 'PUT',
    url: `${PLATFORM}/courier/proofs/${id}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload: body,
  });

/** A small photo carrying EXIF metadata (a camera's): the server must not keep it. */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
    .withExif({ IFD0: { Copyright: 'Secret Villa 12, Jumeirah', Make: 'PhoneMaker' } })
    .jpeg()
    .toBuffer();
const signature = () =>
  sharp({ create: { width: 120, height: 40, channels: 4, background: '#ffffff00' } })
    .png()
    .toBuffer();

const today_ = async (token: string) => ok<CourierToday>(await call(t.app, 'GET', '/courier/today', token));
const pickupStop = async () => {
  const day = await today_(courier.token);
  const stop = day.missions.flatMap((mission) => mission.stops).find((s) => s.kind === 'pickup');
  if (!stop) throw new Error('no pickup stop');
  return stop;
};
const statusOf = async (id: string) => (await getOrder(t, merchant.token, id)).status;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  operations = await newStaff(t, ['operations']);
  merchant = await newMerchant(t);
  stranger = await newMerchant(t);
  for (let i = 0; i < 5; i += 1) o.push((await placeOrder(t, merchant, { serviceKind: 'same_day' })).id);
  // The sixth comes in two parcels: each label has a code of its own.
  const twoParcels = [
    { name: 'Perfume 100ml', quantity: 1, weightKg: 0.4 },
    { name: 'Gift box', quantity: 1, weightKg: 0.6 },
  ];
  o.push((await placeOrder(t, merchant, { serviceKind: 'same_day', items: twoParcels })).id);
  await changeStateOk(t, merchant.token, o, 'ready_for_collection');
  courier = await newCourier(t, operations, { vehicle: { kind: 'van' } });
  other = await newCourier(t, operations);
  await shiftAroundNow(t, operations, courier.courier.id);
  await shiftAroundNow(t, operations, other.courier.id);
  const wave = ok<Wave>(
    await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
      date: today,
      orderIds: o,
      courierIds: [courier.courier.id],
      seconds: 0.5,
    }),
  );
  expect(wave.unassigned).toEqual([]);
}, 120_000);
afterAll(async () => t?.close());

describe("the courier's day", () => {
  it('answers the shift, the missions, each parcel with its label code, and nothing more of the recipient', async () => {
    const day = await today_(courier.token);
    expect(day.courier).toEqual({ firstName: 'Rashid', vehicleKind: 'van' });
    expect(day.shift).toMatchObject({ state: 'not_started', startedAt: null });
    const parcels = day.missions.flatMap((mission) => mission.stops).flatMap((stop) => stop.parcels);
    const dropoff = parcels.find((parcel) => parcel.orderId === o[0] && parcel.recipientPhone === null);
    expect(dropoff).toMatchObject({
      labelCode: o[0],
      reference: o[0],
      parcelCount: 1,
      codAmount: 250,
      recipientFirstName: 'Fatima',
      deliveryCodeRequired: false,
      status: 'ready_for_collection',
    });
    // Before collection no one has the recipient's phone: it is given while the drop-off is ahead.
    expect(parcels.every((parcel) => parcel.recipientPhone === null)).toBe(true);
    expect(JSON.stringify(day)).not.toContain('Noor');
    const stop = await pickupStop();
    expect(stop.parcels.map((parcel) => parcel.orderId).sort()).toEqual([...o].sort());
    expect(stop.address).toContain('Dubai');
  });

  it('is the courier app only: a merchant is refused', async () => {
    expectError(
      await call(t.app, 'GET', '/courier/today', merchant.token),
      403,
      'permission_denied',
      FLEET_MESSAGES.couriersOnly,
    );
  });
});

describe('shift and break actions', () => {
  it('refuses a break before the shift started, then applies start, break and its end in order', async () => {
    const [early] = await results(courier.token, [action('break_start')]);
    expect(early).toMatchObject({ outcome: 'refused', code: 'failed_precondition', message: CM.shiftNotStarted });
    const answer = await results(courier.token, [
      action('shift_start'),
      action('break_start'),
      action('break_end'),
      action('break_end'),
    ]);
    expect(answer.map((r) => [r.outcome, r.shiftState ?? r.message])).toEqual([
      ['applied', 'on_shift'],
      ['applied', 'on_break'],
      ['applied', 'on_shift'],
      ['refused', CM.notOnBreak],
    ]);
    expect((await today_(courier.token)).shift?.state).toBe('on_shift');
  });

  it('refuses a courier with no shift today, with the sentence of the fleet and the app', async () => {
    const idle = await newCourier(t, operations);
    const [start] = await results(idle.token, [action('shift_start')]);
    expect(start).toMatchObject({ outcome: 'refused', message: CM.noShiftToday });
    expect(FLEET_MESSAGES.notOnShift).toBeTruthy();
  });
});

describe('exactly once', () => {
  it('answers a retried action id with its first answer, without applying it again', async () => {
    const pause = action('break_start');
    const [first] = await results(courier.token, [pause]);
    const [again] = await results(courier.token, [pause]);
    expect(first).toMatchObject({ outcome: 'applied', shiftState: 'on_break' });
    // Applied twice, the second would be refused ("already on a break").
    expect(again).toEqual(first);
    const [end] = await results(courier.token, [action('break_end')]);
    expect(end?.outcome).toBe('applied');
  });

  it('applies two concurrent requests with the same id once, and answers both the same', async () => {
    const pause = action('break_start');
    const [a, b] = await Promise.all([
      actions(courier.token, { actions: [pause] }),
      actions(courier.token, { actions: [pause] }),
    ]);
    const answers = [
      ok<{ results: CourierActionResult[] }>(a).results[0],
      ok<{ results: CourierActionResult[] }>(b).results[0],
    ];
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ outcome: 'applied', shiftState: 'on_break' });
    const rows = await t.database.db.select().from(courierActions).where(eq(courierActions.actionId, pause.id));
    expect(rows).toHaveLength(1);
    expect((await results(courier.token, [action('break_end')]))[0]?.outcome).toBe('applied');
  });

  it("keeps each courier's ids apart: another courier's same id is their own action", async () => {
    const pause = action('break_start');
    expect((await results(courier.token, [pause]))[0]?.outcome).toBe('applied');
    expect((await results(other.token, [pause]))[0]).toMatchObject({ outcome: 'refused', message: CM.shiftNotStarted });
    expect((await results(courier.token, [action('break_end')]))[0]?.outcome).toBe('applied');
  });
});

describe('collecting at a pickup', () => {
  it('collects the scanned parcels, and reports and records the missing and the extra', async () => {
    const stop = await pickupStop();
    const two = stop.parcels.find((parcel) => parcel.orderId === o[5]);
    expect(two).toMatchObject({ parcelCount: 2, parcelCodes: [`${o[5]}/1`, `${o[5]}/2`] });
    expect(stop.parcels.find((parcel) => parcel.orderId === o[0])?.parcelCodes).toEqual([o[0]]);
    // Parcel 1 of the order of two is there, parcel 2 is not: the order waits, parcel 2 named missing.
    const scanned = [...o.slice(0, 5).map((id) => ` ${id.toLowerCase()} `), `${o[5]}/1`, 'BOGUS-123'];
    const [answer] = await results(courier.token, [action('collect', { stopId: stop.id, scanned })]);
    expect(answer).toMatchObject({ outcome: 'applied', missing: [o[5]], extra: ['BOGUS-123'] });
    expect(answer?.collected?.sort()).toEqual(o.slice(0, 5).sort());
    expect(await statusOf(o[0] as string)).toBe('collected');
    expect(await statusOf(o[5] as string)).toBe('ready_for_collection');
    const notes = await t.database.db.select().from(missionStopNotes).where(eq(missionStopNotes.stopId, stop.id));
    expect(notes.map((n) => [n.kind, n.orderId ?? n.detail.code]).sort()).toEqual(
      [
        ['extra', 'BOGUS-123'],
        ['missing', o[5]],
      ].sort(),
    );
    expect(notes.find((n) => n.kind === 'missing')?.detail).toEqual({ parcels: [2] });
    // Operations read them on the mission's stop.
    const day = await today_(courier.token);
    const missionId = day.missions.find((m) => m.stops.some((s) => s.id === stop.id))?.id;
    const mission = ok<Mission>(await call(t.app, 'GET', `/admin/dispatch/missions/${missionId}`, operations.token));
    const board = mission.stops.find((s) => s.id === stop.id);
    expect(board?.notes?.map((n) => [n.kind, n.orderId, n.code, n.parcels ?? null]).sort()).toEqual(
      [
        ['extra', null, 'BOGUS-123', null],
        ['missing', o[5], null, [2]],
      ].sort(),
    );
    // The drop-off is ahead now: the courier may call the recipient.
    const parcels = (await today_(courier.token)).missions.flatMap((m) => m.stops).flatMap((s) => s.parcels);
    expect(parcels.find((p) => p.orderId === o[0] && p.recipientPhone)?.recipientPhone).toBe('+971509876543');
  });

  it("refuses another courier's stop, and a scan of nothing known", async () => {
    const stop = await pickupStop();
    const [foreign] = await results(other.token, [action('collect', { stopId: stop.id, scanned: [o[5]] })]);
    expect(foreign).toMatchObject({ outcome: 'refused', code: 'permission_denied', message: CM.stopNotYours });
    const [nothing] = await results(courier.token, [action('collect', { stopId: stop.id, scanned: ['NOPE'] })]);
    expect(nothing).toMatchObject({ outcome: 'refused', message: CM.noMatchingParcel });
    expect(await statusOf(o[5] as string)).toBe('ready_for_collection');
  });
});

describe('proof images', () => {
  it('stores an image re-encoded without its metadata; the same id again answers the same', async () => {
    const id = randomUUID();
    const sent = await photo();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const first = ok<ProofUploadAnswer>(await upload(courier.token, id, sent));
    expect(first).toMatchObject({ id, contentType: 'image/jpeg', width: 64, height: 48 });
    const stored = readFileSync(path.join(t.config.dataDir, 'files', 'proofs', `${id}.jpg`));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Secret Villa');
    expect(ok<ProofUploadAnswer>(await upload(courier.token, id, sent))).toEqual(first);
    // Another courier cannot take or overwrite it.
    expectError(await upload(other.token, id, await photo()), 409, 'already_exists', CM.proofIdTaken);
  });

  it('refuses what is not an image, whatever its type says, and what is too large', async () => {
    expectError(
      await upload(courier.token, randomUUID(), 'hello', 'text/plain'),
      400,
      'invalid_argument',
      CM.proofNotImage,
    );
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    expectError(
      await upload(courier.token, randomUUID(), fake, 'image/png'),
      400,
      'invalid_argument',
      CM.proofNotImage,
    );
    const pdf = Buffer.from('%PDF-1.4 not an image');
    expectError(
      await upload(courier.token, randomUUID(), pdf, 'image/jpeg'),
      400,
      'invalid_argument',
      CM.proofNotImage,
    );
    const huge = Buffer.alloc(PROOF_MAX_BYTES + 1, 1);
    expectError(await upload(courier.token, randomUUID(), huge), 400, 'out_of_range', CM.proofTooLarge);
    expectError(
      await upload(merchant.token, randomUUID(), await photo()),
      403,
      'permission_denied',
      FLEET_MESSAGES.couriersOnly,
    );
  });

  /** Sends half of an upload over a real connection, then the client (or the server) drops it. */
  async function cutUpload(id: string, image: Buffer, who: 'client' | 'server') {
    port ??= Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    await new Promise<void>((resolve) => {
      const socket = connect(port as number, '127.0.0.1', () => {
        socket.write(
          `PUT ${PLATFORM}/courier/proofs/${id} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${courier.token}\r\n` +
            `Content-Type: image/jpeg\r\nContent-Length: ${image.length}\r\n\r\n`,
        );
        socket.write(image.subarray(0, image.length / 2));
        setTimeout(() => {
          if (who === 'server') t.app.server.closeAllConnections();
          else socket.destroy();
        }, 200);
      });
      socket.on('close', () => resolve());
      socket.on('error', () => undefined);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  let port: number | undefined;

  for (const who of ['client', 'server'] as const) {
    it(`keeps nothing of an upload the ${who} cut off midway, and the retry stores it once`, async () => {
      const id = randomUUID();
      const image = Buffer.concat([await photo(), Buffer.alloc(100_000, 0)]);
      await cutUpload(id, image, who);
      expect(await t.database.db.select().from(proofUploads).where(eq(proofUploads.id, id))).toEqual([]);
      const retried = ok<ProofUploadAnswer>(await upload(courier.token, id, image));
      expect(ok<ProofUploadAnswer>(await upload(courier.token, id, image))).toEqual(retried);
      expect(await t.database.db.select().from(proofUploads).where(eq(proofUploads.id, id))).toHaveLength(1);
    });
  }
});

describe('delivering', () => {
  let photoId: string;
  let signatureId: string;

  it('waits for a proof not uploaded yet: nothing is kept, and the actions after it wait too', async () => {
    photoId = randomUUID();
    const deliver = action('deliver', { orderId: o[0], photoId, cashCollected: 250 });
    const next = action('break_start');
    const answer = await results(courier.token, [deliver, next]);
    expect(answer.map((r) => r.outcome)).toEqual(['retry', 'retry']);
    expect(answer[0]?.message).toBe(CM.proofNotUploaded);
    expect(await statusOf(o[0] as string)).toBe('collected');
    ok(await upload(courier.token, photoId, await photo()));
    signatureId = randomUUID();
    ok(await upload(courier.token, signatureId, await signature(), 'image/png'));
    const [sent] = await results(courier.token, [{ ...deliver, signatureId } as typeof deliver]);
    expect(sent).toMatchObject({ outcome: 'applied', orderStatus: 'delivery_complete', cashDifference: 0 });
    const proofs = await t.database.db
      .select()
      .from(orderProofs)
      .where(eq(orderProofs.orderId, o[0] as string));
    expect(proofs.map((p) => [p.kind, p.contentType]).sort()).toEqual([
      ['photo', 'image/jpeg'],
      ['signature', 'image/png'],
    ]);
  });

  it('shows the proof to the merchant through short-lived signed links, never by id alone', async () => {
    const order = await getOrder(t, merchant.token, o[0] as string);
    const link = order.proof?.photoUrl as string;
    expect(link).toMatch(new RegExp(`/api/platform/proofs/${photoId}\\?expires=\\d+&sig=`));
    const url = new URL(link);
    const image = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(64);
    const bare = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(bare.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}?expires=9999999999&sig=${url.searchParams.get('sig')}`,
    });
    expectError(forged, 403, 'permission_denied', CM.proofNotFound);
    // A link opens its own image only: the photo's signature does not open the signature.
    const swapped = `${url.pathname.replace(photoId, signatureId)}${url.search}`;
    expectError(await t.app.inject({ method: 'GET', url: swapped }), 403, 'permission_denied', CM.proofNotFound);
    // Another account cannot read the order, so never holds a link to its proof.
    expect((await call(t.app, 'GET', `/quiqdash/order/${o[0]}`, stranger.token)).statusCode).toBe(404);
    later = 16 * 60_000;
    try {
      expectError(
        await t.app.inject({ method: 'GET', url: url.pathname + url.search }),
        403,
        'permission_denied',
        CM.linkExpired,
      );
    } finally {
      later = 0;
    }
  });

  it("shows the recipient's tracking page its own order's proof, only once delivered", async () => {
    const trackOf = async (orderId: string) => {
      const { code } = ok<{ code: string }>(
        await call(t.app, 'GET', `/tracking/orders/${orderId}/link`, merchant.token),
      );
      return ok<TrackingView>(await t.app.inject({ method: 'GET', url: `${PLATFORM}/track/${code}` }));
    };
    const delivered = await trackOf(o[0] as string);
    expect(delivered.proof?.photoUrl).toContain(`/proofs/${photoId}?`);
    expect(delivered.proof?.signatureUrl).toContain(`/proofs/${signatureId}?`);
    expect((await trackOf(o[1] as string)).proof).toBeNull();
  });

  it('checks the delivery code on the server: wrong tries counted, then refused', async () => {
    const order = o[1] as string;
    await t.database.db
      .update(orders)
      .set({ proof: { otp: '4821' } })
      .where(eq(orders.id, order));
    const parcels = (await today_(courier.token)).missions.flatMap((m) => m.stops).flatMap((s) => s.parcels);
    expect(parcels.find((p) => p.orderId === order)?.deliveryCodeRequired).toBe(true);
    expect(JSON.stringify(parcels)).not.toContain('4821');
    const base = { orderId: order, recipientName: 'Fatima', cashCollected: 250 };
    const [none] = await results(courier.token, [action('deliver', base)]);
    expect(none).toMatchObject({ outcome: 'refused', message: CM.deliveryCodeNeeded });
    for (let i = 1; i < DELIVERY_CODE_TRIES; i += 1) {
      const [wrong] = await results(courier.token, [action('deliver', { ...base, deliveryCode: '0000' })]);
      expect(wrong).toMatchObject({
        outcome: 'refused',
        message: CM.wrongDeliveryCode,
        triesLeft: DELIVERY_CODE_TRIES - i,
      });
    }
    const [last] = await results(courier.token, [action('deliver', { ...base, deliveryCode: '1111' })]);
    expect(last).toMatchObject({ outcome: 'refused', code: 'resource_exhausted', message: CM.deliveryCodeLocked });
    const [right] = await results(courier.token, [action('deliver', { ...base, deliveryCode: '4821' })]);
    expect(right).toMatchObject({ outcome: 'refused', code: 'resource_exhausted', message: CM.deliveryCodeLocked });
    expect(await statusOf(order)).toBe('collected');
  });

  it('confirms the cash and records a difference from the amount due', async () => {
    const [noCash] = await results(courier.token, [action('deliver', { orderId: o[2], recipientName: 'Fatima' })]);
    expect(noCash).toMatchObject({ outcome: 'refused', message: CM.cashNeeded });
    const [short] = await results(courier.token, [
      action('deliver', { orderId: o[2], recipientName: 'Fatima', cashCollected: 240 }),
    ]);
    expect(short).toMatchObject({ outcome: 'applied', orderStatus: 'delivery_complete', cashDifference: -10 });
    const notes = await t.database.db
      .select()
      .from(missionStopNotes)
      .where(eq(missionStopNotes.orderId, o[2] as string));
    expect(notes.map((n) => [n.kind, n.detail])).toEqual([
      ['cash', { dueFils: 25_000, collectedFils: 24_000, differenceFils: -1000 }],
    ]);
  });

  it("states the cash collected on the merchant's COD statement, with the difference from the amount due", async () => {
    // The week after this one: the week of these deliveries is closed.
    const nextWeek = new Date(Date.now() + 8 * 86_400_000);
    const before = ok<CreditNoteList>(await call(t.app, 'GET', '/quiqdash/credit-notes', merchant.token));
    const short = before.unstated.orders.find((order) => order.orderId === o[2]);
    expect(short?.codAmountFils).toBe(25_000);
    const dueBefore = before.unstated.orders.reduce((sum, order) => sum + order.codAmountFils, 0);
    expect(before.unstated.codTotalFils).toBe(dueBefore - 1000);

    await issueCreditNotes(t.database.db, { now: nextWeek, accountId: merchant.accountId });
    const { creditNotes } = ok<CreditNoteList>(await call(t.app, 'GET', '/quiqdash/credit-notes', merchant.token));
    const note = creditNotes.find((candidate) => candidate.differenceFils !== 0);
    expect(note).toMatchObject({ differenceFils: -1000 });
    const [line] = await t.database.db
      .select()
      .from(creditNoteLines)
      .where(eq(creditNoteLines.orderId, o[2] as string));
    expect(line).toMatchObject({ codAmountFils: 25_000, collectedFils: 24_000, creditNoteId: note?.id });
    // Orders collected as due carry no collected amount of their own.
    const asDue = await t.database.db
      .select()
      .from(creditNoteLines)
      .where(eq(creditNoteLines.creditNoteId, note?.id as string));
    expect(asDue.filter((row) => row.orderId !== o[2]).every((row) => row.collectedFils === null)).toBe(true);
    const dueTotal = asDue.reduce((sum, row) => sum + row.codAmountFils, 0);
    expect(note?.codTotalFils).toBe(dueTotal - 1000);

    const pdf = await call(t.app, 'GET', `/quiqdash/creditnote/${note?.id}/pdf`, merchant.token);
    const text = (await pdfText(pdf.rawPayload)).join(' ');
    expect(text).toContain('Difference recorded at the door');
    expect(text).toContain('Cash due (AED)');
    expect(text).toContain('240.00');
  });

  it('keeps no proof when the move is refused: both in one transaction', async () => {
    // Not collected: it cannot be delivered.
    const proof = randomUUID();
    ok(await upload(courier.token, proof, await photo()));
    const [refused] = await results(courier.token, [
      action('deliver', { orderId: o[5], photoId: proof, cashCollected: 250 }),
    ]);
    expect(refused).toMatchObject({ outcome: 'refused', code: 'failed_precondition' });
    expect(
      await t.database.db
        .select()
        .from(orderProofs)
        .where(eq(orderProofs.orderId, o[5] as string)),
    ).toEqual([]);
    expect(await statusOf(o[5] as string)).toBe('ready_for_collection');
  });

  it("refuses another courier's order, and another courier's image", async () => {
    const [foreign] = await results(other.token, [
      action('deliver', { orderId: o[4], recipientName: 'X', cashCollected: 250 }),
    ]);
    expect(foreign).toMatchObject({
      outcome: 'refused',
      code: 'permission_denied',
      message: MISSION_MESSAGES.notYourOrder,
    });
    const theirs = randomUUID();
    ok(await upload(other.token, theirs, await photo()));
    const [stolen] = await results(courier.token, [
      action('deliver', { orderId: o[4], photoId: theirs, cashCollected: 250 }),
    ]);
    expect(stolen).toMatchObject({ outcome: 'refused', code: 'not_found', message: CM.proofNotFound });
    expect(await statusOf(o[4] as string)).toBe('collected');
  });
});

describe('a failed attempt', () => {
  it("records the lifecycle's reason; the second failure puts the order on hold for the merchant", async () => {
    const order = o[3] as string;
    await putInState(t, order, 'collected', 1);
    const [failed] = await results(courier.token, [
      action('fail', { orderId: order, reason: 'recipient_unavailable', note: 'No answer at the door' }),
    ]);
    expect(failed).toMatchObject({ outcome: 'applied', orderStatus: 'on_hold' });
    const held = await getOrder(t, merchant.token, order);
    expect(held.onHoldUntil).not.toBeNull();
    const again = await results(courier.token, [action('fail', { orderId: order, reason: 'refused' })]);
    expect(again[0]).toMatchObject({ outcome: 'refused', code: 'failed_precondition' });
  });
});

describe('proofs past their retention', () => {
  it('are deleted once they are older than PROOF_RETENTION_DAYS: the images, their rows and the links', async () => {
    const store = createFileStore(t.config);
    const kept = await t.database.db
      .select()
      .from(orderProofs)
      .where(eq(orderProofs.orderId, o[0] as string));
    expect(kept).toHaveLength(2);
    for (const proof of kept) expect(await store.get(proof.storageKey)).toBeDefined();
    const day = 86_400_000;
    const days = t.config.proofRetentionDays;
    expect(await deleteExpiredProofs(t.database.db, store, days, new Date(Date.now() + (days - 1) * day))).toBe(0);
    expect((await getOrder(t, merchant.token, o[0] as string)).proof?.photoUrl).toBeTruthy();

    const deleted = await deleteExpiredProofs(t.database.db, store, days, new Date(Date.now() + (days + 1) * day));
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(await t.database.db.select().from(orderProofs)).toEqual([]);
    const uploads = await t.database.db
      .select()
      .from(proofUploads)
      .where(
        inArray(
          proofUploads.id,
          kept.map((proof) => proof.uploadId),
        ),
      );
    expect(uploads).toEqual([]);
    for (const proof of kept) expect(await store.get(proof.storageKey)).toBeUndefined();
    expect((await getOrder(t, merchant.token, o[0] as string)).proof?.photoUrl ?? null).toBeNull();
  });
});
