import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, recipientMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { startMessagingStandIn } from '../../test/messaging-stand-in';
import { CARRIER_KEY, carrierEvent, type Merchant, newMerchant, placeOrder, putInState } from '../../test/orders';
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
});
