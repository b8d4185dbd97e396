import {
  addDays,
  dubaiClock,
  RECIPIENT_VERIFICATION,
  RECIPIENT_VERIFICATION_HEADER,
  type RecipientVerification,
  type TrackingView,
} from '@sameday/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { orders, recipientCodes, recipientMessages, recipientVerificationFailures } from '../../db/schema';
import { createTestApp, PLATFORM, type TestApp } from '../../test/harness';
import {
  CARRIER_KEY,
  carrierEvent,
  historyOf,
  type Merchant,
  newMerchant,
  placeOrder,
  putInState,
} from '../../test/orders';
import { call, ok } from '../../test/teams';
import { createTrackingCodes, noticeClock, requireVerification } from './service';

/*
 * The label's code reads the tracking page; a change needs the recipient to confirm the delivery
 * is theirs: the last 4 digits of the order's phone, or a one-time code sent to it (a return:
 * the code only). docs/decisions/052.
 */

let t: TestApp;
let merchant: Merchant;

beforeAll(async () => {
  t = await createTestApp({ carrierWebhookKey: CARRIER_KEY });
  // Noon in Dubai tomorrow: outside the messages' quiet window.
  noticeClock.now = () => new Date(`${addDays(dubaiClock(new Date()).date, 1)}T08:00:00Z`);
  merchant = await newMerchant(t);
}, 120_000);
afterAll(async () => {
  noticeClock.now = () => new Date();
  await t?.close();
});

const PHONE = '+971509876543';

const post = (code: string, action: string, body: unknown, verification?: string, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `${PLATFORM}/track/${code}/${action}`,
    remoteAddress: ip,
    headers: verification ? { [RECIPIENT_VERIFICATION_HEADER]: verification } : {},
    payload: body as Record<string, unknown>,
  });
const view = async (code: string) =>
  ok<TrackingView>(await t.app.inject({ method: 'GET', url: `${PLATFORM}/track/${code}`, remoteAddress: '10.1.0.1' }));

async function newTracked(overrides: Record<string, unknown> = {}) {
  const order = await placeOrder(t, merchant, overrides);
  const { code } = ok<{ code: string }>(await call(t.app, 'GET', `/tracking/orders/${order.id}/link`, merchant.token));
  return { order, code };
}

const byDigits = (code: string, digits: string, ip?: string) =>
  post(code, 'verify', { phoneLastDigits: digits }, undefined, ip);

/** The code the recipient's phone received: the outbox's newest verification message (no provider here). */
async function sentCode(orderId: string): Promise<string> {
  const rows = await t.database.db
    .select()
    .from(recipientMessages)
    .where(and(eq(recipientMessages.orderId, orderId), like(recipientMessages.eventKey, '%:verification:%')))
    .orderBy(recipientMessages.createdAt);
  const text = rows.at(-1)?.text ?? '';
  const found = /\b([0-9]{6})\b/.exec(text)?.[1];
  expect(found, text).toBeDefined();
  return found as string;
}

async function sendCode(code: string, ip?: string) {
  return post(code, 'verify/send', {}, undefined, ip);
}

describe('actions need the recipient’s confirmation', () => {
  it('refuses every change without one, and changes nothing', async () => {
    const { order, code } = await newTracked();
    const before = await historyOf(t, merchant.token, order.id);
    for (const [action, body] of [
      ['instructions', { text: 'Leave it at the door' }],
      ['reschedule', { date: (await view(code)).rescheduleDays[0] }],
      ['unavailable', {}],
      ['return', {}],
    ] as const) {
      for (const proof of [undefined, 'garbage', 'a.b', '']) {
        const refused = await post(code, action, body, proof);
        expect(refused.statusCode, `${action}: ${refused.body}`).toBe(403);
        expect(refused.json()).toMatchObject({
          code: 'permission_denied',
          details: { verification: action === 'return' ? 'code' : 'phone' },
        });
      }
    }
    expect(await historyOf(t, merchant.token, order.id)).toEqual(before);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect((row?.dropoff as { notes?: string } | undefined)?.notes ?? '').not.toContain('Leave it at the door');
    expect(row?.serviceDate).toBe(order.serviceDate);
  });

  it('takes the last 4 digits of the order’s phone; the confirmation is this order’s only', async () => {
    const { code } = await newTracked();
    const other = await newTracked();
    const answer = await byDigits(code, PHONE.slice(-4));
    expect(answer.statusCode, answer.body).toBe(200);
    const confirmation = answer.json<RecipientVerification>();
    expect(confirmation.level).toBe('phone');
    const minutes = (Date.parse(confirmation.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(RECIPIENT_VERIFICATION.tokenTtlMinutes - 1);
    expect(minutes).toBeLessThanOrEqual(RECIPIENT_VERIFICATION.tokenTtlMinutes);
    expect(
      ok<TrackingView>(await post(code, 'instructions', { text: 'Ring twice' }, confirmation.token)).instructions,
    ).toBe('Ring twice');
    // Another order's page does not take it.
    const elsewhere = await post(other.code, 'instructions', { text: 'Ring twice' }, confirmation.token);
    expect(elsewhere.json().code).toBe('permission_denied');
    // An altered one is refused.
    const [payload, mac] = confirmation.token.split('.');
    const altered = `${payload}.${mac?.startsWith('A') ? 'B' : 'A'}${mac?.slice(1)}`;
    expect((await post(code, 'instructions', { text: 'x' }, altered)).json().code).toBe('permission_denied');
  });

  it('lets a confirmation expire, and binds its order and level in the signature', () => {
    const codes = createTrackingCodes('k'.repeat(48), 'http://localhost');
    const other = createTrackingCodes('z'.repeat(48), 'http://localhost');
    const now = new Date('2030-01-01T10:00:00Z');
    const sign = (claims: object) => {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${codes.mac(`token:${payload}`)}`;
    };
    const valid = sign({ o: 'SD1', l: 'phone', e: now.getTime() + 60_000 });
    expect(() => requireVerification(codes, 'SD1', valid, 'phone', now)).not.toThrow();
    expect(() => requireVerification(codes, 'SD1', valid, 'phone', new Date(now.getTime() + 60_000))).toThrow();
    expect(() => requireVerification(codes, 'SD2', valid, 'phone', now)).toThrow();
    expect(() => requireVerification(codes, 'SD1', valid, 'code', now)).toThrow();
    expect(() =>
      requireVerification(codes, 'SD1', sign({ o: 'SD1', l: 'code', e: now.getTime() + 60_000 }), 'code', now),
    ).not.toThrow();
    // Signed with another installation's key: refused.
    const [payload = ''] = valid.split('.');
    expect(() =>
      requireVerification(other, 'SD1', `${payload}.${other.mac(`token:${payload}x`)}`, 'phone', now),
    ).toThrow();
  });
});

describe('wrong phone digits', () => {
  it(`lock the digits of that order after ${RECIPIENT_VERIFICATION.digitsPerWindow} tries, from any address; a code still works`, async () => {
    const { order, code } = await newTracked();
    const other = await newTracked();
    for (let i = 0; i < RECIPIENT_VERIFICATION.digitsPerWindow; i += 1) {
      const wrong = await byDigits(code, '0000', `10.2.0.${i}`);
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'invalid_argument',
        details: { fields: [{ field: 'phoneLastDigits' }] },
      });
    }
    // Now even the right digits wait, whoever types them.
    const locked = await byDigits(code, '6543', '10.2.9.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'resource_exhausted',
      message: 'Too many wrong tries for this delivery. Please wait and try again later.',
    });
    const wait = locked.json().details.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers['retry-after']).toBe(String(wait));
    // Another order is not locked by this one's tries.
    expect((await byDigits(other.code, '6543')).statusCode).toBe(200);
    // The code sent to the phone is another way in.
    expect((await sendCode(code)).statusCode).toBe(200);
    expect((await post(code, 'verify', { otp: await sentCode(order.id) })).statusCode).toBe(200);
    // Once the tries are 15 minutes old, the digits are taken again.
    await t.database.db
      .update(recipientVerificationFailures)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(recipientVerificationFailures.orderId, order.id));
    expect((await byDigits(code, '6543')).statusCode).toBe(200);
  });

  it(`lock them for the day after ${RECIPIENT_VERIFICATION.digitsPerDay} in 24 hours`, async () => {
    const { order, code } = await newTracked();
    for (let i = 0; i < RECIPIENT_VERIFICATION.digitsPerDay; i += 1) {
      // Each round of tries waits out the 15-minute lock (moved into the past).
      if (i > 0 && i % RECIPIENT_VERIFICATION.digitsPerWindow === 0)
        await t.database.db
          .update(recipientVerificationFailures)
          .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
          .where(eq(recipientVerificationFailures.orderId, order.id));
      expect((await byDigits(code, '1234')).statusCode).toBe(400);
    }
    await t.database.db
      .update(recipientVerificationFailures)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(recipientVerificationFailures.orderId, order.id));
    const locked = await byDigits(code, '6543');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().details.retryAfterSeconds).toBeGreaterThan(22 * 3600);
  });

  it('refuses a body with both ways, or neither, or digits of the wrong length', async () => {
    const { code } = await newTracked();
    for (const body of [
      {},
      { phoneLastDigits: '6543', otp: '123456' },
      { phoneLastDigits: '543' },
      { otp: '12345a' },
    ]) {
      const refused = await post(code, 'verify', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().code).toBe('invalid_argument');
    }
    // None of these counted as a wrong try.
    expect((await byDigits(code, '6543')).statusCode).toBe(200);
  });

  it('answers an unknown code as not found, before any confirmation', async () => {
    const unknown = 'a'.repeat(24);
    expect((await byDigits(unknown, '6543')).json().code).toBe('not_found');
    expect((await sendCode(unknown)).json().code).toBe('not_found');
    expect((await post(unknown, 'instructions', { text: 'x' })).json().code).toBe('not_found');
  });
});

describe('the one-time code', () => {
  it('goes to the order’s phone only, is kept as a digest, and confirms once', async () => {
    const { order, code } = await newTracked();
    const sent = await sendCode(code);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ channel: 'sms' });
    expect(sent.body).not.toContain('6543');
    const minutes = (Date.parse(sent.json().expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(RECIPIENT_VERIFICATION.codeTtlMinutes - 1);
    expect(minutes).toBeLessThanOrEqual(RECIPIENT_VERIFICATION.codeTtlMinutes);
    const otp = await sentCode(order.id);
    const [message] = await t.database.db
      .select()
      .from(recipientMessages)
      .where(like(recipientMessages.eventKey, `${order.id}:verification:%`));
    expect(message).toMatchObject({ channel: 'sms', recipient: PHONE });
    expect(message?.text).toContain('صالح لمدة 10 دقائق');
    const [stored] = await t.database.db.select().from(recipientCodes).where(eq(recipientCodes.orderId, order.id));
    expect(stored?.codeHash).not.toContain(otp);
    expect(JSON.stringify(stored)).not.toContain(otp);

    const first = await post(code, 'verify', { otp });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<RecipientVerification>().level).toBe('code');
    const again = await post(code, 'verify', { otp });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_argument', details: { fields: [{ field: 'otp' }] } });
  });

  it('expires after 10 minutes, and a new one replaces the earlier', async () => {
    const { order, code } = await newTracked();
    await sendCode(code);
    const first = await sentCode(order.id);
    await t.database.db
      .update(recipientCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(recipientCodes.orderId, order.id));
    expect((await post(code, 'verify', { otp: first })).statusCode).toBe(400);

    await sendCode(code);
    const second = await sentCode(order.id);
    await sendCode(code);
    const third = await sentCode(order.id);
    if (second !== third) expect((await post(code, 'verify', { otp: second })).statusCode).toBe(400);
    expect((await post(code, 'verify', { otp: third })).statusCode).toBe(200);
  });

  it(`is used up by ${RECIPIENT_VERIFICATION.codeMaxAttempts} wrong tries`, async () => {
    const { order, code } = await newTracked();
    await sendCode(code);
    const otp = await sentCode(order.id);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < RECIPIENT_VERIFICATION.codeMaxAttempts; i += 1)
      expect((await post(code, 'verify', { otp: wrong })).statusCode).toBe(400);
    expect((await post(code, 'verify', { otp })).statusCode).toBe(400);
  });

  it(`is sent at most ${RECIPIENT_VERIFICATION.codesPerWindow} times in 15 minutes per order, from any address`, async () => {
    const { order, code } = await newTracked();
    const other = await newTracked();
    for (let i = 0; i < RECIPIENT_VERIFICATION.codesPerWindow; i += 1)
      expect((await sendCode(code, `10.3.0.${i}`)).statusCode).toBe(200);
    const refused = await sendCode(code, '10.3.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'resource_exhausted',
      message: 'Too many codes were sent for this delivery. Please wait before asking for another.',
    });
    expect(refused.json().details.retryAfterSeconds).toBeGreaterThan(14 * 60);
    const texts = await t.database.db
      .select()
      .from(recipientMessages)
      .where(like(recipientMessages.eventKey, `${order.id}:verification:%`));
    expect(texts).toHaveLength(RECIPIENT_VERIFICATION.codesPerWindow);
    expect((await sendCode(other.code, '10.3.1.1')).statusCode).toBe(200);
  });

  it('is sent a limited number of times from one address, whatever the order (5 in 10 minutes by default)', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, trackingCodeSend: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const ask = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: `${PLATFORM}/track/${'b'.repeat(24)}/verify/send`,
          remoteAddress: ip,
          payload: {},
        });
      for (let i = 0; i < 2; i += 1) expect((await ask('10.4.4.4')).statusCode).toBe(404);
      const refused = await ask('10.4.4.4');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('resource_exhausted');
      expect((await ask('10.4.4.5')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
    expect(DEFAULT_RATE_LIMITS.trackingCodeSend).toEqual({ max: 5, timeWindow: 10 * 60_000 });
  });
});

describe('a return', () => {
  it('needs the code: the phone’s digits are not enough', async () => {
    const { order, code } = await newTracked();
    await putInState(t, order.id, 'out_for_delivery');
    expect((await carrierEvent(t, { order_id: order.id, delivery_status: 'delivered' })).statusCode).toBe(200);
    expect((await view(code)).actions.return).toBe(true);
    const byPhone = (await byDigits(code, '6543')).json<RecipientVerification>().token;
    const refused = await post(code, 'return', {}, byPhone);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'permission_denied',
      message: 'A return needs the code we send to your phone.',
      details: { verification: 'code' },
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.returnOrderId).toBeNull();
    await sendCode(code);
    const byCode = ok<RecipientVerification>(await post(code, 'verify', { otp: await sentCode(order.id) }));
    const placed = await post(code, 'return', { reason: 'Too small' }, byCode.token);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<TrackingView>().returnRequested).toBe(true);
  });
});

describe('the delivery code', () => {
  it('reaches the recipient even when the merchant turned the out-for-delivery message off', async () => {
    const settings = ok<Record<string, unknown>>(await call(t.app, 'GET', '/tracking/settings', merchant.token));
    ok(await call(t.app, 'PUT', '/tracking/settings', merchant.token, { ...settings, notifyEvents: [] }));
    try {
      const withCode = await newTracked();
      const without = await newTracked();
      for (const [{ order }, otp] of [
        [withCode, '730194'],
        [without, undefined],
      ] as const) {
        await putInState(t, order.id, 'received_at_depot');
        const moved = await carrierEvent(t, {
          order_id: order.id,
          delivery_status: 'out_for_delivery',
          ...(otp ? { delivery_otp: otp } : {}),
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      await t.app.jobs.drain();
      const sent = await t.database.db
        .select()
        .from(recipientMessages)
        .where(eq(recipientMessages.orderId, withCode.order.id));
      expect(sent.map((message) => [message.channel, message.recipient])).toEqual([['sms', PHONE]]);
      expect(sent[0]?.text).toContain('Your delivery code is 730194');
      expect(
        await t.database.db.select().from(recipientMessages).where(eq(recipientMessages.orderId, without.order.id)),
      ).toHaveLength(0);
      // The page and the merchant's order never carry it.
      const page = await t.app.inject({ method: 'GET', url: `${PLATFORM}/track/${withCode.code}` });
      expect(page.body).not.toContain('730194');
      const merchantView = await call(t.app, 'GET', `/quiqdash/order/${withCode.order.id}`, merchant.token);
      expect(merchantView.body).not.toContain('730194');
    } finally {
      ok(await call(t.app, 'PUT', '/tracking/settings', merchant.token, settings));
    }
  });
});
