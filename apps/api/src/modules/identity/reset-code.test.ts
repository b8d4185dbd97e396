import { MESSAGES, RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MINUTES } from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetCodes, users } from '../../db/schema';
import { createTestApp, json, PLATFORM, type TestApp } from '../../test/harness';
import {
  dumpEveryTable,
  expectError,
  getPartnerUser,
  lastMailTo,
  openSession,
  refresh,
  register,
  resetCodeIn,
  signIn,
  userIdOf,
  warmPool,
} from '../../test/identity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'N3w!Passphrase';

const requestCode = (email: string) =>
  t.app.inject({ method: 'POST', url: `${PLATFORM}/identity/reset-code`, payload: { email } });

const confirm = (email: string, code: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: `${PLATFORM}/identity/reset-code/confirm`, payload: { email, code, password } });

function expectCodeRefused(response: Awaited<ReturnType<typeof confirm>>) {
  const error = expectError(response, 400, 'invalid_argument', MESSAGES.resetCodeInvalid);
  expect(error.details.fields).toEqual([{ field: 'code', message: MESSAGES.resetCodeInvalid }]);
}

/** Registers a user and asks a code for them; answers the code read from the mail. */
async function userWithCode() {
  const user = await register(t.app);
  const response = await requestCode(user.email);
  expect(response.statusCode).toBe(200);
  return { ...user, code: resetCodeIn(lastMailTo(t.mails, user.email)) };
}

/** A six-digit code other than `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function codeRowsOf(email: string) {
  const userId = await userIdOf(t.database.db, email);
  return t.database.db.select().from(resetCodes).where(eq(resetCodes.userId, userId));
}

describe('POST /identity/reset-code', () => {
  it('mails a six-digit code over SMTP to the user', async () => {
    const user = await register(t.app);
    const response = await requestCode(user.email);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'OK' });

    const mail = lastMailTo(t.mails, user.email);
    const code = resetCodeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain(code);
    expect(mail.text).toContain(`valid for ${RESET_CODE_TTL_MINUTES} minutes`);
    expect(response.body).not.toContain(code);
  });

  it("answers 'Email not found' for an unknown email and sends nothing", async () => {
    const before = t.mails.length;
    const response = await requestCode('unknown-user@example.ae');
    const error = expectError(response, 404, 'not_found', MESSAGES.emailNotFound);
    expect(error.status).toBe('NOTFOUND');
    expect(t.mails.length).toBe(before);
  });

  it('keeps the code valid for 10 minutes', async () => {
    const { email } = await userWithCode();
    const [row] = await codeRowsOf(email);
    expect(row).toBeDefined();
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBe(RESET_CODE_TTL_MINUTES * 60_000);
  });

  it('stores the code only as a keyed digest: no row of any table contains it', async () => {
    const { email, code } = await userWithCode();
    const [row] = await codeRowsOf(email);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);

    // The code standing alone, not as a chance run of digits inside a hex digest or a phone number.
    const standalone = new RegExp(`(?<![0-9a-fA-F])${code}(?![0-9a-fA-F])`);
    for (const { table, rows } of await dumpEveryTable(t.database.db)) {
      expect(standalone.test(rows), `table ${table} holds the code`).toBe(false);
    }
  });
});

describe('POST /identity/reset-code/confirm', () => {
  it('resets the password with the right code: the new one signs in, the old one no longer does', async () => {
    const { email, password, code } = await userWithCode();
    const response = await confirm(email, code);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'OK' });

    expectError(await signIn(t.app, email, password), 401, 'unauthenticated', MESSAGES.invalidPassword);
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong code and keeps the old password', async () => {
    const { email, password, code } = await userWithCode();
    expectCodeRefused(await confirm(email, otherCode(code)));
    expect((await signIn(t.app, email, password)).statusCode).toBe(200);
  });

  it('refuses a reused reset code', async () => {
    const { email, code } = await userWithCode();
    expect((await confirm(email, code)).statusCode).toBe(200);
    expectCodeRefused(await confirm(email, code, 'An0ther!Passphrase'));
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts exactly one of several simultaneous submits of the same code', async () => {
    const { email, code } = await userWithCode();
    const passwords = Array.from({ length: 8 }, (_, i) => `Rac3!Passphrase-${i}`);
    await warmPool(t.database.db, passwords.length);
    const responses = await Promise.all(passwords.map((password) => confirm(email, code, password)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(passwords.length - 1);
    for (const loser of responses.filter((response) => response.statusCode === 400)) expectCodeRefused(loser);

    const winner = passwords[responses.findIndex((response) => response.statusCode === 200)] ?? '';
    expect((await signIn(t.app, email, winner)).statusCode).toBe(200);
    for (const other of passwords.filter((password) => password !== winner)) {
      expect((await signIn(t.app, email, other)).statusCode).toBe(401);
    }
  });

  it('refuses the code once its 10 minutes are over', async () => {
    const { email, password, code } = await userWithCode();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(resetCodes)
      .set({
        createdAt: sql`${resetCodes.createdAt} - make_interval(mins => ${RESET_CODE_TTL_MINUTES}, secs => 1)`,
        expiresAt: sql`${resetCodes.expiresAt} - make_interval(mins => ${RESET_CODE_TTL_MINUTES}, secs => 1)`,
      })
      .where(eq(resetCodes.userId, user?.id ?? -1));

    expectCodeRefused(await confirm(email, code));
    expect((await signIn(t.app, email, password)).statusCode).toBe(200);
  });

  it('still takes the code just before its 10 minutes are over', async () => {
    const { email, code } = await userWithCode();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(resetCodes)
      .set({ expiresAt: sql`now() + interval '5 seconds'` })
      .where(eq(resetCodes.userId, user?.id ?? -1));
    expect((await confirm(email, code)).statusCode).toBe(200);
  });

  it(`burns the code after ${RESET_CODE_MAX_ATTEMPTS} wrong tries: the right code then fails`, async () => {
    const { email, password, code } = await userWithCode();
    for (let i = 0; i < RESET_CODE_MAX_ATTEMPTS; i += 1) expectCodeRefused(await confirm(email, otherCode(code)));

    expectCodeRefused(await confirm(email, code));
    expect((await signIn(t.app, email, password)).statusCode).toBe(200);
  });

  it(`still takes the right code after ${RESET_CODE_MAX_ATTEMPTS - 1} wrong tries`, async () => {
    const { email, code } = await userWithCode();
    for (let i = 0; i < RESET_CODE_MAX_ATTEMPTS - 1; i += 1) expectCodeRefused(await confirm(email, otherCode(code)));
    expect((await confirm(email, code)).statusCode).toBe(200);
  });

  it('replaces the earlier code when a new one is asked for', async () => {
    const { email, code: first } = await userWithCode();
    expect((await requestCode(email)).statusCode).toBe(200);
    const second = resetCodeIn(lastMailTo(t.mails, email));
    // One chance in a million that both draws are equal: then there is nothing to tell apart.
    if (first !== second) expectCodeRefused(await confirm(email, first));
    expect((await confirm(email, second)).statusCode).toBe(200);
  });

  it("does not let one user's code reset another user's password", async () => {
    const owner = await userWithCode();
    const victim = await register(t.app);
    expectCodeRefused(await confirm(victim.email, owner.code));
    expect((await signIn(t.app, victim.email, victim.password)).statusCode).toBe(200);
  });

  it('answers the same refusal for an unknown email', async () => {
    expectCodeRefused(await confirm('nobody-here@example.ae', '123456'));
  });

  it('refuses a weak new password and keeps the code usable', async () => {
    const { email, code } = await userWithCode();
    const response = await confirm(email, code, 'weakpass');
    const error = expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(error.details.fields).toEqual([{ field: 'password', message: 'Password does not meet the rules.' }]);
    expect((await confirm(email, code)).statusCode).toBe(200);
  });

  it('requires a code of six digits', async () => {
    const { email } = await userWithCode();
    const response = await confirm(email, '12ab');
    const error = expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(error.details.fields).toEqual([{ field: 'code', message: 'The code has 6 digits.' }]);
  });

  it('ends every session of the user', async () => {
    const { email, password, code } = await userWithCode();
    const laptop = await openSession(t.app, email, password);
    const phone = await openSession(t.app, email, password);

    expect((await confirm(email, code)).statusCode).toBe(200);

    for (const session of [laptop, phone]) {
      expectError(await getPartnerUser(t.app, session.token), 401, 'unauthenticated', MESSAGES.sessionExpired);
      expectError(await refresh(t.app, session.cookie), 401, 'unauthenticated', MESSAGES.sessionExpired);
    }
  });

  it('lifts a sign-in lockout of the user', async () => {
    const { email, password, code } = await userWithCode();
    for (let i = 0; i < 10; i += 1) await signIn(t.app, email, 'Wr0ng!Password', '10.9.9.9');
    expect((await signIn(t.app, email, password, '10.9.9.9')).statusCode).toBe(429);
    expect((await confirm(email, code)).statusCode).toBe(200);
    expect((await signIn(t.app, email, NEW_PASSWORD, '10.9.9.9')).statusCode).toBe(200);
  });
});
