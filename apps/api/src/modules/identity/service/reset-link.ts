import { MESSAGES, RESET_LINK_TTL_MINUTES } from '@sameday/contract';
import { randomSecret, sha256 } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { mailLanguage } from '../../../platform/mail-language';
import * as q from '../queries';
import { emailNotFound, type IdentityDeps, type SignedIn, splitName } from './common';
import { linkMail } from './link-mail';
import { startSession } from './session';

/** POST {platform}/customer/forgot_password: mails a single-use link valid 60 minutes. */
export async function sendResetLink(
  deps: IdentityDeps,
  email: string,
  acceptLanguage?: string | string[],
): Promise<{ status: 'OK' }> {
  const user = await q.findUserByEmail(deps.db, email);
  if (!user) throw emailNotFound();
  const secret = randomSecret(32);
  await q.insertResetLink(deps.db, { tokenHash: sha256(secret), userId: user.id, ttlMinutes: RESET_LINK_TTL_MINUTES });
  const link = `${deps.config.publicUrl}/password-recovery?token=${secret}`;
  const firstname = splitName(user.fullName).firstname;
  await deps.mailer.send(
    linkMail(user.email, firstname, link, mailLanguage(user.language, acceptLanguage), 'mail.resetLink', {
      minutes: RESET_LINK_TTL_MINUTES,
    }),
  );
  return { status: 'OK' };
}

/** Opens the session of a reset link: it can only change the password. */
export async function openRecoverySession(
  deps: IdentityDeps,
  token: string,
  userAgent: string | undefined,
): Promise<SignedIn> {
  const link = await q.claimResetLink(deps.db, sha256(token));
  if (!link) throw new AppError('failed_precondition', MESSAGES.resetLinkInvalid);
  const user = await q.findUserById(deps.db, link.userId);
  if (!user) throw new AppError('failed_precondition', MESSAGES.resetLinkInvalid);
  return startSession(deps, user, 'recovery', userAgent);
}
