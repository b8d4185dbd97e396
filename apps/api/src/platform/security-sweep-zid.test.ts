// The security sweep's part for Zid's webhook receiver (POST /integrations/webhooks/zid): Zid does
// not sign; a delivery is trusted by the per-store secret it carries as its Basic password. A forged
// or missing password, a replayed delivery and an oversized body each leave nothing stored and no job queued.
import { ErrorShapeSchema } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationDeliveries, jobs } from '../db/schema';
import type { TestApp } from '../test/harness';
import { newMerchant } from '../test/orders';
import { zidOrder } from '../test/stand-ins/zid/orders';
import type { ZidStandIn } from '../test/stand-ins/zid/stand-in';
import { connectZid, startAppWithZid } from '../test/zid';

let t: TestApp;
let zid: ZidStandIn;
const store = '507999';
const URL = '/api/platform/integrations/webhooks/zid';

beforeAll(async () => {
  ({ t, zid } = await startAppWithZid());
  expect((await connectZid(t, zid, await newMerchant(t), store)).statusCode).toBe(302);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await zid?.close();
});

const stored = async () => ({
  deliveries: (
    await t.database.db.select().from(integrationDeliveries).where(eq(integrationDeliveries.platform, 'zid'))
  ).length,
  jobs: (await t.database.db.select().from(jobs)).length,
});

const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

function delivery(order: unknown) {
  const [made] = zid.deliveries(store, 'order.create', order);
  if (!made) throw new Error('no webhook');
  return made;
}

describe('Zid’s webhook receiver', () => {
  it('refuses a wrong, missing or borrowed password and a token in place of one: 401, nothing kept', async () => {
    const before = await stored();
    const { body, headers } = delivery(zidOrder(1));
    const password =
      Buffer.from((headers.authorization ?? '').slice(6), 'base64')
        .toString()
        .split(':')[1] ?? '';
    const forgeries = [
      { ...headers, authorization: basic(`${store}/order.create`, 'a'.repeat(43)) },
      { ...headers, authorization: basic(`${store}/order.create`, password.slice(0, -1)) },
      { ...headers, authorization: basic(`${store}/order.create`, '') },
      { ...headers, authorization: basic('123/order.create', password) },
      { ...headers, authorization: `Bearer ${password}` },
      { 'content-type': 'application/json' },
    ];
    for (const forged of forgeries) {
      const response = await t.app.inject({ method: 'POST', url: URL, headers: forged, payload: body });
      expect(response.statusCode).toBe(401);
      expect(ErrorShapeSchema.safeParse(response.json()).success).toBe(true);
    }
    expect(await stored()).toEqual(before);
  });

  it('applies a replayed delivery once: the same bytes again are answered and dropped', async () => {
    const { body, headers } = delivery(zidOrder(3));
    const first = await t.app.inject({ method: 'POST', url: URL, headers, payload: body });
    expect(first.json()).toEqual({ accepted: true });
    const after = await stored();
    for (let i = 0; i < 3; i += 1) {
      const replay = await t.app.inject({ method: 'POST', url: URL, headers, payload: body });
      expect(replay.json()).toEqual({ accepted: false });
    }
    expect(await stored()).toEqual(after);
  });

  it('refuses a body over the limit with 413 in the error shape before reading it', async () => {
    const before = await stored();
    const { headers } = delivery(zidOrder(4));
    const huge = JSON.stringify({ ...zidOrder(9), pad: 'x'.repeat(1_100_000) });
    const response = await t.app.inject({ method: 'POST', url: URL, headers, payload: huge });
    expect(response.statusCode).toBe(413);
    expect(ErrorShapeSchema.safeParse(response.json()).success).toBe(true);
    expect(await stored()).toEqual(before);
  });
});
