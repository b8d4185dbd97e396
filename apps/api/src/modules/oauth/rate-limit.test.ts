// The token endpoint is limited per API client: one client at its limit does not stop another.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';
import { createClient, tokenCall } from '../../test/oauth';
import { newMerchant } from '../../test/orders';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      signUp: { max: 100, timeWindow: 60_000 },
      oauthToken: { max: 3, timeWindow: 60_000 },
    },
  });
}, 60_000);
afterAll(() => t?.close());

it('answers resource_exhausted to the client over its limit, and still serves another client', async () => {
  const merchant = await newMerchant(t);
  const busy = await createClient(t, merchant, { redirectUris: [] });
  const quiet = await createClient(t, merchant, { redirectUris: [] });
  const statuses: number[] = [];
  for (let call = 0; call < 4; call += 1) {
    statuses.push((await tokenCall(t, busy, { grant_type: 'client_credentials' })).statusCode);
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  const refused = await tokenCall(t, busy, { grant_type: 'client_credentials' });
  expect(refused.json().code).toBe('resource_exhausted');
  expect(refused.headers['retry-after']).toBeDefined();
  expect((await tokenCall(t, quiet, { grant_type: 'client_credentials' })).statusCode).toBe(200);
});
