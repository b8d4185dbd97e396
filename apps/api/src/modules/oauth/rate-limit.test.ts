// The token endpoints' limits: a client that authenticates is limited on its own count only;
// failed client authentications are limited per address and per address and client, so nobody
// can lock an integration out from elsewhere, and guessing from one address stops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';
import { type CreatedClient, createClient, tokenCall } from '../../test/oauth';
import { type Merchant, newMerchant } from '../../test/orders';

const MINUTE = 60_000;
const FAILURES_PER_ADDRESS = 10;
const FAILURES_PER_ADDRESS_AND_CLIENT = 4;

let t: TestApp;
let merchant: Merchant;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      signUp: { max: 100, timeWindow: MINUTE },
      oauthToken: { max: 3, timeWindow: MINUTE },
      oauthClientFailures: { max: FAILURES_PER_ADDRESS, timeWindow: 10 * MINUTE },
      oauthClientFailuresPerClient: { max: FAILURES_PER_ADDRESS_AND_CLIENT, timeWindow: 10 * MINUTE },
    },
  });
  merchant = await newMerchant(t);
}, 60_000);
afterAll(() => t?.close());

const grant = { grant_type: 'client_credentials' };
const newClient = () => createClient(t, merchant, { redirectUris: [] });
const wrongSecret = (client: CreatedClient) => ({ id: client.id, clientSecret: `sds_${'x'.repeat(43)}` });

function expectLimited(response: Awaited<ReturnType<typeof tokenCall>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().code).toBe('resource_exhausted');
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('a client that authenticates', () => {
  it('answers resource_exhausted to the client over its limit, and still serves another client', async () => {
    const busy = await newClient();
    const quiet = await newClient();
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) statuses.push((await tokenCall(t, busy, grant)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expectLimited(await tokenCall(t, busy, grant));
    expect((await tokenCall(t, quiet, grant)).statusCode).toBe(200);
  });

  it('is not stopped by 600 wrong secrets for its client_id from another address', async () => {
    const client = await newClient();
    const statuses: number[] = [];
    for (let call = 0; call < 610; call += 1) {
      statuses.push((await tokenCall(t, wrongSecret(client), grant, '/oauth/token', '10.55.0.1')).statusCode);
    }
    expect(statuses.slice(0, FAILURES_PER_ADDRESS_AND_CLIENT)).toEqual(
      Array(FAILURES_PER_ADDRESS_AND_CLIENT).fill(401),
    );
    expect(new Set(statuses.slice(FAILURES_PER_ADDRESS_AND_CLIENT))).toEqual(new Set([429]));
    const fromItsOwnAddress = await tokenCall(t, client, grant, '/oauth/token', '10.55.0.2');
    expect(fromItsOwnAddress.statusCode, fromItsOwnAddress.body).toBe(200);
    expect((await tokenCall(t, client, { token: 'x' }, '/oauth/token/info', '10.55.0.2')).statusCode).toBe(200);
  });
});

describe('failed client authentications', () => {
  it('stop an address that rotates made-up client ids, and only that address', async () => {
    const client = await newClient();
    const statuses: number[] = [];
    for (let call = 0; call <= FAILURES_PER_ADDRESS; call += 1) {
      const madeUp = { id: `sdc_madeup${call}`, clientSecret: 'sds_guess' };
      statuses.push((await tokenCall(t, madeUp, grant, '/oauth/token', '10.55.1.1')).statusCode);
    }
    expect(statuses).toEqual([...Array(FAILURES_PER_ADDRESS).fill(401), 429]);
    // That address is refused before any check, whatever it sends; another is served.
    expectLimited(await tokenCall(t, client, grant, '/oauth/token', '10.55.1.1'));
    expectLimited(await tokenCall(t, client, { token: 'x' }, '/oauth/token/revoke', '10.55.1.1'));
    expect((await tokenCall(t, client, grant, '/oauth/token', '10.55.1.2')).statusCode).toBe(200);
  });

  it('stop wrong secrets for one client from one address, even before the right one', async () => {
    const client = await newClient();
    const neighbour = await newClient();
    for (let call = 0; call < FAILURES_PER_ADDRESS_AND_CLIENT; call += 1) {
      const wrong = await tokenCall(t, wrongSecret(client), grant, '/oauth/token', '10.55.2.1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ error: 'invalid_client', code: 'unauthenticated' });
    }
    expectLimited(await tokenCall(t, client, grant, '/oauth/token', '10.55.2.1'));
    // Another client from the same address, and the same client elsewhere, are served.
    expect((await tokenCall(t, neighbour, grant, '/oauth/token', '10.55.2.1')).statusCode).toBe(200);
    expect((await tokenCall(t, client, grant, '/oauth/token', '10.55.2.2')).statusCode).toBe(200);
  });

  it('count a call without client credentials as one', async () => {
    const bare = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials',
        remoteAddress: '10.55.3.1',
      });
    const statuses: number[] = [];
    for (let call = 0; call <= FAILURES_PER_ADDRESS_AND_CLIENT; call += 1) statuses.push((await bare()).statusCode);
    expect(statuses).toEqual([...Array(FAILURES_PER_ADDRESS_AND_CLIENT).fill(400), 429]);
  });
});
