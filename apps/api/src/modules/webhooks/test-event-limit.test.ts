// "Send test event" is a request to an address the merchant chose: so many an hour per account.
import { sentence, WEBHOOK_SENTENCES, type WebhookEndpointWithSecret } from '@sameday/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../../config';
import { webhookMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { type Merchant, newMerchant } from '../../test/orders';
import { call, ok } from '../../test/teams';

const LIMIT = DEFAULT_RATE_LIMITS.webhookTestEvents;
let t: TestApp;
beforeAll(async () => {
  // The limit as configured by default (the harness raises every limit unless told).
  t = await createTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS } });
});
afterAll(async () => t?.close());

async function endpointOf(merchant: Merchant) {
  const created = ok<WebhookEndpointWithSecret>(
    await call(t.app, 'POST', '/webhooks/endpoints', merchant.token, {
      url: 'https://hooks.example.com/sameday',
      events: ['order.created'],
    }),
  );
  return created.endpoint;
}
const sendTest = (merchant: Merchant, endpointId: string) =>
  call(t.app, 'POST', `/webhooks/endpoints/${endpointId}/test`, merchant.token);

describe('test events per account', () => {
  it('are 20 an hour by default, scaled by RATE_LIMIT_MULTIPLIER', () => {
    expect(LIMIT).toEqual({ max: 20, timeWindow: 60 * 60 * 1000 });
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MULTIPLIER: '2' }).rateLimits.webhookTestEvents.max).toBe(40);
  });

  it('refuses the 21st of the hour on any of the account’s endpoints, saying when to try again; another account is unaffected', async () => {
    const merchant = await newMerchant(t);
    const first = await endpointOf(merchant);
    const second = await endpointOf(merchant);
    for (let sent = 0; sent < LIMIT.max; sent += 1) ok(await sendTest(merchant, sent % 2 ? first.id : second.id));

    const refused = await sendTest(merchant, first.id);
    const error = expectError(
      refused,
      429,
      'resource_exhausted',
      sentence(WEBHOOK_SENTENCES.tooManyTestEvents, { max: LIMIT.max, minutes: 60 }),
    );
    expect(error.details).toMatchObject({ retryAfterSeconds: expect.any(Number), limit: LIMIT.max });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    const queued = await t.database.db
      .select()
      .from(webhookMessages)
      .where(and(eq(webhookMessages.accountId, merchant.accountId), eq(webhookMessages.type, 'webhook.test')));
    expect(queued).toHaveLength(LIMIT.max);

    const other = await newMerchant(t);
    ok(await sendTest(other, (await endpointOf(other)).id));
  });

  it('counts 20 sent at once exactly: the account is locked while each is counted', async () => {
    const merchant = await newMerchant(t);
    const endpoint = await endpointOf(merchant);
    const answers = await Promise.all(Array.from({ length: LIMIT.max + 5 }, () => sendTest(merchant, endpoint.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(LIMIT.max);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
  });

  it('lets the next one through once the oldest of the hour is an hour old', async () => {
    const merchant = await newMerchant(t);
    const endpoint = await endpointOf(merchant);
    for (let sent = 0; sent < LIMIT.max; sent += 1) ok(await sendTest(merchant, endpoint.id));
    expect((await sendTest(merchant, endpoint.id)).statusCode).toBe(429);
    const [oldest] = await t.database.db
      .select({ id: webhookMessages.id })
      .from(webhookMessages)
      .where(eq(webhookMessages.accountId, merchant.accountId))
      .orderBy(webhookMessages.createdAt)
      .limit(1);
    await t.database.db
      .update(webhookMessages)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(webhookMessages.id, oldest?.id as string));
    ok(await sendTest(merchant, endpoint.id));
    expect((await sendTest(merchant, endpoint.id)).statusCode).toBe(429);
  });
});
