import { AccountSchema, MESSAGES, RESET_LINK_TTL_MINUTES, TokenResponseSchema, UserSchema } from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinks, sessions, users } from '../../db/schema';
import { createTestApp, json, PLATFORM, refreshCookieOf, type TestApp } from '../../test/harness';
import {
  bearer,
  dumpEveryTable,
  expectError,
  getPartnerUser,
  lastMailTo,
  openSession,
  RESET_LINK_PATTERN,
  refresh,
  register,
  resetLinkTokenIn,
  signIn,
  userIdOf,
  warmPool,
} from '../../test/identity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'L1nk!Passphrase';

const forgotPassword = (email: string) =>
  t.app.inject({ method: 'POST', url: `${PLATFORM}/customer/forgot_password`, payload: { email } });

const openRecovery = (token: string) =>
  t.app.inject({ method: 'POST', url: `${PLATFORM}/identity/recovery-session`, payload: { token } });

const changePassword = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `${PLATFORM}/partner/user`, headers: bearer(token), payload });

/** Registers a user and mails them a reset link; answers the link's token. */
async function userWithLink() {
  const user = await register(t.app);
  expect((await forgotPassword(user.email)).statusCode).toBe(200);
  return { ...user, linkToken: resetLinkTokenIn(lastMailTo(t.mails, user.email)) };
}

async function linkRowsOf(email: string) {
  const userId = await userIdOf(t.database.db, email);
  return t.database.db.select().from(resetLinks).where(eq(resetLinks.userId, userId));
}

const expectLinkRefused = (response: Awaited<ReturnType<typeof openRecovery>>) =>
  expectError(response, 412, 'failed_precondition', MESSAGES.resetLinkInvalid);

describe('POST /customer/forgot_password', () => {
  it("answers not_found with status 'NOTFOUND' and 'Email not found' for an unknown email", async () => {
    const before = t.mails.length;
    const response = await forgotPassword('who-is-this@example.ae');
    const error = expectError(response, 404, 'not_found', MESSAGES.emailNotFound);
    expect(error.status).toBe('NOTFOUND');
    expect(error.details).toEqual({});
    expect(t.mails.length).toBe(before);
  });

  it('mails a link to /password-recovery carrying a token of at least 128 bits', async () => {
    const user = await register(t.app);
    const response = await forgotPassword(user.email);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'OK' });

    const mail = lastMailTo(t.mails, user.email);
    expect(mail.text).toMatch(RESET_LINK_PATTERN);
    const token = resetLinkTokenIn(mail);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(response.body).not.toContain(token);
  });

  it('mails a new, different token each time', async () => {
    const user = await userWithLink();
    expect((await forgotPassword(user.email)).statusCode).toBe(200);
    expect(resetLinkTokenIn(lastMailTo(t.mails, user.email))).not.toBe(user.linkToken);
  });

  it('keeps the link valid for 60 minutes and stores only its digest', async () => {
    const { email, linkToken } = await userWithLink();
    const [row] = await linkRowsOf(email);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(RESET_LINK_TTL_MINUTES * 60_000);
    for (const { table, rows } of await dumpEveryTable(t.database.db)) {
      expect(rows.includes(linkToken), `table ${table} holds the link token`).toBe(false);
    }
  });
});

describe('POST /identity/recovery-session', () => {
  it('opens a session from the link that reads the partner user and the account, flagged temporaryPassword', async () => {
    const { email, linkToken } = await userWithLink();
    const response = await openRecovery(linkToken);
    expect(response.statusCode).toBe(200);
    const { token } = TokenResponseSchema.parse(json(response));
    expect(refreshCookieOf(response)).toBeDefined();

    const user = await getPartnerUser(t.app, token);
    expect(user.statusCode).toBe(200);
    // The flag sends the web to /password-recovery (spec: sign-in completion).
    expect(UserSchema.parse(json(user))).toMatchObject({ email, temporaryPassword: true });
    const account = await t.app.inject({ method: 'GET', url: `${PLATFORM}/account`, headers: bearer(token) });
    expect(account.statusCode).toBe(200);
    expect(AccountSchema.parse(json(account)).user).toMatchObject({ email, temporaryPassword: true });
  });

  it('opens a restricted session, made a full one by the password change', async () => {
    const { linkToken } = await userWithLink();
    const { token } = json<{ token: string }>(await openRecovery(linkToken));
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string };
    const kindOfSession = async () =>
      (await t.database.db.select({ kind: sessions.kind }).from(sessions).where(eq(sessions.id, sid)))[0]?.kind;
    expect(await kindOfSession()).toBe('recovery');

    expect(
      (await changePassword(token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect(await kindOfSession()).toBe('full');
  });

  it('lets the session set a new password without the current one', async () => {
    const { email, password, linkToken } = await userWithLink();
    const { token } = json<{ token: string }>(await openRecovery(linkToken));

    const response = await changePassword(token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(UserSchema.parse(json(response)).temporaryPassword).toBe(false);
    expect(json(await getPartnerUser(t.app, token)).temporaryPassword).toBe(false);

    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await signIn(t.app, email, password), 401, 'unauthenticated', MESSAGES.invalidPassword);
    expect((await getPartnerUser(t.app, token)).statusCode).toBe(200);
  });

  it('ends every other session of the user when the password is changed from the link', async () => {
    const { email, password, linkToken } = await userWithLink();
    const laptop = await openSession(t.app, email, password);
    const recovery = await openRecovery(linkToken);
    const { token } = json<{ token: string }>(recovery);

    expect(
      (await changePassword(token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode,
    ).toBe(200);

    expectError(await getPartnerUser(t.app, laptop.token), 401, 'unauthenticated', MESSAGES.sessionExpired);
    expectError(await refresh(t.app, laptop.cookie), 401, 'unauthenticated', MESSAGES.sessionExpired);
    expect((await getPartnerUser(t.app, token)).statusCode).toBe(200);
    expect((await refresh(t.app, refreshCookieOf(recovery))).statusCode).toBe(200);
  });

  it('refuses a link used a second time with failed_precondition', async () => {
    const { linkToken } = await userWithLink();
    expect((await openRecovery(linkToken)).statusCode).toBe(200);
    const again = await openRecovery(linkToken);
    expectLinkRefused(again);
    expect(refreshCookieOf(again)).toBeUndefined();
  });

  it('opens at most one session when the link is used twice at once', async () => {
    const { linkToken } = await userWithLink();
    await warmPool(t.database.db, 2);
    const responses = await Promise.all([openRecovery(linkToken), openRecovery(linkToken)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 412]);
  });

  it('refuses a link once its 60 minutes are over', async () => {
    const { email, linkToken } = await userWithLink();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(resetLinks)
      .set({
        createdAt: sql`${resetLinks.createdAt} - make_interval(mins => ${RESET_LINK_TTL_MINUTES}, secs => 1)`,
        expiresAt: sql`${resetLinks.expiresAt} - make_interval(mins => ${RESET_LINK_TTL_MINUTES}, secs => 1)`,
      })
      .where(eq(resetLinks.userId, user?.id ?? -1));
    expectLinkRefused(await openRecovery(linkToken));
  });

  it('still takes a link just before its 60 minutes are over', async () => {
    const { email, linkToken } = await userWithLink();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(resetLinks)
      .set({ expiresAt: sql`now() + interval '5 seconds'` })
      .where(eq(resetLinks.userId, user?.id ?? -1));
    expect((await openRecovery(linkToken)).statusCode).toBe(200);
  });

  it('refuses a token that was never issued', async () => {
    expectLinkRefused(await openRecovery('bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtbm90LWF0LWFsbA'));
  });

  it('requires the token', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${PLATFORM}/identity/recovery-session`, payload: {} });
    const error = expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(error.details.fields).toEqual([{ field: 'token', message: expect.any(String) }]);
  });
});
