import { Writable } from 'node:stream';
import { ACCESS_TOKEN_TTL_SECONDS, MESSAGES } from '@sameday/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets } from '../../db/schema';
import { createTestApp, json, PLATFORM, refreshCookieOf, type TestApp } from '../../test/harness';
import {
  bearer,
  expectError,
  getPartnerUser,
  lastMailTo,
  openSession,
  refresh,
  register,
  resetCodeIn,
  resetLinkTokenIn,
  signIn,
} from '../../test/identity';

/** Every log line the app writes, at trace level. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    callback();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace' }, { logStream });
});
afterAll(async () => t?.close());

const secretOf = (cookie: string | undefined) => (cookie ?? '').replace(/^sameday_refresh=/, '');

describe('no secret reaches the logs', () => {
  it('logs none of the passwords, reset codes, link tokens, refresh secrets or access tokens of the identity flows', async () => {
    const secrets: string[] = [];
    const keep = (...values: (string | undefined)[]) => {
      for (const value of values) {
        expect(value, 'a secret the flow should have produced').toBeTruthy();
        secrets.push(value as string);
      }
    };

    // Sign-up, a failed and a good sign-in, a refresh.
    const user = await register(t.app);
    keep(user.password);
    await signIn(t.app, user.email, 'Wr0ng!Guess-Password');
    keep('Wr0ng!Guess-Password');
    const session = await openSession(t.app, user.email, user.password);
    keep(session.token, secretOf(session.cookie));
    const refreshed = await refresh(t.app, session.cookie);
    keep(json<{ token: string }>(refreshed).token, secretOf(refreshCookieOf(refreshed)));

    // Reset code, with one wrong try first.
    await t.app.inject({ method: 'POST', url: `${PLATFORM}/identity/reset-code`, payload: { email: user.email } });
    const code = resetCodeIn(lastMailTo(t.mails, user.email));
    keep(code);
    const codePassword = 'C0de!Reset-Password';
    keep(codePassword);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/reset-code/confirm`,
      payload: { email: user.email, code: wrongCode, password: codePassword },
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/reset-code/confirm`,
      payload: { email: user.email, code, password: codePassword },
    });
    expect(confirmed.statusCode).toBe(200);

    // Reset link, its recovery session, the password change and the sign-out.
    await t.app.inject({ method: 'POST', url: `${PLATFORM}/customer/forgot_password`, payload: { email: user.email } });
    const linkToken = resetLinkTokenIn(lastMailTo(t.mails, user.email));
    keep(linkToken);
    // A link opened with its token in the query string, as a browser might send it.
    await t.app.inject({ method: 'GET', url: `/api/platform/password-recovery?token=${linkToken}` });
    const recovery = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/recovery-session`,
      payload: { token: linkToken },
    });
    expect(recovery.statusCode).toBe(200);
    const recoveryToken = json<{ token: string }>(recovery).token;
    keep(recoveryToken, secretOf(refreshCookieOf(recovery)));
    const linkPassword = 'L1nk!Reset-Password';
    keep(linkPassword);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${PLATFORM}/partner/user`,
      headers: bearer(recoveryToken),
      payload: { password: linkPassword, password_confirmation: linkPassword },
    });
    expect(changed.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/sign-out`,
      headers: { ...bearer(recoveryToken), cookie: refreshCookieOf(recovery) ?? '' },
    });

    // The generated signing key and code pepper are secrets too.
    for (const row of await t.database.db.select().from(appSecrets)) keep(row.value);

    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.some((line) => line.includes('/identity/reset-code/confirm'))).toBe(true);
    expect(logLines.some((line) => line.includes('sign-in failed'))).toBe(true);
    for (const secret of secrets) {
      const leaking = logLines.filter((line) => line.includes(secret));
      expect(leaking, `a log line holds the secret ${secret.slice(0, 4)}…`).toEqual([]);
    }
  });
});

describe('access tokens on the HTTP API', () => {
  const forged = async (alter: (jwt: SignJWT) => SignJWT, key: Uint8Array, alg = 'HS256') => {
    const user = await register(t.app);
    const { token } = await openSession(t.app, user.email, user.password);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    return alter(new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' })).sign(key);
  };
  const signingKey = async () => {
    const rows = await t.database.db.select().from(appSecrets);
    return new TextEncoder().encode(rows.find((row) => row.name === 'jwt_signing_key')?.value ?? '');
  };

  it('accepts a token signed with the right key the way the platform signs (control)', async () => {
    const token = await forged((jwt) => jwt, await signingKey());
    expect((await getPartnerUser(t.app, token)).statusCode).toBe(200);
  });

  it("refuses a token with alg 'none'", async () => {
    const user = await register(t.app);
    const { token } = await openSession(t.app, user.email, user.password);
    const [, payload] = token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const unsigned of [`${header}.${payload}.`, `${header}.${payload}`]) {
      expectError(await getPartnerUser(t.app, unsigned), 401, 'unauthenticated', MESSAGES.sessionExpired);
    }
  });

  it('refuses a token signed with another algorithm, even with the right key', async () => {
    const token = await forged((jwt) => jwt, await signingKey(), 'HS512');
    expectError(await getPartnerUser(t.app, token), 401, 'unauthenticated', MESSAGES.sessionExpired);
  });

  it('refuses a token signed with another key', async () => {
    const token = await forged((jwt) => jwt, new TextEncoder().encode('x'.repeat(64)));
    expectError(await getPartnerUser(t.app, token), 401, 'unauthenticated', MESSAGES.sessionExpired);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const user = await register(t.app);
    const { token } = await openSession(t.app, user.email, user.password);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const raised = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) })).toString(
      'base64url',
    );
    expectError(
      await getPartnerUser(t.app, `${header}.${raised}.${signature}`),
      401,
      'unauthenticated',
      MESSAGES.sessionExpired,
    );
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - ACCESS_TOKEN_TTL_SECONDS - 60;
    const token = await forged(
      (jwt) => jwt.setIssuedAt(past).setExpirationTime(past + ACCESS_TOKEN_TTL_SECONDS),
      await signingKey(),
    );
    expectError(await getPartnerUser(t.app, token), 401, 'unauthenticated', MESSAGES.sessionExpired);
  });
});

describe('the error shape outside the routes', () => {
  it('answers not_found in the error shape for an unknown API route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/platform/no-such-thing?token=abc' });
    const error = expectError(response, 404, 'not_found', 'No route for GET /api/platform/no-such-thing');
    expect(error.details).toEqual({});
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers not_found for a known path with an unknown method', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: `${PLATFORM}/partner/register` });
    expectError(response, 404, 'not_found', 'No route for DELETE /api/platform/partner/register');
  });

  it('answers invalid_argument for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/sign-in`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.ae", "password": ',
    });
    const error = expectError(response, 400, 'invalid_argument', 'The request could not be read.');
    expect(error.details).toEqual({});
    expect(response.body).not.toMatch(/stack|at .*\.js/);
  });

  it('answers invalid_argument with status 415 for a content type it does not read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/sign-in`,
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.ae</email>',
    });
    expectError(response, 415, 'invalid_argument', 'The request must be sent as JSON.');
  });

  it('answers invalid_argument for a plain-text body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/sign-in`,
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.ae',
    });
    expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
  });
});
