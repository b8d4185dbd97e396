import {
  addDays,
  dubaiClock,
  RECIPIENT_VERIFICATION_HEADER,
  type RecipientVerification,
  type TrackingView,
} from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderEvents, orders, recipientMessages, trackingCodes } from '../../db/schema';
import { createTestApp, PLATFORM, type TestApp } from '../../test/harness';
import {
  CARRIER_KEY,
  carrierEvent,
  changeStateOk,
  getOrder,
  historyOf,
  type Merchant,
  newMerchant,
  placeOrder,
  putInState,
} from '../../test/orders';
import { pdfText } from '../../test/pdf-reader';
import { call, ok } from '../../test/teams';
import { NOTICE_QUEUE, noticeClock } from './service';

let t: TestApp;
let merchant: Merchant;

beforeAll(async () => {
  t = await createTestApp({ carrierWebhookKey: CARRIER_KEY });
  noticeClock.now = NOON;
  merchant = await newMerchant(t, { full_name: 'Layla Haddad' });
}, 120_000);
afterAll(() => t?.close());
/** Noon in Dubai tomorrow: outside the quiet window whenever the tests run. */
const NOON = () => new Date(`${addDays(dubaiClock(new Date()).date, 1)}T08:00:00Z`);
afterEach(() => {
  noticeClock.now = NOON;
});

const track = (
  code: string,
  method: 'GET' | 'POST' = 'GET',
  action = '',
  body?: unknown,
  verification?: string,
  ip = '10.0.0.1',
) =>
  t.app.inject({
    method,
    url: `${PLATFORM}/track/${code}${action ? `/${action}` : ''}`,
    remoteAddress: ip,
    headers: verification ? { [RECIPIENT_VERIFICATION_HEADER]: verification } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

/** The recipient confirms with the last 4 digits of the order's phone (+971509876543). */
async function confirmed(code: string) {
  const answer = await track(code, 'POST', 'verify', { phoneLastDigits: '6543' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<RecipientVerification>().token;
}

async function codeOf(orderId: string, who: Merchant = merchant) {
  return ok<{ code: string; url: string }>(await call(t.app, 'GET', `/tracking/orders/${orderId}/link`, who.token));
}

async function newTracked(overrides: Record<string, unknown> = {}) {
  const order = await placeOrder(t, merchant, overrides);
  const { code, url } = await codeOf(order.id);
  return { order, code, url };
}

/** The courier's report of a move, through the carrier webhook. */
async function courier(orderId: string, status: string) {
  const response = await carrierEvent(t, { order_id: orderId, delivery_status: status });
  expect(response.statusCode, response.body).toBe(200);
}

const messagesOf = (orderId: string) =>
  t.database.db.select().from(recipientMessages).where(eq(recipientMessages.orderId, orderId));

describe('tracking codes', () => {
  it('prints an unguessable code on the label as text and QR link; only its digest is stored', async () => {
    const { order, code, url } = await newTracked();
    expect(code).toMatch(/^[a-z2-7]{24}$/);
    expect(url).toBe(`http://localhost:3000/track/${code}`);
    const labels = await t.app.inject({
      method: 'GET',
      url: `${PLATFORM}/quiqdash/orders/labels/${order.id}?format=4x6`,
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    expect(labels.statusCode).toBe(200);
    const [text] = await pdfText(labels.rawPayload);
    expect(text).toContain(code);
    const [stored] = await t.database.db.select().from(trackingCodes).where(eq(trackingCodes.orderId, order.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    // One code per order, the same each time it is asked for; another order has another.
    expect((await codeOf(order.id)).code).toBe(code);
    expect((await newTracked()).code).not.toBe(code);
  });

  it('shows the area, the timeline and the COD amount, never the phone or the street', async () => {
    const { order, code } = await newTracked();
    const response = await track(code);
    expect(response.statusCode).toBe(200);
    const view = response.json<TrackingView>();
    expect(view).toMatchObject({
      orderId: order.id,
      status: 'pending',
      area: 'Dubai Marina',
      emirate: 'Dubai',
      codAmountFils: 25_000,
      merchant: { brandColour: '#0b5cad' },
      actions: { instructions: true, reschedule: true, unavailable: false, rating: false },
    });
    expect(view.expected).toEqual({ date: order.serviceDate, from: '09:00', to: '21:00' });
    expect(view.timeline[0]?.status).toBe('pending');
    expect(response.body).not.toContain('+971509876543');
    expect(response.body).not.toContain('Marina Heights');
    expect(response.body).not.toContain('Fatima');
  });

  it('answers a wrong, altered or malformed code with one plain not_found', async () => {
    const { code } = await newTracked();
    const altered = `${code.slice(0, -1)}${code.endsWith('a') ? 'b' : 'a'}`;
    const answers = await Promise.all(
      [altered, 'a'.repeat(24), 'not-a-code', 'SD0000000001'].map(async (candidate) => (await track(candidate)).json()),
    );
    for (const answer of answers)
      expect(answer).toEqual({ code: 'not_found', message: 'No delivery has this tracking code.', details: {} });
  });

  it('limits lookups per IP address', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, trackingLookup: { max: 3, timeWindow: 60_000 } },
    });
    try {
      const ask = (ip: string) =>
        limited.app.inject({ method: 'GET', url: `${PLATFORM}/track/${'b'.repeat(24)}`, remoteAddress: ip });
      for (let i = 0; i < 3; i += 1) expect((await ask('10.9.9.9')).statusCode).toBe(404);
      const refused = await ask('10.9.9.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('resource_exhausted');
      expect((await ask('10.9.9.10')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('proof of delivery', () => {
  const PHOTO = 'https://pod.carrier.example/photos/123.jpg';
  const SIGNATURE = 'https://pod.carrier.example/signatures/123.png';

  it('never shows the delivery code on the page; the photo and signature once delivered', async () => {
    const { order, code } = await newTracked();
    await changeStateOk(t, merchant.token, order.id, 'ready_for_collection');
    await courier(order.id, 'picked_up');
    await courier(order.id, 'at_hub');
    expect((await track(code)).json<TrackingView>().proof).toBeNull();
    const out = await carrierEvent(t, {
      order_id: order.id,
      delivery_status: 'out_for_delivery',
      delivery_otp: '4821',
    });
    expect(out.statusCode, out.body).toBe(200);
    // Whoever holds the label reads this answer: the code the recipient gives the courier is not in it.
    const underWay = await track(code);
    expect(underWay.statusCode).toBe(200);
    expect(underWay.json<TrackingView>().proof).toBeNull();
    expect(underWay.body).not.toContain('4821');
    expect(underWay.body).not.toContain('otp');
    // It reaches the recipient in the out-for-delivery message, in both languages.
    await t.app.jobs.drain();
    const [sms] = await messagesOf(order.id);
    expect(sms?.recipient).toBe('+971509876543');
    expect(sms?.text).toContain('Your delivery code is 4821');
    expect(sms?.text).toContain('رمز التسليم 4821');
    const done = await carrierEvent(t, {
      order_id: order.id,
      delivery_status: 'delivered',
      proof_image_url: PHOTO,
      signature_image_url: SIGNATURE,
    });
    expect(done.statusCode, done.body).toBe(200);
    // The move and its proof are one write: the answer already carries the proof.
    expect(done.json<{ proof: unknown }>().proof).toEqual({ photoUrl: PHOTO, signatureUrl: SIGNATURE });
    const delivered = await track(code);
    expect(delivered.json<TrackingView>().proof).toEqual({ photoUrl: PHOTO, signatureUrl: SIGNATURE });
    expect(delivered.body).not.toContain('4821');
    // The merchant sees the proof in the order, never the recipient's code.
    const seen = await getOrder(t, merchant.token, order.id);
    expect(seen.proof).toEqual({ photoUrl: PHOTO, signatureUrl: SIGNATURE });
    expect(JSON.stringify(seen)).not.toContain('4821');
  });

  it('refuses a proof link that is not https and a code that is not 4–8 digits, and keeps nothing', async () => {
    const { order, code } = await newTracked();
    await changeStateOk(t, merchant.token, order.id, 'ready_for_collection');
    await courier(order.id, 'picked_up');
    await courier(order.id, 'at_hub');
    for (const bad of [
      { proof_image_url: 'http://pod.carrier.example/1.jpg' },
      { signature_image_url: 'javascript:alert(1)' },
      { delivery_otp: '12ab' },
    ]) {
      const response = await carrierEvent(t, { order_id: order.id, delivery_status: 'out_for_delivery', ...bad });
      expect(response.statusCode, response.body).toBe(400);
    }
    const [row] = await t.database.db
      .select({ proof: orders.proof, status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row).toEqual({ proof: null, status: 'received_at_depot' });
    expect((await track(code)).json<TrackingView>().proof).toBeNull();
  });
});

describe('recipient actions', () => {
  it('takes instructions and another day before departure; both show in the merchant’s history', async () => {
    const { order, code } = await newTracked();
    const proof = await confirmed(code);
    const instructed = await track(code, 'POST', 'instructions', { text: 'Leave it with the concierge' }, proof);
    expect(instructed.statusCode, instructed.body).toBe(200);
    expect(instructed.json<TrackingView>().instructions).toBe('Leave it with the concierge');
    const day = instructed.json<TrackingView>().rescheduleDays[1];
    expect(day).toBeDefined();
    const moved = await track(code, 'POST', 'reschedule', { date: day }, proof);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TrackingView>().expected?.date).toBe(day);
    const history = await historyOf(t, merchant.token, order.id);
    const reasons = history.map((event) => event.reason);
    expect(reasons).toContain('Delivery instructions from the recipient: Leave it with the concierge');
    expect(reasons.some((reason) => reason?.startsWith('Rescheduled by the recipient to'))).toBe(true);
    expect(history.at(-1)?.actor).toBe('recipient');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.serviceDate).toBe(day);
    expect((row?.dropoff as { notes?: string } | undefined)?.notes).toBe('Leave it with the concierge');
  });

  it('reads the recipient’s instructions back by the id stored beside the English, whatever the English says', async () => {
    const { order, code } = await newTracked();
    const proof = await confirmed(code);
    const instructed = await track(code, 'POST', 'instructions', { text: 'Ring twice' }, proof);
    expect(instructed.statusCode, instructed.body).toBe(200);
    await t.database.db
      .update(orderEvents)
      .set({ reason: 'Notes: Ring twice' })
      .where(eq(orderEvents.orderId, order.id));
    expect((await track(code)).json<TrackingView>().instructions).toBe('Ring twice');
  });

  it('refuses a day the service does not offer', async () => {
    const { code } = await newTracked();
    const past = addDays(dubaiClock(new Date()).date, -1);
    const refused = await track(code, 'POST', 'reschedule', { date: past }, await confirmed(code));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields[0].field).toBe('date');
  });

  it('refuses changes once the order left the depot', async () => {
    const { order, code } = await newTracked();
    await putInState(t, order.id, 'out_for_delivery');
    const proof = await confirmed(code);
    for (const [action, body] of [
      ['instructions', { text: 'Ring twice' }],
      ['reschedule', { date: addDays(order.serviceDate, 1) }],
      ['unavailable', {}],
      ['rating', { stars: 5 }],
    ] as const) {
      const refused = await track(code, 'POST', action, body, proof);
      expect(refused.statusCode, `${action}: ${refused.body}`).toBe(412);
      expect(refused.json().code).toBe('failed_precondition');
    }
    expect((await track(code)).json<TrackingView>().actions).toEqual({
      instructions: false,
      reschedule: false,
      unavailable: false,
      rating: false,
      return: false,
    });
  });

  it('after a failed attempt takes instructions and another day for the next round; not once it is held', async () => {
    const { order, code } = await newTracked();
    await putInState(t, order.id, 'delivery_failed', 1);
    const before = (await track(code)).json<TrackingView>();
    expect(before.actions).toMatchObject({ instructions: true, reschedule: true, unavailable: false });
    expect(before.rescheduleDays.length).toBeGreaterThan(0);
    const proof = await confirmed(code);
    const instructed = await track(code, 'POST', 'instructions', { text: 'Call me at the gate' }, proof);
    expect(instructed.statusCode, instructed.body).toBe(200);
    const day = before.rescheduleDays.at(-1) as string;
    const moved = await track(code, 'POST', 'reschedule', { date: day }, proof);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TrackingView>()).toMatchObject({ status: 'delivery_failed', expected: { date: day } });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.serviceDate).toBe(day);
    expect((row?.dropoff as { notes?: string } | undefined)?.notes).toBe('Call me at the gate');
    // A second failure holds the order for the merchant's choice: the recipient no longer changes it.
    await putInState(t, order.id, 'on_hold', 2);
    const held = await track(code, 'POST', 'reschedule', { date: day }, proof);
    expect(held.statusCode, held.body).toBe(412);
    expect((await track(code)).json<TrackingView>().actions).toMatchObject({ instructions: false, reschedule: false });
  });

  it('holds an order at the depot for the merchant when the recipient won’t be available', async () => {
    const { order, code } = await newTracked();
    const proof = await confirmed(code);
    expect((await track(code, 'POST', 'unavailable', {}, proof)).json().code).toBe('failed_precondition');
    await putInState(t, order.id, 'received_at_depot');
    const held = await track(code, 'POST', 'unavailable', {}, proof);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json<TrackingView>().status).toBe('on_hold');
    const last = (await historyOf(t, merchant.token, order.id)).at(-1);
    expect(last).toMatchObject({ fromStatus: 'received_at_depot', toStatus: 'on_hold' });
    expect(last?.reason).toContain("won't be available");
  });

  it('takes one rating after delivery, shown in the history', async () => {
    const { order, code } = await newTracked();
    expect((await track(code, 'POST', 'rating', { stars: 4 })).json().code).toBe('failed_precondition');
    await putInState(t, order.id, 'delivery_complete');
    const rated = await track(code, 'POST', 'rating', { stars: 4, comment: 'Quick and polite' });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json<TrackingView>().rating).toEqual({ stars: 4, comment: 'Quick and polite' });
    expect((await track(code, 'POST', 'rating', { stars: 1 })).json().code).toBe('failed_precondition');
    expect((await track(code, 'POST', 'rating', { stars: 6 })).statusCode).toBe(400);
    const reasons = (await historyOf(t, merchant.token, order.id)).map((event) => event.reason);
    expect(reasons).toContain('Rated 4/5 by the recipient: “Quick and polite”');
    // The reports count it with the period's orders.
    const today = dubaiClock(new Date()).date;
    const report = ok<{ ratings: { count: number; average: number } }>(
      await call(
        t.app,
        'GET',
        `/quiqdash/reports/summary?from=${addDays(today, -1)}&to=${addDays(today, 1)}`,
        merchant.token,
      ),
    );
    expect(report.ratings).toEqual({ count: 1, average: 4 });
  });
});

describe('recipient notifications', () => {
  const noticeJobs = async (orderId: string) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.queue, NOTICE_QUEUE))).filter((job) =>
      job.key?.startsWith(orderId),
    );

  it('sends each event once, in both languages with the link, however often the job runs', async () => {
    const { order, url } = await newTracked();
    await putInState(t, order.id, 'received_at_depot');
    await courier(order.id, 'out_for_delivery');
    await t.app.jobs.drain();
    // The same event queued again (a retried request) and the job run again (a retry after a crash).
    const [job] = await noticeJobs(order.id);
    expect(job?.state).toBe('done');
    await t.app.jobs.enqueue(NOTICE_QUEUE, job?.payload, { key: job?.key ?? '' });
    await t.database.db
      .update(jobs)
      .set({ state: 'queued', runAt: new Date(0) })
      .where(eq(jobs.id, job?.id ?? ''));
    await t.app.jobs.drain();
    const messages = await messagesOf(order.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', recipient: '+971509876543' });
    expect(messages[0]?.text).toContain('out for delivery');
    expect(messages[0]?.text).toContain('في الطريق إليك');
    expect(messages[0]?.text).toContain(url);
    // A second failed attempt is its own event.
    await courier(order.id, 'delivery_failed');
    await courier(order.id, 'out_for_delivery');
    await courier(order.id, 'delivery_failed');
    await t.app.jobs.drain();
    expect((await messagesOf(order.id)).filter((m) => m.eventKey.includes('delivery_failed'))).toHaveLength(2);
  });

  it('emails a recipient who has an email address', async () => {
    const { order } = await newTracked();
    await t.database.db
      .update(orders)
      .set({ dropoff: { ...order.dropoff, email: 'fatima@example.ae' } })
      .where(eq(orders.id, order.id));
    await putInState(t, order.id, 'received_at_depot');
    await courier(order.id, 'out_for_delivery');
    await t.app.jobs.drain();
    expect((await messagesOf(order.id)).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(t.mails.some((mail) => mail.to === 'fatima@example.ae')).toBe(true);
  });

  it('waits for 08:00 Dubai in the quiet window, but not to say the parcel is on its way', async () => {
    const tomorrow = addDays(dubaiClock(new Date()).date, 1);
    const { order } = await newTracked();
    await putInState(t, order.id, 'out_for_delivery');
    // 23:30 in Dubai.
    noticeClock.now = () => new Date(`${tomorrow}T19:30:00Z`);
    await courier(order.id, 'delivered');
    await t.app.jobs.drain();
    expect(await messagesOf(order.id)).toHaveLength(0);
    const [job] = await noticeJobs(order.id);
    expect(job?.runAt.toISOString()).toBe(`${addDays(tomorrow, 1)}T04:00:00.000Z`);
    // A retry that falls in the quiet window waits for the morning too.
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, job?.id ?? ''));
    await t.app.jobs.drain();
    expect(await messagesOf(order.id)).toHaveLength(0);
    const waiting = (await noticeJobs(order.id)).filter((row) => row.state === 'queued');
    expect(waiting.map((row) => row.key)).toEqual([`${order.id}:delivery_complete:1:morning`]);
    // 08:00:01 in Dubai: sent, once.
    noticeClock.now = () => new Date(`${addDays(tomorrow, 1)}T04:00:01Z`);
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.queue, NOTICE_QUEUE));
    await t.app.jobs.drain();
    expect((await messagesOf(order.id)).map((m) => m.eventKey)).toEqual([`${order.id}:delivery_complete:1`]);

    const night = await newTracked();
    await putInState(t, night.order.id, 'received_at_depot');
    noticeClock.now = () => new Date(`${tomorrow}T19:00:00Z`);
    await courier(night.order.id, 'out_for_delivery');
    await t.app.jobs.drain();
    expect(await messagesOf(night.order.id)).toHaveLength(1);
  });

  it('notifies only of the events the account chose', async () => {
    const settings = ok(await call(t.app, 'GET', '/tracking/settings', merchant.token));
    const saved = await call(t.app, 'PUT', '/tracking/settings', merchant.token, {
      ...settings,
      notifyEvents: ['delivery_complete'],
      brandColour: '#aa3300',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { order, code } = await newTracked();
    await putInState(t, order.id, 'received_at_depot');
    await courier(order.id, 'out_for_delivery');
    await t.app.jobs.drain();
    expect(await messagesOf(order.id)).toHaveLength(0);
    expect((await track(code)).json<TrackingView>().merchant.brandColour).toBe('#aa3300');
    await call(t.app, 'PUT', '/tracking/settings', merchant.token, settings);
  });
});
