import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, recipientMessages } from '../../db/schema';
import { createTestApp, PLATFORM, type TestApp } from '../../test/harness';
import { CARRIER_KEY, carrierEvent, type Merchant, newMerchant, placeOrder, putInState } from '../../test/orders';
import { startMessagingStandIn } from '../../test/stand-ins/messaging/stand-in';
import { NOTICE_QUEUE, noticeClock } from './service';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'stand-in-auth-token';
let t: TestApp;
let merchant: Merchant;
let provider: Awaited<ReturnType<typeof startMessagingStandIn>>;

beforeAll(async () => {
  provider = await startMessagingStandIn(SID, TOKEN);
  t = await createTestApp({
    carrierWebhookKey: CARRIER_KEY,
    messaging: { url: provider.url, accountSid: SID, authToken: TOKEN, smsFrom: 'Sameday', whatsappFrom: '' },
  });
  merchant = await newMerchant(t);
  // Noon in Dubai: outside the quiet window.
  noticeClock.now = () => new Date('2030-01-02T08:00:00Z');
}, 120_000);
afterAll(async () => {
  noticeClock.now = () => new Date();
  await t?.close();
  await provider?.close();
});

describe('recipient messages through the provider', () => {
  it('sends one SMS per event through an outage and a rerun of the job', async () => {
    const order = await placeOrder(t, merchant);
    await putInState(t, order.id, 'received_at_depot');
    provider.state.failNext = 1;
    const moved = await carrierEvent(t, { order_id: order.id, delivery_status: 'out_for_delivery' });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.jobs.drain();
    // The first attempt met a 503: the job is waiting for its retry.
    expect(provider.messages).toHaveLength(0);
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.queue, NOTICE_QUEUE));
    await t.app.jobs.drain();
    expect(provider.messages).toHaveLength(1);
    expect(provider.messages[0]).toMatchObject({
      to: '+971509876543',
      from: 'Sameday',
      idempotencyToken: `${order.id}:out_for_delivery:1:sms`,
    });
    expect(provider.messages[0]?.body).toContain('/track/');
    // The job run again (a worker that died after sending): nothing more is sent.
    await t.database.db
      .update(jobs)
      .set({ state: 'queued', runAt: new Date(0) })
      .where(eq(jobs.queue, NOTICE_QUEUE));
    await t.app.jobs.drain();
    expect(provider.messages).toHaveLength(1);
    const [row] = await t.database.db.select().from(recipientMessages).where(eq(recipientMessages.orderId, order.id));
    expect(row?.sentAt).not.toBeNull();
  });

  it('sends a recipient’s one-time code through the provider; the table keeps the message without it', async () => {
    const order = await placeOrder(t, merchant);
    const link = await t.app.inject({
      method: 'GET',
      url: `${PLATFORM}/tracking/orders/${order.id}/link`,
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    const { code } = link.json<{ code: string }>();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${PLATFORM}/track/${code}/verify/send`,
        remoteAddress: '10.5.0.1',
        payload: {},
      });
    // The provider is down: the code never arrived, so it is retired and the page says so.
    provider.state.failNext = 1;
    const failed = await send();
    expect(failed.statusCode).toBe(503);
    expect(failed.json().code).toBe('unavailable');
    const sent = await send();
    expect(sent.statusCode, sent.body).toBe(200);
    const message = provider.messages.at(-1);
    expect(message).toMatchObject({ to: '+971509876543', from: 'Sameday' });
    const otp = /\b[0-9]{6}\b/.exec(message?.body ?? '')?.[0] ?? '';
    expect(otp).toMatch(/^[0-9]{6}$/);
    const rows = await t.database.db
      .select()
      .from(recipientMessages)
      .where(and(eq(recipientMessages.orderId, order.id), like(recipientMessages.eventKey, '%:verification:%')));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.text).not.toMatch(/[0-9]{6}/);
    expect(rows.filter((row) => row.sentAt)).toHaveLength(1);
    const verify = (otpTyped: string) =>
      t.app.inject({
        method: 'POST',
        url: `${PLATFORM}/track/${code}/verify`,
        remoteAddress: '10.5.0.1',
        payload: { otp: otpTyped },
      });
    expect((await verify(otp)).statusCode).toBe(200);
  });
});
