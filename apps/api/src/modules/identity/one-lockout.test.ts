// One sign-in check and one lockout for every place a password is typed: /identity/sign-in,
// the OAuth authorisation request's sign-in page and the password change share one count per
// account and IP (ten failures lock the pair for 15 minutes), and the OAuth page admits only
// members of the client's account without telling anyone else whether their password was right.
import { MESSAGES, SIGN_IN_LOCK_MINUTES } from '@sameday/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PLATFORM, type TestApp } from '../../test/harness';
import { bearer, expectError, signIn } from '../../test/identity';
import { Browser, type CreatedClient, createClient, pkce, REDIRECT_URI, uidOf } from '../../test/oauth';
import { type Merchant, newMerchant } from '../../test/orders';

const WRONG = 'Wr0ng!Password';
const WRONG_CREDENTIALS = 'Invalid login or password';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

/** A merchant and an API client of their account. */
async function merchantWithClient(): Promise<Merchant & { client: CreatedClient }> {
  const merchant = await newMerchant(t);
  return { ...merchant, client: await createClient(t, merchant) };
}

/** An authorisation request of `client` opened in a browser at `ip`, waiting on its sign-in page. */
async function signInPage(client: CreatedClient, ip: string) {
  const browser = new Browser(t, ip);
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: client.id,
    redirect_uri: REDIRECT_URI,
    scope: 'orders:read',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
  });
  const start = await browser.send('GET', `${PLATFORM}/oauth/authorize?${query}`);
  expect(start.statusCode, start.body).toBe(303);
  const uid = uidOf(start.headers.location as string);
  return (email: string, password: string) =>
    browser.send('POST', `${PLATFORM}/oauth/ui/login`, { uid, email, password });
}

function expectPageLocked(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.body).toContain(MESSAGES.signInLocked);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan((SIGN_IN_LOCK_MINUTES - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LOCK_MINUTES * 60);
}

describe('the OAuth sign-in page and /identity/sign-in share one lockout', () => {
  it('refuses the right password on the OAuth page once /identity/sign-in locked the account from that IP', async () => {
    const owner = await merchantWithClient();
    const ip = '10.34.0.1';
    for (let i = 0; i < 10; i += 1) {
      expectError(await signIn(t.app, owner.email, WRONG, ip), 401, 'unauthenticated', MESSAGES.invalidPassword);
    }
    const login = await signInPage(owner.client, ip);
    expectPageLocked(await login(owner.email, owner.password));
    // Another address is not locked: the page goes on to consent.
    const elsewhere = await signInPage(owner.client, '10.34.0.2');
    expect((await elsewhere(owner.email, owner.password)).statusCode).toBe(303);
  });

  it('refuses /identity/sign-in once wrong passwords on the OAuth page locked the account from that IP', async () => {
    const member = await merchantWithClient();
    const ip = '10.34.0.3';
    const login = await signInPage(member.client, ip);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await login(member.email, WRONG);
      expect(wrong.statusCode, wrong.body).toBe(401);
      expect(wrong.body).toContain(WRONG_CREDENTIALS);
    }
    expectPageLocked(await login(member.email, member.password));
    const response = await signIn(t.app, member.email, member.password, ip);
    expectError(response, 429, 'resource_exhausted', MESSAGES.signInLocked);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan((SIGN_IN_LOCK_MINUTES - 1) * 60);
    expect((await signIn(t.app, member.email, member.password, '10.34.0.4')).statusCode).toBe(200);
  });

  it('counts 25 wrong passwords sent at once on the OAuth page as exactly 10 failures and 15 lockouts', async () => {
    const member = await merchantWithClient();
    const login = await signInPage(member.client, '10.34.0.5');
    const answers = await Promise.all(Array.from({ length: 25 }, () => login(member.email, WRONG)));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(15).fill(429)]);
    expectError(
      await signIn(t.app, member.email, member.password, '10.34.0.5'),
      429,
      'resource_exhausted',
      MESSAGES.signInLocked,
    );
  });
});

describe('the OAuth sign-in page admits only members of the client’s account', () => {
  it('answers someone of another account with the right password exactly as a wrong password', async () => {
    const member = await merchantWithClient();
    const outsider = await newMerchant(t, { account_name: 'Zeta Perfumes' });
    const login = await signInPage(member.client, '10.34.0.6');
    const right = await login(outsider.email, outsider.password);
    const wrong = await login(outsider.email, WRONG);
    expect(right.statusCode).toBe(401);
    expect(right.body).toContain(WRONG_CREDENTIALS);
    expect(right.body).toBe(wrong.body);
    expect(right.headers['set-cookie']).toEqual(wrong.headers['set-cookie']);
    // Counted as failures too: eight more and the outsider is locked from that address.
    for (let i = 0; i < 8; i += 1) expect((await login(outsider.email, outsider.password)).statusCode).toBe(401);
    expectPageLocked(await login(outsider.email, outsider.password));
    // The member of the client's account goes on from the same page.
    expect((await login(member.email, member.password)).statusCode).toBe(303);
  });
});

describe('the password change checks the current password under the same lockout', () => {
  it('counts wrong current passwords toward the sign-in lock, and refuses the right one once locked', async () => {
    const member = await newMerchant(t);
    const ip = '10.34.0.7';
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: `${PLATFORM}/partner/user`,
        headers: bearer(member.token),
        remoteAddress: ip,
        payload: { password: 'N3w!Passw0rd-x', password_confirmation: 'N3w!Passw0rd-x', current_password: current },
      });
    for (let i = 0; i < 10; i += 1) expect((await change(WRONG)).statusCode).toBe(400);
    expectError(await change(member.password), 429, 'resource_exhausted', MESSAGES.signInLocked);
    expectError(
      await signIn(t.app, member.email, member.password, ip),
      429,
      'resource_exhausted',
      MESSAGES.signInLocked,
    );
  });
});
