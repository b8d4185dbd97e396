import { MESSAGES, SIGN_IN_LOCK_AFTER_FAILURES, SIGN_IN_LOCK_MINUTES } from '@sameday/contract';
import type { Db } from '../../../db/client';
import { decoyPasswordHash, verifyPassword } from '../../../platform/crypto';
import { AppError, tooManyRequests } from '../../../platform/errors';
import * as q from '../queries';
import { emailNotFound, type IdentityDeps, type SignedIn } from './common';
import { startSession } from './session';

function lockedError(lockedUntil: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
  return tooManyRequests(MESSAGES.signInLocked, retryAfter);
}

/**
 * The one lockout of every place a password is typed (the sign-in, the OAuth sign-in page, the
 * password change): each attempt is counted for the account from this IP before the password
 * is checked, in one statement, so however many arrive at once only `SIGN_IN_LOCK_AFTER_FAILURES`
 * are checked; the lock answers resource_exhausted, even to the right password. A right
 * password clears the count. `isAdmitted` (asked before the password is checked, so timing
 * says nothing) turns a right password into a wrong one where the person may not sign in:
 * counted and refused alike, so the answer never tells that the password was right.
 */
export async function checkPassword(
  db: Db,
  user: { id: number; passwordHash: string },
  input: { password: string; ip: string; isAdmitted?: () => Promise<boolean> },
): Promise<boolean> {
  const attempt = await q.claimSignInAttempt(db, user.id, input.ip, SIGN_IN_LOCK_AFTER_FAILURES, SIGN_IN_LOCK_MINUTES);
  if (attempt.lockedUntil && attempt.lockedUntil > new Date()) throw lockedError(attempt.lockedUntil);
  const isAdmitted = input.isAdmitted ? await input.isAdmitted() : true;
  const isRight = await verifyPassword(user.passwordHash, input.password);
  if (!isRight || !isAdmitted) {
    await q.lockAfterFailure(db, user.id, input.ip, SIGN_IN_LOCK_AFTER_FAILURES, SIGN_IN_LOCK_MINUTES);
    return false;
  }
  await q.clearSignInFailures(db, user.id, input.ip);
  return true;
}

export type SignInCheck =
  | { kind: 'signed-in'; user: q.UserRow }
  | { kind: 'unknown-email' }
  | { kind: 'wrong-password'; userId: number };

/**
 * An email and a password, checked under the one lockout (checkPassword). An unknown address
 * still costs a password check (same timing). Throws resource_exhausted while the account is
 * locked from this IP.
 */
export async function checkSignIn(
  db: Db,
  input: { email: string; password: string; ip: string; isAdmitted?: (userId: number) => Promise<boolean> },
): Promise<SignInCheck> {
  const user = await q.findUserByEmail(db, input.email);
  if (!user) {
    await verifyPassword(await decoyPasswordHash(), input.password);
    return { kind: 'unknown-email' };
  }
  const isAdmitted = input.isAdmitted;
  const isRight = await checkPassword(db, user, {
    password: input.password,
    ip: input.ip,
    ...(isAdmitted ? { isAdmitted: () => isAdmitted(user.id) } : {}),
  });
  return isRight ? { kind: 'signed-in', user } : { kind: 'wrong-password', userId: user.id };
}

/** The login's second step: the session of the right email and password. */
export async function signIn(
  deps: IdentityDeps,
  input: { email: string; password: string; ip: string; userAgent: string | undefined },
): Promise<SignedIn> {
  const check = await checkSignIn(deps.db, input);
  if (check.kind === 'unknown-email') throw emailNotFound();
  if (check.kind === 'wrong-password') {
    deps.log.warn({ userId: check.userId }, 'sign-in failed');
    throw new AppError('unauthenticated', MESSAGES.invalidPassword, {
      details: { fields: [{ field: 'password', message: MESSAGES.invalidPassword }] },
    });
  }
  return startSession(deps, check.user, 'full', input.userAgent);
}
