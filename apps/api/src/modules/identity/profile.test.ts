import { MESSAGES, USER_VERSION_HEADER, UserSchema, userVersionNotSupported } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { createTestApp, PLATFORM, type TestApp } from '../../test/harness';
import { bearer, expectError, NOT_VALID, openSession, refresh, register } from '../../test/identity';
import { call, ok } from '../../test/teams';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function signedInUser() {
  const user = await register(t.app);
  return { ...user, ...(await openSession(t.app, user.email, user.password)) };
}

const getUser = (path: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${PLATFORM}${path}`, headers: { ...bearer(token), ...headers } });

describe('the user calls: /partner/user, /me and /courier/user', () => {
  it('answer the same user, with the courier fields of the spec left empty', async () => {
    const user = await signedInUser();
    const answers = [];
    for (const path of ['/partner/user', '/me', '/courier/user']) {
      const response = await getUser(path, user.token);
      expect(response.statusCode, response.body).toBe(200);
      answers.push(UserSchema.parse(response.json()));
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({
      inQueue: false,
      pushId: null,
      gcmToken: null,
      mobileVerificationRequired: false,
      waypointConstraintWindowMinutes: null,
    });
  });

  it('read the version header: the version served is answered, an unknown one refused', async () => {
    const user = await signedInUser();
    for (const path of ['/partner/user', '/me', '/courier/user']) {
      const served = await getUser(path, user.token, { [USER_VERSION_HEADER]: 'v1' });
      expect(served.statusCode).toBe(200);
      expect(served.headers[USER_VERSION_HEADER]).toBe('v1');
      // An older client sends none: it is served the current version.
      expect((await getUser(path, user.token)).headers[USER_VERSION_HEADER]).toBe('v1');
      const refused = await getUser(path, user.token, { [USER_VERSION_HEADER]: 'v9' });
      const error = expectError(refused, 412, 'failed_precondition', userVersionNotSupported('v9'));
      // Its id and values beside the English, so the dashboard says it in Arabic (decision 053).
      expect(error.details.messageText).toEqual({ id: 'userVersion.notSupported', values: { version: 'v9' } });
    }
  });
});

describe('POST /partner/user/onboarding/complete', () => {
  it('clears isNewUser: a new user is new until the tour ends', async () => {
    const user = await signedInUser();
    expect(ok<{ isNewUser: boolean }>(await call(t.app, 'GET', '/partner/user', user.token)).isNewUser).toBe(true);
    const answered = ok<{ isNewUser: boolean }>(
      await call(t.app, 'POST', '/partner/user/onboarding/complete', user.token),
    );
    expect(answered.isNewUser).toBe(false);
    expect(ok<{ isNewUser: boolean }>(await call(t.app, 'GET', '/partner/user', user.token)).isNewUser).toBe(false);
    // Ending the tour again changes nothing.
    expect(ok(await call(t.app, 'POST', '/partner/user/onboarding/complete', user.token)).isNewUser).toBe(false);
  });
});

describe('PATCH /partner/user (profile)', () => {
  it("changes the user's own name and phone, and nothing of another user", async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const before = ok<{ fullname: string; mobile: string }>(await call(t.app, 'GET', '/partner/user', other.token));
    const changed = ok(
      await call(t.app, 'PATCH', '/partner/user', user.token, {
        full_name: '  Mariam Al Falasi ',
        phone: '+971 55 123 4567',
      }),
    );
    expect(changed).toEqual({ email: user.email, fullname: 'Mariam Al Falasi', mobile: '+971551234567' });
    expect(ok(await call(t.app, 'GET', '/partner/user', user.token))).toMatchObject({
      fullname: 'Mariam Al Falasi',
      firstname: 'Mariam',
      lastname: 'Al Falasi',
      mobile: '+971551234567',
    });
    expect(ok(await call(t.app, 'GET', '/partner/user', other.token))).toMatchObject(before);
  });

  it('names each field that is not valid', async () => {
    const user = await signedInUser();
    const response = await call(t.app, 'PATCH', '/partner/user', user.token, { full_name: ' ', phone: '+97150' });
    const error = expectError(response, 400, 'invalid_argument', NOT_VALID);
    expect(error.details.fields).toEqual([
      { field: 'full_name', message: MESSAGES.required },
      { field: 'phone', message: MESSAGES.phoneTooShort },
    ]);
  });

  it('needs a session', async () => {
    const response = await call(t.app, 'PATCH', '/partner/user', undefined, {
      full_name: 'X Y',
      phone: '+971501234567',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /partner/user from a signed-in session (change password)', () => {
  it('ends every other session and keeps this one', async () => {
    const user = await register(t.app);
    const here = await openSession(t.app, user.email, user.password);
    const elsewhere = await openSession(t.app, user.email, user.password);
    const password = 'Fresh!Passw0rd-22';
    ok(
      await call(t.app, 'PUT', '/partner/user', here.token, {
        current_password: user.password,
        password,
        password_confirmation: password,
      }),
    );
    expect((await refresh(t.app, here.cookie)).statusCode).toBe(200);
    expect((await refresh(t.app, elsewhere.cookie)).statusCode).toBe(401);
  });
});

describe('rate limits of the signed-in changes', () => {
  it('limits password changes and profile changes per IP', async () => {
    const limited = await createTestApp({
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        passwordChange: { max: 2, timeWindow: 60_000 },
        profileChange: { max: 2, timeWindow: 60_000 },
      },
    });
    try {
      const user = await register(limited.app);
      const { token } = await openSession(limited.app, user.email, user.password);
      const put = () =>
        limited.app.inject({
          method: 'PUT',
          url: `${PLATFORM}/partner/user`,
          headers: bearer(token),
          payload: {
            current_password: 'Wr0ng!Password',
            password: 'N3w!Password',
            password_confirmation: 'N3w!Password',
          },
        });
      const patch = () =>
        limited.app.inject({
          method: 'PATCH',
          url: `${PLATFORM}/partner/user`,
          headers: bearer(token),
          payload: { full_name: 'Ali Hassan', phone: '+971501234567' },
        });
      expect((await put()).statusCode).toBe(400);
      expect((await put()).statusCode).toBe(400);
      expectError(await put(), 429, 'resource_exhausted', MESSAGES.tooManyRequests);
      expect((await patch()).statusCode).toBe(200);
      expect((await patch()).statusCode).toBe(200);
      expectError(await patch(), 429, 'resource_exhausted', MESSAGES.tooManyRequests);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe('PUT /me/language: the dashboard language follows the user', () => {
  it('starts unset, is kept once chosen, and is refused for a language we do not speak', async () => {
    const user = await signedInUser();
    expect(UserSchema.parse(ok(await getUser('/me', user.token))).language).toBeNull();

    const chosen = UserSchema.parse(ok(await call(t.app, 'PUT', '/me/language', user.token, { language: 'ar' })));
    expect(chosen.language).toBe('ar');
    // A second browser signs in: the user's choice is there, whichever session asks.
    const other = await openSession(t.app, user.email, user.password);
    expect(UserSchema.parse(ok(await getUser('/partner/user', other.token))).language).toBe('ar');

    const refused = await call(t.app, 'PUT', '/me/language', user.token, { language: 'fr' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe('invalid_argument');
    expect(UserSchema.parse(ok(await getUser('/me', user.token))).language).toBe('ar');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'PUT', url: `${PLATFORM}/me/language`, payload: { language: 'en' } });
    expect(response.statusCode).toBe(401);
  });
});
