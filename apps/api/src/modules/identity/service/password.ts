import { MESSAGES, PASSWORD_MESSAGES, type User } from '@sameday/contract';
import type { Caller } from '../../../platform/auth';
import { hashPassword } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';
import type { IdentityDeps } from './common';
import { markEmailVerified } from './email-verification';
import { checkPassword } from './sign-in';
import { getUser } from './user';

/** Sets a new password and ends every other session (`keepSessionId` stays) and the sign-in locks. */
export async function setPassword(deps: IdentityDeps, userId: number, password: string, keepSessionId?: string) {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await q.setPasswordHash(tx, userId, passwordHash);
    await q.revokeOtherSessions(tx, userId, 'password_changed', keepSessionId);
    await q.clearSignInFailures(tx, userId);
  });
}

/**
 * PUT {platform}/partner/user. A restricted session (temporary password or reset
 * link) sets the password directly; a full session must also give the current one,
 * checked under the sign-in's lockout (a stolen session guesses no more than a sign-in).
 */
export async function changePassword(
  deps: IdentityDeps,
  caller: Caller,
  input: { password: string; currentPassword?: string; ip: string },
): Promise<User> {
  const user = await q.findUserById(deps.db, caller.userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  if (!caller.isRestricted) {
    const isRight =
      input.currentPassword !== undefined &&
      (await checkPassword(deps.db, user, { password: input.currentPassword, ip: input.ip }));
    if (!isRight) {
      const message = PASSWORD_MESSAGES.currentPasswordWrong;
      throw new AppError('invalid_argument', message, {
        details: { fields: [{ field: 'current_password', message }] },
        errorDetail: message,
      });
    }
  }
  const session = await q.findSessionKind(deps.db, caller.sessionId);
  await setPassword(deps, user.id, input.password, caller.sessionId);
  await q.setSessionKindFull(deps.db, caller.sessionId);
  // A reset link's session, once the password is replaced and every other session ended:
  // the link was opened from the mailbox and only its reader holds the account now.
  if (session?.kind === 'recovery') await markEmailVerified(deps, user.id, user.email);
  return getUser(deps, caller.userId, { isRestricted: false });
}
