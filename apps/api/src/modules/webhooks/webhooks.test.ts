import type { WebhookAttemptList, WebhookEndpoint, WebhookEndpointWithSecret } from '@sameday/contract';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { CARRIER_KEY, type Merchant, newMerchant, placeOrder, putInState } from '../../test/orders';
import { startReceiver } from '../../test/stand-ins/webhook-receiver/stand-in';
import { call, createTeam, joinTeam, ok } from '../../test/teams';
import { issueFinanceDocuments } from '../finance';
import { deliveredOrder } from '../finance/finance-test-kit';
import { transitionOrder } from '../orders';
import { MAX_SCHEDULED_ATTEMPTS } from './service';

let t: TestApp;
/** When set, the next move fails in its transaction after the webhook module has recorded its event. */
let failNextMove = false;
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { webhooks: { httpHosts: ['127.0.0.1'], timeoutMs: 3000 }, carrierWebhookKey: CARRIER_KEY },
    {
      extraModules: [
        {
          name: 'a later step of each move',
          build: () => ({
            wiring: {
              reactions: {
                'order.moved': async () => {
                  if (failNextMove) throw new Error('a later step of the move failed');
                },
              },
            },
          }),
        },
      ],
    },
  );
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
afterAll(async () => t?.close());

const ALL_EVENTS = [
  'order.created',
  'order.status_changed',
  'order.delivered',
  'order.failed',
  'cod.statement_ready',
  'invoice.issued',
];

async function receiver(status?: (request: number) => number) {
  const started = await startReceiver({ status });
  receivers.push(started);
  return started;
}

async function addEndpoint(merchant: Merchant, url: string, events = ALL_EVENTS) {
  const response = await call(t.app, 'POST', '/webhooks/endpoints', merchant.token, { url, events });
  expect(response.statusCode, response.body).toBe(200);
  return json<WebhookEndpointWithSecret>(response);
}

/** Makes every planned attempt due now (the backoff's waits, without waiting), then works the jobs. */
async function retryNow() {
  await t.database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.queue, 'webhooks.deliver'), eq(jobs.state, 'queued')));
  await t.app.jobs.drain();
}

const logOf = async (merchant: Merchant, endpointId: string) =>
  ok<WebhookAttemptList>(
    await call(t.app, 'GET', `/webhooks/endpoints/${endpointId}/attempts?limit=100`, merchant.token),
  );

const bodyOf = (raw: string) => JSON.parse(raw) as { type: string; data: { order?: Record<string, unknown> } };

describe('endpoints', () => {
  it('adds an endpoint and answers its whsec_ secret once; the database keeps it sealed', async () => {
    const merchant = await newMerchant(t);
    const created = await addEndpoint(merchant, 'https://hooks.example.com/sameday', [
      'order.delivered',
      'order.created',
    ]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.endpoint).toMatchObject({
      url: 'https://hooks.example.com/sameday',
      events: ['order.created', 'order.delivered'],
      status: 'enabled',
      disabledReason: null,
    });
    const list = ok<{ items: WebhookEndpoint[] }>(await call(t.app, 'GET', '/webhooks/endpoints', merchant.token));
    expect(list.items.map((endpoint) => endpoint.id)).toEqual([created.endpoint.id]);
    expect(JSON.stringify(list)).not.toContain(created.secret.slice(6));
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.endpoint.id));
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(row?.secretSealed).not.toContain(created.secret.slice(6, 20));

    const rotated = ok<WebhookEndpointWithSecret>(
      await call(t.app, 'POST', `/webhooks/endpoints/${created.endpoint.id}/rotate-secret`, merchant.token),
    );
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);

    const patched = ok<WebhookEndpoint>(
      await call(t.app, 'PATCH', `/webhooks/endpoints/${created.endpoint.id}`, merchant.token, {
        description: 'ERP',
        status: 'disabled',
      }),
    );
    expect(patched).toMatchObject({ description: 'ERP', status: 'disabled', disabledReason: 'manual' });
    ok(await call(t.app, 'DELETE', `/webhooks/endpoints/${created.endpoint.id}`, merchant.token));
    expect(ok<{ items: unknown[] }>(await call(t.app, 'GET', '/webhooks/endpoints', merchant.token)).items).toEqual([]);
  });

  it('refuses addresses that reach a private or local network, and plain http to other hosts', async () => {
    const merchant = await newMerchant(t);
    const refused: [string, string][] = [
      ['https://127.0.0.2/hooks', 'private or local network'],
      ['https://10.20.30.40/hooks', 'private or local network'],
      ['https://192.168.1.10/hooks', 'private or local network'],
      ['https://169.254.169.254/latest/meta-data', 'private or local network'],
      ['https://[::1]/hooks', 'private or local network'],
      ['https://[::ffff:127.0.0.1]/hooks', 'private or local network'],
      ['https://[fd00::1]/hooks', 'private or local network'],
      ['https://localhost/hooks', 'private or local network'],
      ['https://0.0.0.0/hooks', 'private or local network'],
      ['http://hooks.example.com/sameday', 'must start with https://'],
      ['http://127.0.0.2:8080/hooks', 'must start with https://'],
      ['https://user:secret@hooks.example.com/', 'user name or password'],
      ['ftp://hooks.example.com/', 'Enter a full address'],
    ];
    for (const [url, message] of refused) {
      const response = await call(t.app, 'POST', '/webhooks/endpoints', merchant.token, {
        url,
        events: ['order.created'],
      });
      expect(response.statusCode, url).toBe(400);
      const field = json<{ details: { fields: { field: string; message: string }[] } }>(response).details.fields[0];
      expect(field?.field, url).toBe('url');
      expect(field?.message, url).toContain(message);
    }
    expect(ok<{ items: unknown[] }>(await call(t.app, 'GET', '/webhooks/endpoints', merchant.token)).items).toEqual([]);
  });

  it('is for owners and admins: other roles and signed-out callers are refused', async () => {
    const owner = await newMerchant(t);
    await createTeam(t.app, owner);
    const { member: admin } = await joinTeam(t, owner, 'admin');
    expect(ok<{ items: unknown[] }>(await call(t.app, 'GET', '/webhooks/endpoints', admin.token)).items).toEqual([]);
    for (const role of ['operations', 'finance', 'viewer'] as const) {
      const { member } = await joinTeam(t, owner, role);
      expectError(
        await call(t.app, 'POST', '/webhooks/endpoints', member.token, {
          url: 'https://hooks.example.com/x',
          events: ['order.created'],
        }),
        403,
        'permission_denied',
        'Your role does not allow this (integrations:manage).',
      );
    }
    expectError(await call(t.app, 'GET', '/webhooks/endpoints'), 401, 'unauthenticated', 'Sign in to continue.');
  });

  it("never shows, changes or sends to another account's endpoint, nor sends it this account's events", async () => {
    const merchant = await newMerchant(t);
    const other = await newMerchant(t);
    const theirs = await receiver();
    const { endpoint } = await addEndpoint(other, theirs.url);
    for (const [method, path, body] of [
      ['GET', `/webhooks/endpoints/${endpoint.id}`, undefined],
      ['PATCH', `/webhooks/endpoints/${endpoint.id}`, { status: 'disabled' }],
      ['DELETE', `/webhooks/endpoints/${endpoint.id}`, undefined],
      ['POST', `/webhooks/endpoints/${endpoint.id}/rotate-secret`, undefined],
      ['POST', `/webhooks/endpoints/${endpoint.id}/test`, undefined],
      ['GET', `/webhooks/endpoints/${endpoint.id}/attempts`, undefined],
    ] as const) {
      const response = await call(t.app, method, path, merchant.token, body);
      expectError(response, 404, 'not_found', 'Webhook endpoint not found');
    }
    await placeOrder(t, merchant);
    await t.app.jobs.drain();
    expect(theirs.received).toEqual([]);
    expect(
      ok<WebhookEndpoint>(await call(t.app, 'GET', `/webhooks/endpoints/${endpoint.id}`, other.token)).status,
    ).toBe('enabled');
  });
});

describe('delivery', () => {
  it('signs each event as Standard Webhooks says: the library verifies it with the secret, and no other', async () => {
    const merchant = await newMerchant(t);
    const endpointReceiver = await receiver();
    const { secret } = await addEndpoint(merchant, endpointReceiver.url);
    const order = await placeOrder(t, merchant, { partnerOrderId: 'ERP-1001' });
    await putInState(t, order.id, 'out_for_delivery');
    await transitionOrder(t.database.db, merchant.accountId, order.id, 'delivery_complete', {
      type: 'courier',
      id: 'courier',
      name: 'Courier',
    });
    await t.app.jobs.drain();

    const types = endpointReceiver.received.map((request) => bodyOf(request.body).type);
    expect(types.sort()).toEqual(['order.created', 'order.delivered', 'order.status_changed']);
    for (const request of endpointReceiver.received) {
      const headers = request.headers as Record<string, string>;
      expect(headers['webhook-id']).toMatch(/^msg_/);
      expect(headers['content-type']).toBe('application/json');
      const verified = new Webhook(secret).verify(request.body, headers) as { data: { order: { id: string } } };
      expect(verified.data.order.id).toBe(order.id);
      const otherSecret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
      expect(() => new Webhook(otherSecret).verify(request.body, headers)).toThrow('No matching signature found');
      expect(() => new Webhook(secret).verify(`${request.body} `, headers)).toThrow('No matching signature found');
    }
    const moved = endpointReceiver.received.find((request) => bodyOf(request.body).type === 'order.status_changed');
    expect(bodyOf(moved?.body ?? '{}').data.order).toMatchObject({
      id: order.id,
      reference: 'ERP-1001',
      status: 'delivery_complete',
      previousStatus: 'out_for_delivery',
    });
  });

  it('sends only the events an endpoint subscribed to', async () => {
    const merchant = await newMerchant(t);
    const onlyFailed = await receiver();
    await addEndpoint(merchant, onlyFailed.url, ['order.failed']);
    const order = await placeOrder(t, merchant);
    await putInState(t, order.id, 'out_for_delivery');
    await transitionOrder(t.database.db, merchant.accountId, order.id, 'delivery_failed', {
      type: 'courier',
      id: 'courier',
      name: 'Courier',
    });
    await t.app.jobs.drain();
    expect(onlyFailed.received.map((request) => bodyOf(request.body).type)).toEqual(['order.failed']);
  });

  it('creates no event for a change that rolls back', async () => {
    const merchant = await newMerchant(t);
    const endpointReceiver = await receiver();
    await addEndpoint(merchant, endpointReceiver.url, ['order.status_changed']);
    const order = await placeOrder(t, merchant);
    failNextMove = true;
    const courier = { type: 'courier', id: 'courier', name: 'Courier' } as const;
    await putInState(t, order.id, 'out_for_delivery');
    await expect(
      transitionOrder(t.database.db, merchant.accountId, order.id, 'delivery_complete', courier),
    ).rejects.toThrow('a later step of the move failed');
    failNextMove = false;
    await t.app.jobs.drain();
    const messages = await t.database.db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.accountId, merchant.accountId));
    expect(messages).toEqual([]);
    expect(endpointReceiver.received).toEqual([]);
  });

  it('retries a receiver that fails; once it recovers, it gets each event exactly once more', async () => {
    const merchant = await newMerchant(t);
    const flaky = await receiver(() => 503);
    const { endpoint } = await addEndpoint(merchant, flaky.url, ['order.created']);
    for (let index = 0; index < 3; index += 1) await placeOrder(t, merchant);
    await t.app.jobs.drain();
    await retryNow();
    expect(flaky.received).toHaveLength(6);
    const ids = new Set(flaky.received.map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(3);

    flaky.answer(200);
    const before = flaky.received.length;
    await retryNow();
    await retryNow();
    const after = flaky.received.slice(before);
    expect(after.map((request) => request.headers['webhook-id']).sort()).toEqual([...ids].sort());
    expect(after.every((request) => request.answered === 200)).toBe(true);

    const log = await logOf(merchant, endpoint.id);
    expect(log.items).toHaveLength(9);
    expect(log.items.filter((item) => item.succeeded)).toHaveLength(3);
    expect(new Set(log.items.map((item) => item.deliveryStatus))).toEqual(new Set(['succeeded']));
    const failedAttempt = log.items.find((item) => !item.succeeded);
    expect(failedAttempt).toMatchObject({ responseStatus: 503, error: 'The endpoint answered 503' });
    expect(
      ok<WebhookEndpoint>(await call(t.app, 'GET', `/webhooks/endpoints/${endpoint.id}`, merchant.token)),
    ).toMatchObject({ status: 'enabled', failingSince: null });
  });

  it('works deliveries in batches: a failing endpoint beside a healthy one, and two attempts at one delivery in one batch', async () => {
    const merchant = await newMerchant(t);
    const healthy = await receiver();
    const down = await receiver(() => 503);
    const good = (await addEndpoint(merchant, healthy.url, ['order.created'])).endpoint;
    const bad = (await addEndpoint(merchant, down.url, ['order.created'])).endpoint;
    for (let index = 0; index < 3; index += 1) await placeOrder(t, merchant);
    await t.app.jobs.drain();
    expect(healthy.received).toHaveLength(3);
    expect(down.received).toHaveLength(3);
    const deliveriesOf = (endpointId: string) =>
      t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    expect((await deliveriesOf(good.id)).map((row) => [row.status, row.attempts])).toEqual([
      ['succeeded', 1],
      ['succeeded', 1],
      ['succeeded', 1],
    ]);
    const pending = await deliveriesOf(bad.id);
    expect(pending.every((row) => row.status === 'pending' && row.attempts === 1 && row.nextAttemptAt)).toBe(true);
    const endpointState = async (id: string) =>
      ok<WebhookEndpoint>(await call(t.app, 'GET', `/webhooks/endpoints/${id}`, merchant.token));
    expect((await endpointState(good.id)).failingSince).toBeNull();
    expect((await endpointState(bad.id)).failingSince).not.toBeNull();

    // It recovers; "Send again" of one delivery lands in the same batch as its planned retry.
    down.answer(200);
    const [first] = pending;
    ok(await call(t.app, 'POST', `/webhooks/endpoints/${bad.id}/deliveries/${first?.id}/resend`, merchant.token));
    await retryNow();
    const after = down.received.slice(3).map((request) => request.headers['webhook-id']);
    expect(after).toHaveLength(4);
    expect(new Set(after).size).toBe(3);
    const attemptsOfFirst = (await logOf(merchant, bad.id)).items
      .filter((item) => item.deliveryId === first?.id)
      .map((item) => item.attempt)
      .sort();
    expect(attemptsOfFirst).toEqual([1, 2, 3]);
    expect((await deliveriesOf(bad.id)).every((row) => row.status === 'succeeded')).toBe(true);
    expect((await endpointState(bad.id)).failingSince).toBeNull();
    expect(healthy.received).toHaveLength(3);
  });

  it('turns an endpoint off after three days of failures and mails the owner; later events are not sent', async () => {
    const merchant = await newMerchant(t);
    const down = await receiver(() => 500);
    const { endpoint } = await addEndpoint(merchant, down.url, ['order.created']);
    await placeOrder(t, merchant);
    await t.app.jobs.drain();
    for (let round = 0; round < MAX_SCHEDULED_ATTEMPTS + 2; round += 1) await retryNow();
    expect(down.received).toHaveLength(MAX_SCHEDULED_ATTEMPTS);
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(delivery).toMatchObject({ status: 'failed', attempts: MAX_SCHEDULED_ATTEMPTS });
    expect(
      ok<WebhookEndpoint>(await call(t.app, 'GET', `/webhooks/endpoints/${endpoint.id}`, merchant.token)),
    ).toMatchObject({ status: 'disabled', disabledReason: 'failing' });
    const mail = t.mails.find((sent) => sent.to === merchant.email && sent.subject.includes('webhook endpoint'));
    expect(mail?.text).toContain(down.url);

    await placeOrder(t, merchant);
    await retryNow();
    expect(down.received).toHaveLength(MAX_SCHEDULED_ATTEMPTS);
    expectError(
      await call(t.app, 'POST', `/webhooks/endpoints/${endpoint.id}/test`, merchant.token),
      412,
      'failed_precondition',
      'This endpoint is turned off. Turn it on to send events to it.',
    );
  });

  it('sends a test event, shows it in the delivery log, and sends a delivery again with the same webhook-id', async () => {
    const merchant = await newMerchant(t);
    const endpointReceiver = await receiver();
    const { endpoint, secret } = await addEndpoint(merchant, endpointReceiver.url, ['invoice.issued']);
    const queued = await call(t.app, 'POST', `/webhooks/endpoints/${endpoint.id}/test`, merchant.token);
    expect(queued.statusCode).toBe(200);
    await t.app.jobs.drain();
    const [test] = endpointReceiver.received;
    expect(bodyOf(test?.body ?? '{}').type).toBe('webhook.test');
    new Webhook(secret).verify(test?.body ?? '', test?.headers as Record<string, string>);

    const log = await logOf(merchant, endpoint.id);
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      eventType: 'webhook.test',
      attempt: 1,
      trigger: 'manual',
      succeeded: true,
      responseStatus: 204,
      deliveryStatus: 'succeeded',
    });
    expect(JSON.parse(log.items[0]?.requestBody ?? '{}').type).toBe('webhook.test');

    const again = await call(
      t.app,
      'POST',
      `/webhooks/endpoints/${endpoint.id}/deliveries/${log.items[0]?.deliveryId}/resend`,
      merchant.token,
    );
    expect(again.statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(endpointReceiver.received).toHaveLength(2);
    expect(endpointReceiver.received[1]?.headers['webhook-id']).toBe(test?.headers['webhook-id']);
    expect((await logOf(merchant, endpoint.id)).items.map((item) => item.attempt)).toEqual([2, 1]);
  });

  it('tells every order of a bulk creation, once each', async () => {
    const merchant = await newMerchant(t);
    const endpointReceiver = await receiver();
    await addEndpoint(merchant, endpointReceiver.url, ['order.created']);
    const { createOrdersInBulk } = await import('../orders');
    const { orderBody } = await import('../../test/orders');
    const caller = {
      accountId: merchant.accountId,
      userId: merchant.userId,
      roles: [] as string[],
    } as unknown as Parameters<typeof createOrdersInBulk>[1];
    const rows = Array.from({ length: 5 }, (_, index) => ({
      input: orderBody(merchant.pickupId, { partnerOrderId: `BULK-${index}` }) as never,
      sourceRowHash: null,
    }));
    for (const writing of ['one-transaction', 'batches'] as const) {
      const result = await createOrdersInBulk(
        t.database.db,
        caller,
        rows.map((row, index) => ({
          ...row,
          input: { ...(row.input as object), partnerOrderId: `${writing}-${index}` } as never,
        })),
        {},
        { writing },
      );
      expect(result.createdCount).toBe(5);
    }
    await t.app.jobs.drain();
    const ids = endpointReceiver.received.map((request) => bodyOf(request.body).data.order?.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
  });

  it("reads the account's endpoints once per transaction, however many orders it tells", async () => {
    const merchant = await newMerchant(t);
    await addEndpoint(merchant, (await receiver()).url, ['order.created']);
    const [first, second] = [await placeOrder(t, merchant), await placeOrder(t, merchant)];
    const { onCreated } = await import('./service');
    const told = await t.database.db
      .transaction(async (tx) => {
        await onCreated(t.database.db, tx, { accountId: merchant.accountId, orderId: first.id });
        // Turned off within the same transaction, after its first event: the endpoints read
        // for that event serve the next one too (a bulk import tells thousands of orders).
        await tx
          .update(webhookEndpoints)
          .set({ status: 'disabled' })
          .where(eq(webhookEndpoints.accountId, merchant.accountId));
        await onCreated(t.database.db, tx, { accountId: merchant.accountId, orderId: second.id });
        const messages = await tx
          .select({ body: webhookMessages.body })
          .from(webhookMessages)
          .where(and(eq(webhookMessages.accountId, merchant.accountId), eq(webhookMessages.type, 'order.created')));
        throw Object.assign(new Error('roll back'), { messages });
      })
      .catch((error: { messages?: { body: unknown }[] }) => error.messages ?? []);
    const ids = told.map(({ body }) => bodyOf(String(body)).data.order?.id);
    expect(ids.filter((id) => id === second.id)).toHaveLength(2);
  });

  it('tells an issued invoice and COD statement in the issuing transaction, once', async () => {
    const merchant = await newMerchant(t);
    const finance = await receiver();
    await addEndpoint(merchant, finance.url, ['invoice.issued', 'cod.statement_ready']);
    await deliveredOrder(t, merchant, new Date(Date.now() - 40 * 86_400_000));
    await issueFinanceDocuments(t.database.db, { now: new Date(), accountId: merchant.accountId });
    await issueFinanceDocuments(t.database.db, { now: new Date(), accountId: merchant.accountId });
    await t.app.jobs.drain();
    const bodies = finance.received.map(
      (request) =>
        JSON.parse(request.body) as { type: string; data: Record<string, { number: string; orderCount: number }> },
    );
    expect(bodies.map((body) => body.type).sort()).toEqual(['cod.statement_ready', 'invoice.issued']);
    expect(bodies.find((body) => body.type === 'invoice.issued')?.data.invoice).toMatchObject({ orderCount: 1 });
    expect(bodies.find((body) => body.type === 'cod.statement_ready')?.data.statement?.number).toMatch(/^COD-/);
  });
});
