import { MESSAGES, SIGN_IN_LOCK_AFTER_FAILURES, SIGN_IN_LOCK_MINUTES } from '@sameday/contract';
import { decoyPasswordHash, verifyPassword } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';
import { emailNotFound, type IdentityDeps, type SignedIn } from './common';
import { startSession } from './session';

function lockedError(lockedUntil: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
  return new AppError('resource_exhausted', MESSAGES.signInLocked, {
    details: { retryAfterSeconds: retryAfter },
    headers: { 'retry-after': String(retryAfter) },
  });
}

/**
 * The login's second step. An unknown address still costs a password check (same
 * timing); every attempt is counted before the password is checked, and too many
 * wrong ones from one IP lock the pair for a while.
 */
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
