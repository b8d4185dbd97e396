import { timingSafeEqual } from 'node:crypto';
import {
  type Account,
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_TTL_MINUTES,
  MESSAGES,
  PERSONAL_VERTICAL,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
  type RegisterBodySchema,
  type RegisterQuery,
  SIGN_IN_LOCK_AFTER_FAILURES,
  SIGN_IN_LOCK_MINUTES,
  TOKEN_TEMPLATE,
  type TokenResponse,
  type User,
  VERIFY_EMAIL_ROUTE,
  type VerifyEmailResponse,
} from '@sameday/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accounts, emailVerifications, memberships, resetCodes, resetLinks, sessions, users } from '../../db/schema';
import type { Caller } from '../../platform/auth';
import {
  decoyPasswordHash,
  hashPassword,
  hmacSha256,
  randomDigits,
  randomId,
  randomSecret,
  sha256,
  verifyPassword,
} from '../../platform/crypto';
import { AppError, invalidArgument } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import type { TokenSigner } from '../../platform/tokens';
import { grantStaffRoleIfEntitled } from '../permissions';
import * as q from './queries';

export type IdentityDeps = {
  db: Db;
  signer: TokenSigner;
  mailer: Mailer;
  config: Config;
  /** Key of the reset-code HMAC: a leaked table alone does not give the codes away. */
  codePepper: string;
  log: FastifyBaseLogger;
};

/** How long a replaced refresh secret still mints tokens: two tabs refreshing at once both survive. */
const REFRESH_GRACE_SECONDS = 30;
const SESSION_IDLE_DAYS = 30;

export type SignedIn = { refreshSecret: string; access: TokenResponse };

const emailNotFound = () => new AppError('not_found', MESSAGES.emailNotFound, { status: 'NOTFOUND' });
const resetCodeInvalid = () =>
  invalidArgument([{ field: 'code', message: MESSAGES.resetCodeInvalid }], MESSAGES.resetCodeInvalid);

function splitName(fullName: string): { firstname: string; lastname: string } {
  const [firstname = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstname, lastname: rest.join(' ') };
}

export async function register(
  db: Db,
  body: z.output<typeof RegisterBodySchema>,
  query: RegisterQuery,
): Promise<{ status: 'OK'; id: number; email: string }> {
  if (await q.findUserByEmail(db, body.email)) {
    throw new AppError('already_exists', MESSAGES.emailTaken, {
      details: { fields: [{ field: 'email', message: MESSAGES.emailTaken }] },
    });
  }
  const passwordHash = await hashPassword(body.password);
  const isPersonal = body.vertical === PERSONAL_VERTICAL;
  const accountId = randomId('acc');
  try {
    const user = await db.transaction(async (tx) => {
      await tx.insert(accounts).values({
        id: accountId,
        name: body.account_name,
        clientType: isPersonal ? 'personal' : 'business',
        vertical: body.vertical,
        otherVertical: body.other_vertical ?? null,
        ordersPerMonth: body.orders_per_month,
        phone: body.phone,
        utm: query,
        signedTermsAt: new Date(),
      });
      const [created] = await tx
        .insert(users)
        .values({
          gid: randomId('usr'),
          email: body.email,
          fullName: body.full_name,
          phone: body.phone,
          passwordHash,
          salesforceId: `SF${randomSecret(9)
            .replace(/[^A-Za-z0-9]/g, 'X')
            .slice(0, 15)}`,
          primaryAccountId: accountId,
        })
        .returning();
      if (!created) throw new Error('user not created');
      await tx.insert(memberships).values({ userId: created.id, accountId, role: 'owner' });
      return created;
    });
    return { status: 'OK', id: user.id, email: user.email };
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides.
    if (await q.findUserByEmail(db, body.email)) {
      throw new AppError('already_exists', MESSAGES.emailTaken, {
        details: { fields: [{ field: 'email', message: MESSAGES.emailTaken }] },
      });
    }
    throw error;
  }
}

export async function checkIdentifier(deps: IdentityDeps, email: string): Promise<{ status: 'OK' }> {
  if (!(await q.findUserByEmail(deps.db, email))) throw emailNotFound();
  return { status: 'OK' };
}

async function startSession(
  deps: IdentityDeps,
  user: q.UserRow,
  kind: 'full' | 'recovery',
  userAgent: string | undefined,
): Promise<SignedIn> {
  const sessionId = randomId('ses');
  const refreshSecret = randomSecret(32);
  // Open the account the user last worked in, while they still belong to it.
  const lastAccount =
    user.lastAccountId && (await q.findMembershipsOfUser(deps.db, user.id)).find((m) => m.id === user.lastAccountId);
  const accountId = lastAccount ? lastAccount.id : user.primaryAccountId;
  await deps.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: sessionId,
      userId: user.id,
      activeAccountId: accountId,
      kind,
      userAgent: userAgent?.slice(0, 300),
    });
    await q.insertRefreshToken(tx, sessionId, sha256(refreshSecret));
  });
  const access = await mintAccess(deps, { userId: user.id, sessionId, accountId });
  return { refreshSecret, access };
}

export async function mintAccess(
  deps: IdentityDeps,
  claims: { userId: number; sessionId: string; accountId: string },
): Promise<TokenResponse> {
  const { token, expiresAt } = await deps.signer.mint(claims);
  return { token, expiresAt: expiresAt.toISOString(), template: TOKEN_TEMPLATE };
}

function lockedError(lockedUntil: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
  return new AppError('resource_exhausted', MESSAGES.signInLocked, {
    details: { retryAfterSeconds: retryAfter },
    headers: { 'retry-after': String(retryAfter) },
  });
}

export async function signIn(
  deps: IdentityDeps,
  input: { email: string; password: string; ip: string; userAgent: string | undefined },
): Promise<SignedIn> {
  const user = await q.findUserByEmail(deps.db, input.email);
  if (!user) {
    await verifyPassword(await decoyPasswordHash(), input.password);
    throw emailNotFound();
  }
  const attempt = await q.claimSignInAttempt(
    deps.db,
    user.id,
    input.ip,
    SIGN_IN_LOCK_AFTER_FAILURES,
    SIGN_IN_LOCK_MINUTES,
  );
  if (attempt.lockedUntil && attempt.lockedUntil > new Date()) throw lockedError(attempt.lockedUntil);

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await q.lockAfterFailure(deps.db, user.id, input.ip, SIGN_IN_LOCK_AFTER_FAILURES, SIGN_IN_LOCK_MINUTES);
    deps.log.warn({ userId: user.id, failures: attempt.attempts }, 'sign-in failed');
    throw new AppError('unauthenticated', MESSAGES.invalidPassword, {
      details: { fields: [{ field: 'password', message: MESSAGES.invalidPassword }] },
    });
  }
  await q.clearSignInFailures(deps.db, user.id, input.ip);
  return startSession(deps, user, 'full', input.userAgent);
}

/**
 * Template dispatch: mints a fresh access token from the refresh secret and
 * rotates the secret. A secret replaced moments ago (another tab refreshing at
 * the same time) still mints, without rotating again; an older one is a replay
 * and ends the session.
 */
export async function mintFromRefresh(
  deps: IdentityDeps,
  refreshSecret: string | undefined,
): Promise<{ access: TokenResponse; refreshSecret?: string }> {
  if (!refreshSecret) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  const tokenHash = sha256(refreshSecret);
  const row = await q.findRefreshToken(deps.db, tokenHash);
  if (!row || row.revokedAt) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  if (row.lastUsedAt.getTime() < Date.now() - SESSION_IDLE_DAYS * 86_400_000) {
    await q.revokeSession(deps.db, row.sessionId, 'idle');
    throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  }
  const claims = { userId: row.userId, sessionId: row.sessionId, accountId: row.activeAccountId };

  const rotated = await deps.db.transaction(async (tx) => {
    if (!(await q.claimRefreshToken(tx, tokenHash))) return undefined;
    const next = randomSecret(32);
    await q.insertRefreshToken(tx, row.sessionId, sha256(next));
    await tx.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
    return next;
  });
  if (rotated) return { access: await mintAccess(deps, claims), refreshSecret: rotated };

  const replaced = await q.findRefreshToken(deps.db, tokenHash);
  const replacedAt = replaced?.replacedAt?.getTime() ?? 0;
  if (replaced && !replaced.revokedAt && replacedAt > Date.now() - REFRESH_GRACE_SECONDS * 1000) {
    return { access: await mintAccess(deps, claims) };
  }
  await q.revokeSession(deps.db, row.sessionId, 'refresh_reuse');
  deps.log.warn({ sessionId: row.sessionId }, 'refresh secret replayed: session revoked');
  throw new AppError('unauthenticated', MESSAGES.sessionExpired);
}

export async function signOut(
  deps: IdentityDeps,
  refreshSecret: string | undefined,
  caller: Caller | undefined,
): Promise<void> {
  if (caller) await q.revokeSession(deps.db, caller.sessionId, 'sign_out');
  if (refreshSecret) {
    const row = await q.findRefreshToken(deps.db, sha256(refreshSecret));
    if (row) await q.revokeSession(deps.db, row.sessionId, 'sign_out');
  }
}

function codeDigest(deps: IdentityDeps, userId: number, code: string): string {
  return hmacSha256(deps.codePepper, `${userId}:${code}`);
}

/** The login's forgot-password step: a six-digit code, mailed, valid 10 minutes. */
export async function sendResetCode(deps: IdentityDeps, email: string): Promise<{ status: 'OK' }> {
  const user = await q.findUserByEmail(deps.db, email);
  if (!user) throw emailNotFound();
  const code = randomDigits(RESET_CODE_LENGTH);
  await deps.db.transaction(async (tx) => {
    // A new code replaces any earlier one.
    await tx
      .update(resetCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(resetCodes.userId, user.id), isNull(resetCodes.usedAt)));
    await tx.insert(resetCodes).values({
      id: randomId('rc'),
      userId: user.id,
      codeHash: codeDigest(deps, user.id, code),
      expiresAt: sql`now() + make_interval(mins => ${RESET_CODE_TTL_MINUTES})`,
    });
  });
  await deps.mailer.send({
    to: user.email,
    subject: `Your Sameday reset code: ${code}`,
    text: [
      `Hello ${splitName(user.fullName).firstname},`,
      '',
      `Your code to reset your Sameday password is ${code}.`,
      `It is valid for ${RESET_CODE_TTL_MINUTES} minutes and can be used once.`,
      '',
      'If you did not ask for it, you can ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
  return { status: 'OK' };
}

async function setPassword(deps: IdentityDeps, userId: number, password: string, keepSessionId?: string) {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, temporaryPassword: false, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await q.revokeOtherSessions(tx, userId, 'password_changed', keepSessionId);
    await q.clearSignInFailures(tx, userId);
  });
}

export async function resetWithCode(
  deps: IdentityDeps,
  input: { email: string; code: string; password: string },
): Promise<{ status: 'OK' }> {
  const user = await q.findUserByEmail(deps.db, input.email);
  if (!user) throw resetCodeInvalid();
  const [current] = await deps.db
    .select()
    .from(resetCodes)
    .where(
      and(
        eq(resetCodes.userId, user.id),
        isNull(resetCodes.usedAt),
        gt(resetCodes.expiresAt, sql`now()`),
        lt(resetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(resetCodes.createdAt))
    .limit(1);
  if (!current) throw resetCodeInvalid();

  const expected = Buffer.from(current.codeHash, 'hex');
  const given = Buffer.from(codeDigest(deps, user.id, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await deps.db
      .update(resetCodes)
      .set({
        attempts: sql`${resetCodes.attempts} + 1`,
        usedAt: sql`case when ${resetCodes.attempts} + 1 >= ${RESET_CODE_MAX_ATTEMPTS} then now() else null end`,
      })
      .where(and(eq(resetCodes.id, current.id), isNull(resetCodes.usedAt)));
    throw resetCodeInvalid();
  }
  // Single use, also when two submits race: only one update finds the code unused.
  const claimed = await deps.db
    .update(resetCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(resetCodes.id, current.id), isNull(resetCodes.usedAt)))
    .returning({ id: resetCodes.id });
  if (claimed.length !== 1) throw resetCodeInvalid();
  await setPassword(deps, user.id, input.password);
  // The code was read in the mailbox, and the new password ended every other session:
  // only the mailbox's reader holds the account now, so the address is proven.
  await markEmailVerified(deps, user.id, user.email);
  return { status: 'OK' };
}

/** POST {platform}/customer/forgot_password: mails a single-use link valid 60 minutes. */
export async function sendResetLink(deps: IdentityDeps, email: string): Promise<{ status: 'OK' }> {
  const user = await q.findUserByEmail(deps.db, email);
  if (!user) throw emailNotFound();
  const secret = randomSecret(32);
  await deps.db.insert(resetLinks).values({
    tokenHash: sha256(secret),
    userId: user.id,
    expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_TTL_MINUTES})`,
  });
  const link = `${deps.config.publicUrl}/password-recovery?token=${secret}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Sameday password',
    text: [
      `Hello ${splitName(user.fullName).firstname},`,
      '',
      'Open this link to choose a new password for your Sameday account:',
      link,
      '',
      `The link works once and for ${RESET_LINK_TTL_MINUTES} minutes.`,
      'If you did not ask for it, you can ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
  return { status: 'OK' };
}

/** Opens the session of a reset link: it can only change the password. */
export async function openRecoverySession(
  deps: IdentityDeps,
  token: string,
  userAgent: string | undefined,
): Promise<SignedIn> {
  const [link] = await deps.db
    .update(resetLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(resetLinks.tokenHash, sha256(token)), isNull(resetLinks.usedAt), gt(resetLinks.expiresAt, sql`now()`)),
    )
    .returning({ userId: resetLinks.userId });
  if (!link) throw new AppError('failed_precondition', MESSAGES.resetLinkInvalid);
  const user = await q.findUserById(deps.db, link.userId);
  if (!user) throw new AppError('failed_precondition', MESSAGES.resetLinkInvalid);
  return startSession(deps, user, 'recovery', userAgent);
}

const verificationLinkInvalid = () => new AppError('failed_precondition', EMAIL_VERIFICATION_MESSAGES.linkInvalid);

/**
 * Mails a single-use verification link (valid 24 hours) to the user's address; a new
 * link replaces any earlier one. Only the SHA-256 digest of its token is stored. An
 * address proven already gets no mail.
 */
export async function sendEmailVerification(
  deps: IdentityDeps,
  userId: number,
): Promise<{ status: 'OK'; isSent: boolean }> {
  const user = await q.findUserById(deps.db, userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  if (user.emailVerifiedAt) return { status: 'OK', isSent: false };
  const secret = randomSecret(32);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(emailVerifications)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
    await tx.insert(emailVerifications).values({
      tokenHash: sha256(secret),
      userId: user.id,
      email: user.email,
      expiresAt: sql`now() + make_interval(mins => ${EMAIL_VERIFICATION_TTL_MINUTES})`,
    });
  });
  const link = `${deps.config.publicUrl}${VERIFY_EMAIL_ROUTE}?token=${secret}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Verify your Sameday email address',
    text: [
      `Hello ${splitName(user.fullName).firstname},`,
      '',
      'Open this link to confirm that this email address is yours:',
      link,
      '',
      `The link works once and for ${EMAIL_VERIFICATION_TTL_MINUTES / 60} hours.`,
      'If you did not ask for it, you can ignore this mail.',
    ].join('\n'),
  });
  return { status: 'OK', isSent: true };
}

/**
 * The end of a verification link. It proves the address only for the signed-in user
 * it was mailed to: whoever reads the mailbox must also hold the account's password.
 * Otherwise a stranger who signed up with someone else's address would get it
 * verified the moment its owner clicked the mail. A token of another user changes
 * nothing, and stays unused.
 */
export async function verifyEmail(deps: IdentityDeps, caller: Caller, token: string): Promise<VerifyEmailResponse> {
  const [link] = await deps.db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerifications.tokenHash, sha256(token)),
        eq(emailVerifications.userId, caller.userId),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
  if (!link) throw verificationLinkInvalid();
  const verifiedAt = await markEmailVerified(deps, link.userId, link.email);
  if (!verifiedAt) throw verificationLinkInvalid();
  return { status: 'OK', email: link.email, emailVerifiedAt: verifiedAt.toISOString() };
}

/**
 * Records that the user proved `email` (a verification link, a reset code or link),
 * while it is still their address, then hands over to the staff rule of ADMIN_EMAILS.
 */
async function markEmailVerified(deps: IdentityDeps, userId: number, email: string): Promise<Date | undefined> {
  const [verified] = await deps.db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ emailVerifiedAt: users.emailVerifiedAt });
  if (!verified?.emailVerifiedAt) return undefined;
  const granted = await grantStaffRoleIfEntitled(deps.db, deps.config.adminEmails, { userId });
  if (granted > 0) deps.log.info({ userId }, 'operations staff (admin role) granted: verified ADMIN_EMAILS address');
  return verified.emailVerifiedAt;
}

/**
 * PUT {platform}/partner/user. A restricted session (temporary password or reset
 * link) sets the password directly; a full session must also give the current one.
 */
export async function changePassword(
  deps: IdentityDeps,
  caller: Caller,
  input: { password: string; currentPassword?: string },
): Promise<User> {
  const user = await q.findUserById(deps.db, caller.userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  if (!caller.isRestricted) {
    if (!input.currentPassword || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
      const message = 'Your current password is not correct.';
      throw new AppError('invalid_argument', message, {
        details: { fields: [{ field: 'current_password', message }] },
        errorDetail: message,
      });
    }
  }
  const [session] = await deps.db
    .select({ kind: sessions.kind })
    .from(sessions)
    .where(eq(sessions.id, caller.sessionId));
  await setPassword(deps, user.id, input.password, caller.sessionId);
  await deps.db.update(sessions).set({ kind: 'full' }).where(eq(sessions.id, caller.sessionId));
  // A reset link's session, once the password is replaced and every other session ended:
  // the link was opened from the mailbox and only its reader holds the account now.
  if (session?.kind === 'recovery') await markEmailVerified(deps, user.id, user.email);
  return getUser(deps, caller.userId, { isRestricted: false });
}

/**
 * The partner user. `temporaryPassword` is also true in a session opened by a
 * reset link: the web then sends the user to /password-recovery.
 */
export async function getUser(deps: IdentityDeps, userId: number, session: { isRestricted: boolean }): Promise<User> {
  const user = await q.findUserById(deps.db, userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  const account = await q.findAccountById(deps.db, user.primaryAccountId);
  const memberOf = await q.findMembershipsOfUser(deps.db, user.id);
  // Business accounts are those the user works in as a contact, not their own.
  const businessAccounts = memberOf
    .filter((membership) => membership.kind === 'primary' && membership.role !== 'owner')
    .map(({ id, name }) => ({ id, name }));
  const { firstname, lastname } = splitName(user.fullName);
  return {
    id: user.id,
    gid: user.gid,
    email: user.email,
    firstname,
    lastname,
    fullname: user.fullName,
    displayName: user.fullName,
    mobile: user.phone,
    businessName: account?.name ?? '',
    businessPhone: account?.phone ?? '',
    active: true,
    activated: true,
    status: 'active',
    courier: false,
    customerBalance: 0,
    hasPendingPayments: false,
    temporaryPassword: user.temporaryPassword || session.isRestricted,
    isNewUser: user.isNewUser,
    isContactUser: businessAccounts.length > 0,
    isParentAccount: memberOf.some((membership) => membership.role === 'owner'),
    isAlshayaaAccount: false,
    businessAccounts,
    roles: user.roles,
    salesforceId: user.salesforceId,
    regionCode: user.regionCode,
    region: { code: user.regionCode, countryCode: 'AE', isUnitedArabEmirates: user.regionCode.startsWith('uae.') },
    locale: 'en-AE',
    updatedAt: user.updatedAt.toISOString(),
  };
}

export async function getAccount(deps: IdentityDeps, caller: Caller): Promise<Account> {
  const account = await q.findAccountById(deps.db, caller.accountId);
  if (!account) throw new AppError('not_found', 'Account not found');
  const user = await getUser(deps, caller.userId, caller);
  return {
    id: account.id,
    name: account.name,
    clientType: account.clientType === 'personal' ? 'personal' : 'business',
    vertical: account.vertical,
    ordersPerMonth: account.ordersPerMonth,
    user,
    businessAccounts: user.businessAccounts,
  };
}
