import { MESSAGES } from '@sameday/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { createTestApp, PLATFORM, registerBody, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';

const TWO_PER_MINUTE = { max: 2, timeWindow: 60_000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      signUp: TWO_PER_MINUTE,
      forgotPassword: TWO_PER_MINUTE,
      resetCode: TWO_PER_MINUTE,
      resetConfirm: TWO_PER_MINUTE,
    },
  });
});
afterAll(async () => t?.close());

let ipCounter = 0;
/** A fresh client address per test, so no test spends another's allowance. */
const freshIp = () => {
  ipCounter += 1;
  return `192.0.2.${ipCounter}`;
};

function expectRateLimited(response: LightMyRequestResponse) {
  const error = expectError(response, 429, 'resource_exhausted', MESSAGES.tooManyRequests);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(error.details.retryAfterSeconds).toBe(retryAfter);
}

const post = (url: string, payload: unknown, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `${PLATFORM}${url}`, payload: payload as object, remoteAddress });

/** Registers a user from an address of its own, leaving every test's allowance untouched. */
async function newUser() {
  const body = registerBody();
  expect((await post('/partner/register', body, freshIp())).statusCode).toBe(200);
  return body;
}

describe('per-IP rate limits of the identity endpoints', () => {
  it('limits sign-ups per IP, counting refused ones too', async () => {
    const ip = freshIp();
    expect((await post('/partner/register', registerBody(), ip)).statusCode).toBe(200);
    expect((await post('/partner/register', registerBody({ phone: '+971' }), ip)).statusCode).toBe(400);
    expectRateLimited(await post('/partner/register', registerBody(), ip));
  });

  it('keeps counting another IP separately', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i += 1) await post('/partner/register', registerBody({ phone: '+971' }), ip);
    expectRateLimited(await post('/partner/register', registerBody(), ip));
    expect((await post('/partner/register', registerBody(), freshIp())).statusCode).toBe(200);
  });

  it('limits forgot_password per IP, known email or not', async () => {
    const ip = freshIp();
    const user = await newUser();
    expect((await post('/customer/forgot_password', { email: user.email }, ip)).statusCode).toBe(200);
    expect((await post('/customer/forgot_password', { email: 'nobody@example.ae' }, ip)).statusCode).toBe(404);
    const mailsBefore = t.mails.length;
    expectRateLimited(await post('/customer/forgot_password', { email: user.email }, ip));
    expect(t.mails.length).toBe(mailsBefore);
  });

  it('limits reset-code requests per IP', async () => {
    const ip = freshIp();
    const user = await newUser();
    for (let i = 0; i < 2; i += 1)
      expect((await post('/identity/reset-code', { email: user.email }, ip)).statusCode).toBe(200);
    expectRateLimited(await post('/identity/reset-code', { email: user.email }, ip));
  });

  it('limits reset-code guesses per IP', async () => {
    const ip = freshIp();
    const user = await newUser();
    const guess = { email: user.email, code: '000000', password: 'N3w!Passphrase' };
    for (let i = 0; i < 2; i += 1) expect((await post('/identity/reset-code/confirm', guess, ip)).statusCode).toBe(400);
    expectRateLimited(await post('/identity/reset-code/confirm', guess, ip));
  });

  it('limits recovery-session attempts per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/identity/recovery-session', { token: `guess-${i}` }, ip)).statusCode).toBe(412);
    }
    expectRateLimited(await post('/identity/recovery-session', { token: 'guess-3' }, ip));
  });

  it('leaves routes without a limit alone', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await post('/identity/token', {}, ip)).statusCode).toBe(401);
  });
});
