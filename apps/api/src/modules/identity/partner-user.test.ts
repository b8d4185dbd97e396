import { AccountSchema, MESSAGES, UserSchema } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, memberships, users } from '../../db/schema';
import { createTestApp, json, PLATFORM, type TestApp } from '../../test/harness';
import {
  bearer,
  expectError,
  getPartnerUser,
  NOT_VALID,
  openSession,
  refresh,
  register,
  signIn,
} from '../../test/identity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'Ch4nged!Passphrase';
const WRONG_CURRENT = 'Your current password is not correct.';
const SIGN_IN_TO_CONTINUE = 'Sign in to continue.';

const putPartnerUser = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `${PLATFORM}/partner/user`, headers: bearer(token), payload });

async function signedInUser(overrides: Record<string, unknown> = {}) {
  const user = await register(t.app, overrides);
  return { ...user, ...(await openSession(t.app, user.email, user.password)) };
}

describe('PUT /partner/user', () => {
  it("refuses passwords that differ with 'Passwords do not match' on both fields and in errorDetail", async () => {
    const user = await signedInUser();
    const response = await putPartnerUser(user.token, {
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}x`,
      current_password: user.password,
    });
    const error = expectError(response, 400, 'invalid_argument', NOT_VALID);
    expect(error.details.fields).toEqual([
      { field: 'password', message: MESSAGES.passwordsDoNotMatch },
      { field: 'password_confirmation', message: MESSAGES.passwordsDoNotMatch },
    ]);
    expect(error.errorDetail).toBe(MESSAGES.passwordsDoNotMatch);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a weak password, with errorDetail set', async () => {
    const user = await signedInUser();
    for (const weak of ['short1!', 'alllowercase1!', 'NoDigits!!', 'N0special1']) {
      const response = await putPartnerUser(user.token, {
        password: weak,
        password_confirmation: weak,
        current_password: user.password,
      });
      const error = expectError(response, 400, 'invalid_argument', NOT_VALID);
      expect(error.details.fields).toEqual([{ field: 'password', message: 'Password does not meet the rules.' }]);
      expect(error.errorDetail).toBe('Password does not meet the rules.');
    }
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('requires both fields', async () => {
    const user = await signedInUser();
    const error = expectError(await putPartnerUser(user.token, {}), 400, 'invalid_argument', NOT_VALID);
    expect(error.details.fields).toEqual([
      { field: 'password', message: MESSAGES.required },
      { field: 'password_confirmation', message: MESSAGES.required },
    ]);
    expect(error.errorDetail).toBe(MESSAGES.required);
  });

  it('asks a full session for the current password', async () => {
    const user = await signedInUser();
    for (const current of [undefined, 'Wr0ng!Password']) {
      const response = await putPartnerUser(user.token, {
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        ...(current ? { current_password: current } : {}),
      });
      const error = expectError(response, 400, 'invalid_argument', WRONG_CURRENT);
      expect(error.details.fields).toEqual([{ field: 'current_password', message: WRONG_CURRENT }]);
      expect(error.errorDetail).toBe(WRONG_CURRENT);
    }
    expectError(await signIn(t.app, user.email, NEW_PASSWORD), 401, 'unauthenticated', MESSAGES.invalidPassword);
  });

  it('changes the password from a full session given the current one, ending only the other sessions', async () => {
    const user = await signedInUser();
    const other = await openSession(t.app, user.email, user.password);

    const response = await putPartnerUser(user.token, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      current_password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(UserSchema.parse(json(response)).email).toBe(user.email);

    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await signIn(t.app, user.email, user.password), 401, 'unauthenticated', MESSAGES.invalidPassword);
    expect((await getPartnerUser(t.app, user.token)).statusCode).toBe(200);
    expect((await refresh(t.app, user.cookie)).statusCode).toBe(200);
    expectError(await getPartnerUser(t.app, other.token), 401, 'unauthenticated', MESSAGES.sessionExpired);
    expectError(await refresh(t.app, other.cookie), 401, 'unauthenticated', MESSAGES.sessionExpired);
  });

  it('lets a user with a temporary password set a new one without the current one, clearing the flag', async () => {
    const user = await register(t.app);
    await t.database.db.update(users).set({ temporaryPassword: true }).where(eq(users.email, user.email));
    const session = await openSession(t.app, user.email, user.password);
    expect(json(await getPartnerUser(t.app, session.token)).temporaryPassword).toBe(true);

    const response = await putPartnerUser(session.token, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).temporaryPassword).toBe(false);
    expect(json(await getPartnerUser(t.app, session.token)).temporaryPassword).toBe(false);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers unauthenticated without a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${PLATFORM}/partner/user`,
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expectError(response, 401, 'unauthenticated', SIGN_IN_TO_CONTINUE);
  });
});

describe('GET /partner/user, /me and /account', () => {
  it("answer the spec's user fields", async () => {
    const user = await signedInUser({ full_name: 'Aisha Al Mansoori', phone: '+971501234567' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));

    for (const path of ['/partner/user', '/me']) {
      const response = await t.app.inject({ method: 'GET', url: `${PLATFORM}${path}`, headers: bearer(user.token) });
      expect(response.statusCode).toBe(200);
      const body = UserSchema.parse(json(response));
      expect(body).toMatchObject({
        id: row?.id,
        email: user.email,
        fullname: 'Aisha Al Mansoori',
        firstname: 'Aisha',
        lastname: 'Al Mansoori',
        mobile: '+971501234567',
        businessName: 'Mansoori Perfumes',
        roles: [],
        temporaryPassword: false,
        isContactUser: false,
        isParentAccount: true,
        isAlshayaaAccount: false,
        businessAccounts: [],
        salesforceId: row?.salesforceId,
        regionCode: 'uae.dubai',
        region: { code: 'uae.dubai', isUnitedArabEmirates: true },
      });
      expect(Number.isInteger(body.id)).toBe(true);
      expect(body.salesforceId).toMatch(/^SF[A-Za-z0-9]+$/);
      expect(JSON.stringify(body)).not.toMatch(/password_?hash|argon2/i);
    }
  });

  it('answers the roles of the user', async () => {
    const user = await signedInUser();
    await t.database.db
      .update(users)
      .set({ roles: ['reports_beta', 'bulk_beta'] })
      .where(eq(users.email, user.email));
    expect(json(await getPartnerUser(t.app, user.token)).roles).toEqual(['reports_beta', 'bulk_beta']);
  });

  it('makes a member of another business account a contact user, listing that account', async () => {
    const user = await signedInUser();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    await t.database.db.insert(accounts).values({
      id: 'acc_contact_test',
      name: 'Dubai Dates Co',
      clientType: 'business',
      vertical: 'Fresh Food',
      ordersPerMonth: '101-500',
      phone: '+971509999999',
    });
    await t.database.db
      .insert(memberships)
      .values({ userId: row?.id ?? -1, accountId: 'acc_contact_test', role: 'member' });

    const me = UserSchema.parse(json(await getPartnerUser(t.app, user.token)));
    expect(me.isContactUser).toBe(true);
    expect(me.businessAccounts).toEqual([{ id: 'acc_contact_test', name: 'Dubai Dates Co' }]);
    const account = await t.app.inject({ method: 'GET', url: `${PLATFORM}/account`, headers: bearer(user.token) });
    expect(AccountSchema.parse(json(account)).businessAccounts).toEqual([
      { id: 'acc_contact_test', name: 'Dubai Dates Co' },
    ]);
  });

  it('answers the active account with its user on GET /account', async () => {
    const user = await signedInUser({ vertical: 'Electronics', orders_per_month: '500+' });
    const response = await t.app.inject({ method: 'GET', url: `${PLATFORM}/account`, headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    const account = AccountSchema.parse(json(response));
    expect(account).toMatchObject({
      name: 'Mansoori Perfumes',
      clientType: 'business',
      vertical: 'Electronics',
      ordersPerMonth: '500+',
      businessAccounts: [],
    });
    expect(account.user.email).toBe(user.email);
  });

  it.each(['/partner/user', '/me', '/account'])(
    'GET %s answers unauthenticated without a usable token',
    async (path) => {
      const url = `${PLATFORM}${path}`;
      expectError(await t.app.inject({ method: 'GET', url }), 401, 'unauthenticated', SIGN_IN_TO_CONTINUE);
      expectError(
        await t.app.inject({ method: 'GET', url, headers: { authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' } }),
        401,
        'unauthenticated',
        SIGN_IN_TO_CONTINUE,
      );
      expectError(
        await t.app.inject({ method: 'GET', url, headers: bearer('not.a.jwt') }),
        401,
        'unauthenticated',
        MESSAGES.sessionExpired,
      );
    },
  );
});
