import { EMAIL_VERIFICATION_MESSAGES, EMAIL_VERIFICATION_TTL_MINUTES, MESSAGES } from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, staffGrants, users } from '../../db/schema';
import { sha256 } from '../../platform/crypto';
import { createTestApp, json, PLATFORM, type ReceivedMail, signUpAndSignIn, type TestApp } from '../../test/harness';
import { bearer, expectError, lastMailTo, resetCodeIn, resetLinkTokenIn } from '../../test/identity';
import { grantStaffRoleByCommand, settleStaffRoles } from '.';

const STAFF = 'ops.lead@sameday.ae';
const OWNER = 'ops.owner@sameday.ae';
const BY_LINK = 'ops.link@sameday.ae';
const STAFF_ONLY = 'This is for Sameday operations staff only.';
const VERIFY_LINK = /http:\/\/localhost:3000\/verify-email\?token=([A-Za-z0-9_-]+)/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: [STAFF, 'ops.second@sameday.ae', 'ops.third@sameday.ae', OWNER, BY_LINK] });
});
afterAll(async () => t?.close());

const rolesOf = async (token: string) =>
  json<{ roles: string[] }>(await t.app.inject({ method: 'GET', url: `${PLATFORM}/me`, headers: bearer(token) })).roles;

const adminCall = (token: string) =>
  t.app.inject({ method: 'GET', url: `${PLATFORM}/admin/featureflags`, headers: bearer(token) });

const askForLink = (token: string) =>
  t.app.inject({ method: 'POST', url: `${PLATFORM}/identity/email-verification`, headers: bearer(token) });

const confirm = (token: string, linkToken: string) =>
  t.app.inject({
    method: 'POST',
    url: `${PLATFORM}/identity/email-verification/confirm`,
    headers: bearer(token),
    payload: { token: linkToken },
  });

function linkTokenIn(mail: ReceivedMail): string {
  const token = VERIFY_LINK.exec(mail.text)?.[1];
  if (!token) throw new Error(`no verification link in mail: ${mail.text}`);
  return token;
}

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

const grantsOf = async (email: string) =>
  t.database.db
    .select({ role: staffGrants.role, source: staffGrants.source, revokedAt: staffGrants.revokedAt })
    .from(staffGrants)
    .where(eq(staffGrants.userId, (await userRow(email)).id));

const expectLinkRefused = (response: Awaited<ReturnType<typeof confirm>>) =>
  expectError(response, 412, 'failed_precondition', EMAIL_VERIFICATION_MESSAGES.linkInvalid);

describe('ADMIN_EMAILS', () => {
  it('gives a listed address no staff right at sign-up, only once its mailed link is opened', async () => {
    const staff = await signUpAndSignIn(t.app, { email: 'Ops.Lead@sameday.ae' });
    expect(await rolesOf(staff.token)).toEqual([]);
    expectError(await adminCall(staff.token), 403, 'permission_denied', STAFF_ONLY);
    expect(await grantsOf(STAFF)).toEqual([]);

    const mail = lastMailTo(t.mails, STAFF);
    expect(mail.subject).toBe('Verify your Sameday email address');
    const verified = json<{ status: string; email: string; emailVerifiedAt: string }>(
      await confirm(staff.token, linkTokenIn(mail)),
    );
    expect(verified).toMatchObject({ status: 'OK', email: STAFF });
    expect(Number.isNaN(Date.parse(verified.emailVerifiedAt))).toBe(false);

    expect(await rolesOf(staff.token)).toEqual(['admin']);
    expect((await adminCall(staff.token)).statusCode).toBe(200);
    expect(await grantsOf(STAFF)).toEqual([{ role: 'admin', source: 'admin_emails', revokedAt: null }]);
  });

  it('mails nothing at sign-up to an address that is not listed, and its verification grants nothing', async () => {
    const merchant = await signUpAndSignIn(t.app);
    expect(t.mails.filter((mail) => mail.to === merchant.email)).toEqual([]);
    expect(json(await askForLink(merchant.token))).toEqual({ status: 'OK', isSent: true });
    expect((await confirm(merchant.token, linkTokenIn(lastMailTo(t.mails, merchant.email)))).statusCode).toBe(200);
    expect((await userRow(merchant.email)).emailVerifiedAt).toBeInstanceOf(Date);
    expect(await rolesOf(merchant.token)).toEqual([]);
    expectError(await adminCall(merchant.token), 403, 'permission_denied', STAFF_ONLY);
    expect(await grantsOf(merchant.email)).toEqual([]);
  });

  it('stores the link hashed, takes it once, and mails no new one to a verified address', async () => {
    const user = await signUpAndSignIn(t.app);
    await askForLink(user.token);
    const linkToken = linkTokenIn(lastMailTo(t.mails, user.email));
    const rows = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, (await userRow(user.email)).id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(linkToken));
    expect(JSON.stringify(rows)).not.toContain(linkToken);

    expect((await confirm(user.token, linkToken)).statusCode).toBe(200);
    expectLinkRefused(await confirm(user.token, linkToken));
    const mailsBefore = t.mails.length;
    expect(json(await askForLink(user.token))).toEqual({ status: 'OK', isSent: false });
    expect(t.mails.length).toBe(mailsBefore);
  });

  it(`refuses a link once its ${EMAIL_VERIFICATION_TTL_MINUTES / 60} hours are over, and one replaced by a newer link`, async () => {
    const staff = await signUpAndSignIn(t.app, { email: 'ops.second@sameday.ae' });
    const first = linkTokenIn(lastMailTo(t.mails, staff.email));
    await t.database.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerifications.tokenHash, sha256(first)));
    expectLinkRefused(await confirm(staff.token, first));

    await askForLink(staff.token);
    const second = linkTokenIn(lastMailTo(t.mails, staff.email));
    await askForLink(staff.token);
    expectLinkRefused(await confirm(staff.token, second));
    expect((await userRow(staff.email)).emailVerifiedAt).toBeNull();
    expect(await rolesOf(staff.token)).toEqual([]);

    expect((await confirm(staff.token, linkTokenIn(lastMailTo(t.mails, staff.email)))).statusCode).toBe(200);
    expect(await rolesOf(staff.token)).toEqual(['admin']);
  });

  it("cannot verify one's address with another user's link, nor a listed address's link without its password", async () => {
    // A stranger signs up first with a listed address; its owner gets the mail.
    const squatter = await signUpAndSignIn(t.app, { email: 'ops.third@sameday.ae' });
    const ownersLink = linkTokenIn(lastMailTo(t.mails, squatter.email));
    const other = await signUpAndSignIn(t.app);

    // Another user holding the link gets nothing from it, and does not use it up.
    expectLinkRefused(await confirm(other.token, ownersLink));
    expect((await userRow(other.email)).emailVerifiedAt).toBeNull();
    expect((await userRow(squatter.email)).emailVerifiedAt).toBeNull();
    // The link needs the session of the account it was mailed for: opening it signed out proves nothing.
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/email-verification/confirm`,
      payload: { token: ownersLink },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await rolesOf(squatter.token)).toEqual([]);
    expectError(await adminCall(squatter.token), 403, 'permission_denied', STAFF_ONLY);
  });

  it("proves the address by a reset code: the mailbox's reader takes the account, and its staff right", async () => {
    const squatter = await signUpAndSignIn(t.app, { email: OWNER });
    expect(await rolesOf(squatter.token)).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/reset-code`,
      payload: { email: OWNER },
    });
    const code = resetCodeIn(lastMailTo(t.mails, OWNER));
    const reset = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/reset-code/confirm`,
      payload: { email: OWNER, code, password: 'Owner!Passw0rd' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const owner = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/sign-in`,
      payload: { email: OWNER, password: 'Owner!Passw0rd' },
    });
    const { token } = json<{ token: string }>(owner);
    expect(await rolesOf(token)).toEqual(['admin']);
    expect(await grantsOf(OWNER)).toEqual([{ role: 'admin', source: 'admin_emails', revokedAt: null }]);
    // The stranger's password and sessions are gone with the reset.
    const stranger = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/sign-in`,
      payload: { email: OWNER, password: 'Str0ng!Passw0rd' },
    });
    expectError(stranger, 401, 'unauthenticated', MESSAGES.invalidPassword);
    expect((await adminCall(squatter.token)).statusCode).toBe(401);
  });

  it('proves the address by a reset link only once the new password is set from it', async () => {
    const squatter = await signUpAndSignIn(t.app, { email: BY_LINK });
    await t.app.inject({ method: 'POST', url: `${PLATFORM}/customer/forgot_password`, payload: { email: BY_LINK } });
    const opened = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/recovery-session`,
      payload: { token: resetLinkTokenIn(lastMailTo(t.mails, BY_LINK)) },
    });
    const { token } = json<{ token: string }>(opened);
    // Opened but not used: the stranger still holds the account with the old password, so nothing is proven.
    expect((await userRow(BY_LINK)).emailVerifiedAt).toBeNull();
    expect(await rolesOf(squatter.token)).toEqual([]);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `${PLATFORM}/partner/user`,
      headers: bearer(token),
      payload: { password: 'Owner!Passw0rd', password_confirmation: 'Owner!Passw0rd' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await rolesOf(token)).toEqual(['admin']);
    expect(await grantsOf(BY_LINK)).toEqual([{ role: 'admin', source: 'admin_emails', revokedAt: null }]);
    expect((await adminCall(squatter.token)).statusCode).toBe(401);
  });
});

describe('staff roles at start', () => {
  it('takes away an admin role held without a recorded grant, and keeps the recorded ones', async () => {
    const legacy = await signUpAndSignIn(t.app);
    // The role the old sign-up gave to whoever typed a listed address.
    await t.database.db
      .update(users)
      .set({ roles: ['bulk_beta', 'admin'] })
      .where(eq(users.email, legacy.email));
    expect((await adminCall(legacy.token)).statusCode).toBe(200);

    const settled = await settleStaffRoles(t.database.db, t.config.adminEmails);
    expect(settled).toEqual({ removed: 1, granted: 0 });
    expect(await rolesOf(legacy.token)).toEqual(['bulk_beta']);
    expectError(await adminCall(legacy.token), 403, 'permission_denied', STAFF_ONLY);
    expect((await userRow(STAFF)).roles).toEqual(['admin']);
    // A second start changes nothing and records nothing new.
    expect(await settleStaffRoles(t.database.db, t.config.adminEmails)).toEqual({ removed: 0, granted: 0 });
    expect(await grantsOf(STAFF)).toHaveLength(1);
  });

  it('grants a verified listed address at start when its grant was ended, recording a new grant', async () => {
    const staff = await userRow(STAFF);
    await t.database.db.update(staffGrants).set({ revokedAt: sql`now()` }).where(eq(staffGrants.userId, staff.id));
    // The role lost its backing grant, so it goes first; the verified listed address then earns a new one.
    expect(await settleStaffRoles(t.database.db, t.config.adminEmails)).toEqual({ removed: 1, granted: 1 });
    expect((await userRow(STAFF)).roles).toEqual(['admin']);
    expect((await grantsOf(STAFF)).map((grant) => grant.revokedAt === null)).toEqual([false, true]);
  });
});

describe('the roles API', () => {
  it("records the admin role another admin gives, under the giver's name, and ends it when taken back", async () => {
    const admin = await signUpAndSignIn(t.app);
    await grantStaffRoleByCommand(t.database.db, admin.email);
    const adminId = (await userRow(admin.email)).id;
    const candidate = await signUpAndSignIn(t.app);
    const candidateId = (await userRow(candidate.email)).id;
    const roles = `${PLATFORM}/auth/user/${candidateId}/roles`;

    expect(
      (await t.app.inject({ method: 'POST', url: roles, headers: bearer(admin.token), payload: { role: 'admin' } }))
        .statusCode,
    ).toBe(200);
    const [given] = await t.database.db.select().from(staffGrants).where(eq(staffGrants.userId, candidateId));
    expect(given).toMatchObject({ role: 'admin', source: 'staff', grantedBy: adminId, revokedAt: null });
    // A start keeps a role an admin gave.
    await settleStaffRoles(t.database.db, t.config.adminEmails);
    expect(await rolesOf(candidate.token)).toEqual(['admin']);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `${roles}?role=admin`, headers: bearer(admin.token) })).statusCode,
    ).toBe(200);
    const [ended] = await t.database.db.select().from(staffGrants).where(eq(staffGrants.userId, candidateId));
    expect(ended?.revokedBy).toBe(adminId);
    expect(ended?.revokedAt).toBeInstanceOf(Date);
    expectError(await adminCall(candidate.token), 403, 'permission_denied', STAFF_ONLY);
  });
});

describe('npm run staff:grant', () => {
  it('grants an existing user the admin role once, recorded as a command', async () => {
    const merchant = await signUpAndSignIn(t.app);
    const { id } = await userRow(merchant.email);
    expect(await grantStaffRoleByCommand(t.database.db, merchant.email)).toEqual({ status: 'granted', userId: id });
    expect(await grantStaffRoleByCommand(t.database.db, merchant.email)).toEqual({
      status: 'already_staff',
      userId: id,
    });
    expect(await rolesOf(merchant.token)).toEqual(['admin']);
    expect((await adminCall(merchant.token)).statusCode).toBe(200);
    expect(await grantsOf(merchant.email)).toEqual([{ role: 'admin', source: 'command', revokedAt: null }]);
    expect(await settleStaffRoles(t.database.db, t.config.adminEmails)).toEqual({ removed: 0, granted: 0 });
    expect(await rolesOf(merchant.token)).toEqual(['admin']);
    expect(await grantStaffRoleByCommand(t.database.db, 'nobody@example.ae')).toEqual({ status: 'unknown_email' });
  });
});
