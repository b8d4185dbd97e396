import { MESSAGES, RegisterResponseSchema } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, memberships, users } from '../../db/schema';
import { createTestApp, json, PLATFORM, registerBody, type TestApp, uniqueEmail } from '../../test/harness';
import { bearer, expectError, fieldMessage, openSession, signIn, warmPool } from '../../test/identity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const REGISTER = `${PLATFORM}/partner/register`;
const PASSWORD_RULES_BROKEN = 'Password does not meet the rules.';

const postRegister = (payload: Record<string, unknown>, query = '') =>
  t.app.inject({ method: 'POST', url: `${REGISTER}${query}`, payload });

/** Posts a body that breaks one rule and answers the invalid_argument response. */
async function refused(overrides: Record<string, unknown>, omit: string[] = []) {
  const body: Record<string, unknown> = registerBody(overrides);
  for (const key of omit) delete body[key];
  const response = await postRegister(body);
  expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
  return response;
}

async function accountOf(email: string) {
  const [row] = await t.database.db
    .select({ account: accounts, user: users })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.primaryAccountId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

describe('POST /partner/register', () => {
  it('creates a business account, its owner, and answers status OK with the user id', async () => {
    const body = registerBody();
    const response = await postRegister(body);

    expect(response.statusCode).toBe(200);
    const answer = RegisterResponseSchema.parse(json(response));
    expect(answer).toEqual({ status: 'OK', id: expect.any(Number), email: body.email });
    const { account, user } = await accountOf(body.email);
    expect(user.id).toBe(answer.id);
    expect(user.fullName).toBe('Aisha Al Mansoori');
    expect(user.phone).toBe('+971501234567');
    expect(user.passwordHash).not.toContain(body.password);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account).toMatchObject({
      name: 'Mansoori Perfumes',
      clientType: 'business',
      vertical: 'Perfumes',
      ordersPerMonth: '1-100',
      phone: '+971501234567',
    });
    expect(account.signedTermsAt).toBeInstanceOf(Date);
    const owned = await t.database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(owned).toEqual([expect.objectContaining({ accountId: account.id, role: 'owner' })]);
  });

  it('keeps the language the sign-up was made in as the user’s; none when the request names neither', async () => {
    const inArabic = registerBody();
    const arabic = await t.app.inject({
      method: 'POST',
      url: REGISTER,
      payload: inArabic,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(200);
    expect((await accountOf(inArabic.email)).user.language).toBe('ar');

    const unnamed = registerBody();
    const french = await t.app.inject({
      method: 'POST',
      url: REGISTER,
      payload: unnamed,
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(french.statusCode).toBe(200);
    expect((await accountOf(unnamed.email)).user.language).toBeNull();
  });

  it('signs the new user in straight after sign-up', async () => {
    const body = registerBody();
    expect((await postRegister(body)).statusCode).toBe(200);
    expect((await signIn(t.app, body.email, body.password)).statusCode).toBe(200);
  });

  describe('validation: each rule answers invalid_argument with its field in details.fields', () => {
    it('requires full_name', async () => {
      expect(fieldMessage(await refused({}, ['full_name']), 'full_name')).toBe(MESSAGES.required);
      expect(fieldMessage(await refused({ full_name: '   ' }), 'full_name')).toBe(MESSAGES.required);
    });

    it('requires a phone', async () => {
      expect(fieldMessage(await refused({}, ['phone']), 'phone')).toBe(MESSAGES.required);
    });

    it('refuses a phone shorter than 8 digits after +971', async () => {
      const response = await refused({ phone: '+9715012345' });
      expect(fieldMessage(response, 'phone')).toBe(MESSAGES.phoneTooShort);
      expect(json(response).details).toEqual({ fields: [{ field: 'phone', message: MESSAGES.phoneTooShort }] });
    });

    it('accepts a phone of exactly 8 digits after +971', async () => {
      expect((await postRegister(registerBody({ phone: '+97150123456' }))).statusCode).toBe(200);
    });

    it('refuses a phone without the +971 prefix', async () => {
      expect(fieldMessage(await refused({ phone: '0501234567' }), 'phone')).toBe('Phone number must start with +971');
    });

    it('refuses an email that does not match the standard pattern', async () => {
      for (const email of ['aisha', 'aisha@', 'aisha@example', 'ai sha@example.ae', '@example.ae']) {
        expect(fieldMessage(await refused({ email }), 'email')).toBe(MESSAGES.invalidEmail);
      }
    });

    it('requires an email', async () => {
      expect(fieldMessage(await refused({}, ['email']), 'email')).toBe(MESSAGES.required);
    });

    it('refuses a password that breaks any one of the five rules', async () => {
      const breakingOneRule = {
        length: 'Ab1!xyz',
        uppercase: 'str0ng!passw0rd',
        lowercase: 'STR0NG!PASSW0RD',
        number: 'Strong!Password',
        special: 'Str0ngPassw0rd',
      };
      for (const password of Object.values(breakingOneRule)) {
        const response = await refused({ password });
        expect(json(response).details).toEqual({ fields: [{ field: 'password', message: PASSWORD_RULES_BROKEN }] });
      }
    });

    it('requires a password', async () => {
      expect(fieldMessage(await refused({}, ['password']), 'password')).toBe(MESSAGES.required);
      expect(fieldMessage(await refused({ password: '' }), 'password')).toBe(MESSAGES.required);
    });

    it('requires the terms to be signed', async () => {
      expect(fieldMessage(await refused({ signed_terms: false }), 'signed_terms')).toBe(MESSAGES.required);
      expect(fieldMessage(await refused({}, ['signed_terms']), 'signed_terms')).toBe(MESSAGES.required);
    });

    it('requires other_vertical when the vertical is Other', async () => {
      const response = await refused({ vertical: 'Other' });
      expect(json(response).details).toEqual({ fields: [{ field: 'other_vertical', message: MESSAGES.required }] });
      expect((await postRegister(registerBody({ vertical: 'Other', other_vertical: 'Toys' }))).statusCode).toBe(200);
    });

    it('refuses a vertical that is not a product category', async () => {
      expect(fieldMessage(await refused({ vertical: 'Weapons' }), 'vertical')).toBe('Unknown product category');
    });

    it('refuses an orders_per_month that is not one of the options', async () => {
      expect(fieldMessage(await refused({ orders_per_month: '10000' }), 'orders_per_month')).toBe(MESSAGES.required);
    });

    it('lists every broken field at once', async () => {
      const response = await refused({ full_name: '', phone: '+971', email: 'nope', signed_terms: false });
      const fields = (json(response).details as { fields: { field: string }[] }).fields.map((entry) => entry.field);
      expect(fields.sort()).toEqual(['email', 'full_name', 'phone', 'signed_terms']);
    });

    it('creates nothing when the body is refused', async () => {
      const email = uniqueEmail('refused');
      await refused({ email, phone: '+97150' });
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });
  });

  describe('defaults', () => {
    it('uses full_name as account_name when it is missing or empty', async () => {
      for (const overrides of [{ account_name: undefined }, { account_name: '' }]) {
        const body = registerBody({ ...overrides, full_name: 'Omar Haddad' });
        expect((await postRegister(body)).statusCode).toBe(200);
        expect((await accountOf(body.email)).account.name).toBe('Omar Haddad');
      }
    });

    it("uses 'just starting' when orders_per_month is missing", async () => {
      const body = registerBody({ orders_per_month: undefined });
      expect((await postRegister(body)).statusCode).toBe(200);
      expect((await accountOf(body.email)).account.ordersPerMonth).toBe('just starting');
    });

    it("uses the category 'Other' when the vertical is missing", async () => {
      const body = registerBody({ vertical: undefined });
      expect((await postRegister(body)).statusCode).toBe(200);
      expect((await accountOf(body.email)).account.vertical).toBe('Other');
    });
  });

  it("makes a 'Consumer/Personal' sign-up a personal account, seen as clientType personal on GET /account", async () => {
    const body = registerBody({
      vertical: 'Consumer/Personal',
      account_name: 'Aisha Al Mansoori',
      orders_per_month: 'just starting',
    });
    expect((await postRegister(body)).statusCode).toBe(200);
    const { token } = await openSession(t.app, body.email, body.password);

    const response = await t.app.inject({ method: 'GET', url: `${PLATFORM}/account`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      clientType: 'personal',
      vertical: 'Consumer/Personal',
      name: 'Aisha Al Mansoori',
      ordersPerMonth: 'just starting',
    });
  });

  it('makes any other sign-up a business account', async () => {
    const body = registerBody();
    expect((await postRegister(body)).statusCode).toBe(200);
    const { token } = await openSession(t.app, body.email, body.password);
    const response = await t.app.inject({ method: 'GET', url: `${PLATFORM}/account`, headers: bearer(token) });
    expect(json(response).clientType).toBe('business');
  });

  it('refuses an email already registered, whatever its case, with already_exists on the email field', async () => {
    const body = registerBody();
    expect((await postRegister(body)).statusCode).toBe(200);

    for (const email of [body.email, body.email.toUpperCase()]) {
      const response = await postRegister(registerBody({ email }));
      const error = expectError(response, 409, 'already_exists', MESSAGES.emailTaken);
      expect(error.details).toEqual({ fields: [{ field: 'email', message: MESSAGES.emailTaken }] });
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
  });

  it('lets only one of two simultaneous sign-ups with one email through', async () => {
    const email = uniqueEmail('race');
    await warmPool(t.database.db, 2);
    const [first, second] = await Promise.all([
      postRegister(registerBody({ email })),
      postRegister(registerBody({ email })),
    ]);
    const statuses = [first?.statusCode, second?.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first?.statusCode === 409 ? first : second;
    if (!loser) throw new Error('no response');
    expectError(loser, 409, 'already_exists', MESSAGES.emailTaken);
  });

  it('stores the UTM query of the sign-up on the account', async () => {
    const body = registerBody();
    const query = '?utm_source=google&utm_medium=cpc&utm_campaign=ramadan&utm_term=courier&utm_content=banner-1';
    expect((await postRegister(body, query)).statusCode).toBe(200);
    expect((await accountOf(body.email)).account.utm).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'ramadan',
      utm_term: 'courier',
      utm_content: 'banner-1',
    });
  });

  it('stores an empty UTM record when the query has none', async () => {
    const body = registerBody();
    expect((await postRegister(body)).statusCode).toBe(200);
    expect((await accountOf(body.email)).account.utm).toEqual({});
  });

  it('accepts a password of 128+ characters and never truncates it', async () => {
    const password = `Aa1!${'long-passphrase-'.repeat(12)}`;
    expect(password.length).toBeGreaterThanOrEqual(128);
    const body = registerBody({ password });
    expect((await postRegister(body)).statusCode).toBe(200);

    expect((await signIn(t.app, body.email, password)).statusCode).toBe(200);
    expectError(
      await signIn(t.app, body.email, password.slice(0, 72)),
      401,
      'unauthenticated',
      MESSAGES.invalidPassword,
    );
    expectError(
      await signIn(t.app, body.email, password.slice(0, -1)),
      401,
      'unauthenticated',
      MESSAGES.invalidPassword,
    );
  });

  it('answers invalid_argument when the body is not an object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: REGISTER,
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
  });
});
