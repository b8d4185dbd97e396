import {
  ACCESS_TOKEN_TTL_SECONDS,
  MESSAGES,
  SIGN_IN_LOCK_MINUTES,
  TOKEN_TEMPLATE,
  TokenResponseSchema,
} from '@sameday/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures, users } from '../../db/schema';
import { createTestApp, json, PLATFORM, type TestApp } from '../../test/harness';
import { bearer, expectError, getPartnerUser, register, signIn } from '../../test/identity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const identifier = (email: unknown) =>
  t.app.inject({ method: 'POST', url: `${PLATFORM}/identity/identifier`, payload: { email } });

describe('POST /identity/identifier (login step one)', () => {
  it('accepts a known email with status OK', async () => {
    const { email } = await register(t.app);
    const response = await identifier(email);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'OK' });
  });

  it('accepts a known email typed in another case or with spaces around it', async () => {
    const { email } = await register(t.app);
    expect((await identifier(`  ${email.toUpperCase()} `)).statusCode).toBe(200);
  });

  it("answers not_found 'Email not found' for an unknown email", async () => {
    expectError(await identifier('nobody@example.ae'), 404, 'not_found', MESSAGES.emailNotFound);
  });

  it('refuses a malformed email with a field error', async () => {
    const response = await identifier('not-an-email');
    const error = expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(error.details.fields).toEqual([{ field: 'email', message: MESSAGES.invalidEmail }]);
  });
});

describe('POST /identity/sign-in', () => {
  it('answers the access token of template dispatch and sets the httpOnly refresh cookie', async () => {
    const { email, password } = await register(t.app);
    const before = Date.now();
    const response = await signIn(t.app, email, password);

    expect(response.statusCode).toBe(200);
    const body = TokenResponseSchema.strict().parse(json(response));
    expect(body.template).toBe(TOKEN_TEMPLATE);
    expect(body.template).toBe('dispatch');
    const expiresAt = new Date(body.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThan(before + (ACCESS_TOKEN_TTL_SECONDS - 5) * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);

    const cookie = response.cookies.find((c) => c.name === 'sameday_refresh');
    expect(cookie).toBeDefined();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.path).toBe('/api/platform/identity');
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.maxAge).toBe(30 * 86_400);
    expect(response.body).not.toContain(cookie?.value);

    expect((await getPartnerUser(t.app, body.token)).statusCode).toBe(200);
  });

  it('opens a new session, with its own secret, at each sign-in', async () => {
    const { email, password } = await register(t.app);
    const first = await signIn(t.app, email, password);
    const second = await signIn(t.app, email, password);
    const secretOf = (r: typeof first) => r.cookies.find((c) => c.name === 'sameday_refresh')?.value;
    expect(secretOf(first)).not.toBe(secretOf(second));
    expect(json(first).token).not.toBe(json(second).token);
  });

  it("refuses a wrong password with unauthenticated 'Invalid password' and sets no cookie", async () => {
    const { email } = await register(t.app);
    const response = await signIn(t.app, email, 'Wr0ng!Password');
    const error = expectError(response, 401, 'unauthenticated', MESSAGES.invalidPassword);
    expect(error.details.fields).toEqual([{ field: 'password', message: MESSAGES.invalidPassword }]);
    expect(response.cookies.find((c) => c.name === 'sameday_refresh')).toBeUndefined();
  });

  it('checks the password as typed: no trimming, case matters', async () => {
    const { email, password } = await register(t.app);
    expectError(await signIn(t.app, email, ` ${password}`), 401, 'unauthenticated', MESSAGES.invalidPassword);
    expectError(await signIn(t.app, email, password.toLowerCase()), 401, 'unauthenticated', MESSAGES.invalidPassword);
  });

  it("answers 'Email not found' for an unknown email", async () => {
    const response = await signIn(t.app, 'ghost@example.ae', 'Str0ng!Passw0rd');
    expectError(response, 404, 'not_found', MESSAGES.emailNotFound);
    expect(response.cookies.find((c) => c.name === 'sameday_refresh')).toBeUndefined();
  });

  it('requires the email and the password', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${PLATFORM}/identity/sign-in`, payload: {} });
    const error = expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(error.details.fields).toEqual([
      { field: 'email', message: MESSAGES.required },
      { field: 'password', message: MESSAGES.required },
    ]);
  });
});

describe('sign-in lockout (10 consecutive failures from one IP)', () => {
  const failFrom = async (email: string, ip: string, times: number) => {
    for (let i = 0; i < times; i += 1) {
      expectError(await signIn(t.app, email, 'Wr0ng!Password', ip), 401, 'unauthenticated', MESSAGES.invalidPassword);
    }
  };

  it('locks the account from that IP: the 11th attempt, even with the right password, gets resource_exhausted', async () => {
    const { email, password } = await register(t.app);
    await failFrom(email, '10.0.0.1', 10);

    const response = await signIn(t.app, email, password, '10.0.0.1');
    const error = expectError(response, 429, 'resource_exhausted', MESSAGES.signInLocked);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan((SIGN_IN_LOCK_MINUTES - 1) * 60);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LOCK_MINUTES * 60);
    expect(error.details.retryAfterSeconds).toBe(retryAfter);
    expect(response.cookies.find((c) => c.name === 'sameday_refresh')).toBeUndefined();
  });

  it('does not lock after 9 failures', async () => {
    const { email, password } = await register(t.app);
    await failFrom(email, '10.0.0.2', 9);
    expect((await signIn(t.app, email, password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('still lets the account sign in from another IP', async () => {
    const { email, password } = await register(t.app);
    await failFrom(email, '10.0.0.3', 10);
    expect((await signIn(t.app, email, password, '10.0.0.3')).statusCode).toBe(429);

    const elsewhere = await signIn(t.app, email, password, '10.0.0.4');
    expect(elsewhere.statusCode).toBe(200);
    expect((await getPartnerUser(t.app, json<{ token: string }>(elsewhere).token)).statusCode).toBe(200);
  });

  it('does not lock other accounts from the same IP', async () => {
    const victim = await register(t.app);
    const neighbour = await register(t.app);
    await failFrom(victim.email, '10.0.0.5', 10);
    expect((await signIn(t.app, neighbour.email, neighbour.password, '10.0.0.5')).statusCode).toBe(200);
  });

  it('resets the count after a successful sign-in', async () => {
    const { email, password } = await register(t.app);
    await failFrom(email, '10.0.0.6', 9);
    expect((await signIn(t.app, email, password, '10.0.0.6')).statusCode).toBe(200);
    await failFrom(email, '10.0.0.6', 9);
    expect((await signIn(t.app, email, password, '10.0.0.6')).statusCode).toBe(200);
  });

  it('answers a wrong password during the lock with the lock too, without checking it', async () => {
    const { email } = await register(t.app);
    await failFrom(email, '10.0.0.8', 10);
    expectError(
      await signIn(t.app, email, 'Wr0ng!Password', '10.0.0.8'),
      429,
      'resource_exhausted',
      MESSAGES.signInLocked,
    );
  });

  it('lifts the lock once its 15 minutes are over, and counts failures afresh', async () => {
    const { email, password } = await register(t.app);
    await failFrom(email, '10.0.0.9', 10);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const expireLock = () =>
      t.database.db
        .update(signInFailures)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(and(eq(signInFailures.userId, user?.id ?? -1), eq(signInFailures.ip, '10.0.0.9')));

    await expireLock();
    expect((await signIn(t.app, email, password, '10.0.0.9')).statusCode).toBe(200);

    await failFrom(email, '10.0.0.9', 10);
    await expireLock();
    await failFrom(email, '10.0.0.9', 9);
    expect((await signIn(t.app, email, password, '10.0.0.9')).statusCode).toBe(200);
  });

  it('checks no more than 10 of 24 wrong passwords sent at once, then refuses the right one', async () => {
    const { email, password } = await register(t.app);
    const attempts = await Promise.all(
      Array.from({ length: 24 }, () => signIn(t.app, email, 'Wr0ng!Password', '10.0.1.1')),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(14).fill(429)]);
    expectError(await signIn(t.app, email, password, '10.0.1.1'), 429, 'resource_exhausted', MESSAGES.signInLocked);
  });

  it('counts 25 wrong passwords at once as 10 failures and 15 refusals', async () => {
    const { email } = await register(t.app);
    const attempts = await Promise.all(
      Array.from({ length: 25 }, () => signIn(t.app, email, 'Wr0ng!Password', '10.0.1.2')),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(15).fill(429)]);
  });

  it('keeps an existing session usable while the account is locked from an IP', async () => {
    const { email, password } = await register(t.app);
    const session = await signIn(t.app, email, password, '10.0.0.7');
    await failFrom(email, '10.0.0.7', 10);
    const token = json<{ token: string }>(session).token;
    const response = await t.app.inject({ method: 'GET', url: `${PLATFORM}/me`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
  });
});
