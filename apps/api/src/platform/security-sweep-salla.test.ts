// The security sweep's part for Salla's event receiver (POST /integrations/webhooks/salla): a forged
// signature, a replayed delivery and an oversized body each leave nothing stored and no job queued.
import { ErrorShapeSchema } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationDeliveries, jobs } from '../db/schema';
import type { TestApp } from '../test/harness';
import { newMerchant } from '../test/orders';
import { connectSalla, startAppWithSalla } from '../test/salla';
import { type SallaStandIn, sallaOrder } from '../test/stand-ins/salla/stand-in';

let t: TestApp;
let salla: SallaStandIn;
const store = '1305146800';
const URL = '/api/platform/integrations/webhooks/salla';

beforeAll(async () => {
  ({ t, salla } = await startAppWithSalla());
  await connectSalla(t, salla, await newMerchant(t), store);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await salla?.close();
});

const stored = async () => ({
  deliveries: (
    await t.database.db.select().from(integrationDeliveries).where(eq(integrationDeliveries.platform, 'salla'))
  ).length,
  jobs: (await t.database.db.select().from(jobs)).length,
});

describe('Salla’s event receiver', () => {
  it('refuses forged signatures, a signature of other bytes and a token in place of one: 401, nothing kept', async () => {
    const before = await stored();
    const { body, headers } = salla.signedEvent('order.created', store, sallaOrder(1));
    const other = salla.signedEvent('order.created', store, sallaOrder(2));
    const forgeries = [
      { ...headers, 'x-salla-signature': 'a'.repeat(64) },
      { ...headers, 'x-salla-signature': other.headers['x-salla-signature'] },
      { ...headers, 'x-salla-signature': headers['x-salla-signature'].toUpperCase().slice(0, 63) },
      { 'content-type': 'application/json', 'x-salla-security-strategy': 'Token', authorization: 'Bearer guess' },
      { 'content-type': 'application/json' },
    ];
    for (const forged of forgeries) {
      const response = await t.app.inject({ method: 'POST', url: URL, headers: forged, payload: body });
      expect(response.statusCode).toBe(401);
      expect(ErrorShapeSchema.safeParse(response.json()).success).toBe(true);
    }
    expect(await stored()).toEqual(before);
  });

  it('applies a replayed delivery once: the same signed bytes again are answered and dropped', async () => {
    const { body, headers } = salla.signedEvent('order.created', store, sallaOrder(3));
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
    const huge = JSON.stringify({
      event: 'order.created',
      merchant: Number(store),
      data: { id: 9, pad: 'x'.repeat(1_100_000) },
    });
    const { headers } = salla.signedEvent('order.created', store, {});
    const response = await t.app.inject({ method: 'POST', url: URL, headers, payload: huge });
    expect(response.statusCode).toBe(413);
    expect(ErrorShapeSchema.safeParse(response.json()).success).toBe(true);
    expect(await stored()).toEqual(before);
  });
});
