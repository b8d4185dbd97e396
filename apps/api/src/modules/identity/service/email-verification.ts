import {
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_TTL_MINUTES,
  MESSAGES,
  VERIFY_EMAIL_ROUTE,
  type VerifyEmailResponse,
} from '@sameday/contract';
import type { Caller } from '../../../platform/auth';
import { randomSecret, sha256 } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { mailLanguage } from '../../../platform/mail-language';
import { grantStaffRoleIfEntitled } from '../../permissions';
import * as q from '../queries';
import { type IdentityDeps, splitName } from './common';
import { linkMail } from './link-mail';

const verificationLinkInvalid = () => new AppError('failed_precondition', EMAIL_VERIFICATION_MESSAGES.linkInvalid);

/**
 * Mails a single-use verification link (valid 24 hours) to the user's address; a new
 * link replaces any earlier one. Only the SHA-256 digest of its token is stored. An
 * address proven already gets no mail.
 */
export async function sendEmailVerification(
  deps: IdentityDeps,
  userId: number,
  acceptLanguage?: string | string[],
): Promise<{ status: 'OK'; isSent: boolean }> {
  const user = await q.findUserById(deps.db, userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  if (user.emailVerifiedAt) return { status: 'OK', isSent: false };
  const secret = randomSecret(32);
  await deps.db.transaction(async (tx) => {
    await q.retireEmailVerifications(tx, user.id);
    await q.insertEmailVerification(tx, {
      tokenHash: sha256(secret),
      userId: user.id,
      email: user.email,
      ttlMinutes: EMAIL_VERIFICATION_TTL_MINUTES,
    });
  });
  const link = `${deps.config.publicUrl}${VERIFY_EMAIL_ROUTE}?token=${secret}`;
  const firstname = splitName(user.fullName).firstname;
  await deps.mailer.send(
    linkMail(user.email, firstname, link, mailLanguage(user.language, acceptLanguage), 'mail.emailVerification', {
      hours: EMAIL_VERIFICATION_TTL_MINUTES / 60,
    }),
  );
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
  const link = await q.claimEmailVerification(deps.db, sha256(token), caller.userId);
  if (!link) throw verificationLinkInvalid();
  const verifiedAt = await markEmailVerified(deps, link.userId, link.email);
  if (!verifiedAt) throw verificationLinkInvalid();
  return { status: 'OK', email: link.email, emailVerifiedAt: verifiedAt.toISOString() };
}

/**
 * Records that the user proved `email` (a verification link, a reset code or link),
 * while it is still their address, then hands over to the staff rule of ADMIN_EMAILS.
 */
export async function markEmailVerified(deps: IdentityDeps, userId: number, email: string): Promise<Date | undefined> {
  const verifiedAt = await q.markEmailVerified(deps.db, userId, email);
  if (!verifiedAt) return undefined;
  const granted = await grantStaffRoleIfEntitled(deps.db, deps.config.adminEmails, { userId });
  if (granted > 0) deps.log.info({ userId }, 'operations staff (admin role) granted: verified ADMIN_EMAILS address');
  return verifiedAt;
}
