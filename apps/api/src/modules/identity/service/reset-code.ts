import { timingSafeEqual } from 'node:crypto';
import { MESSAGES, RESET_CODE_LENGTH, RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MINUTES } from '@sameday/contract';
import { catalogText } from '../../../platform/catalogs';
import { hmacSha256, randomDigits, randomId } from '../../../platform/crypto';
import { invalidArgument } from '../../../platform/errors';
import { mailIn, mailLanguage } from '../../../platform/mail-language';
import * as q from '../queries';
import { emailNotFound, type IdentityDeps, splitName } from './common';
import { markEmailVerified } from './email-verification';
import { setPassword } from './password';

const resetCodeInvalid = () =>
  invalidArgument([{ field: 'code', message: MESSAGES.resetCodeInvalid }], MESSAGES.resetCodeInvalid);

function codeDigest(deps: IdentityDeps, userId: number, code: string): string {
  return hmacSha256(deps.codePepper, `${userId}:${code}`);
}

/** The login's forgot-password step: a six-digit code, mailed, valid 10 minutes. */
export async function sendResetCode(
  deps: IdentityDeps,
  email: string,
  acceptLanguage?: string | string[],
): Promise<{ status: 'OK' }> {
  const user = await q.findUserByEmail(deps.db, email);
  if (!user) throw emailNotFound();
  const code = randomDigits(RESET_CODE_LENGTH);
  await deps.db.transaction(async (tx) => {
    // A new code replaces any earlier one.
    await q.retireResetCodes(tx, user.id);
    await q.insertResetCode(tx, {
      id: randomId('rc'),
      userId: user.id,
      codeHash: codeDigest(deps, user.id, code),
      ttlMinutes: RESET_CODE_TTL_MINUTES,
    });
  });
  const firstname = splitName(user.fullName).firstname;
  const language = mailLanguage(user.language, acceptLanguage);
  const text = (id: string, values?: Record<string, string | number>) => catalogText(language, id, values);
  await deps.mailer.send(
    mailIn(language, user.email, text('mail.resetCode.subject', { code }), [
      text('mail.greeting', { firstname }),
      '',
      text('mail.resetCode.code', { code }),
      text('mail.resetCode.validity', { minutes: RESET_CODE_TTL_MINUTES }),
      '',
      text('mail.resetCode.ifNotAsked'),
    ]),
  );
  return { status: 'OK' };
}

/**
 * The code's step: the right code, unused and in time, sets the new password. Each
 * wrong code counts against the code's attempts; the comparison takes constant time.
 */
export async function resetWithCode(
  deps: IdentityDeps,
  input: { email: string; code: string; password: string },
): Promise<{ status: 'OK' }> {
  const user = await q.findUserByEmail(deps.db, input.email);
  if (!user) throw resetCodeInvalid();
  const current = await q.findCurrentResetCode(deps.db, user.id, RESET_CODE_MAX_ATTEMPTS);
  if (!current) throw resetCodeInvalid();

  const expected = Buffer.from(current.codeHash, 'hex');
  const given = Buffer.from(codeDigest(deps, user.id, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await q.countWrongResetCode(deps.db, current.id, RESET_CODE_MAX_ATTEMPTS);
    throw resetCodeInvalid();
  }
  // Single use, also when two submits race: only one update finds the code unused.
  if (!(await q.claimResetCode(deps.db, current.id))) throw resetCodeInvalid();
  await setPassword(deps, user.id, input.password);
  // The code was read in the mailbox, and the new password ended every other session:
  // only the mailbox's reader holds the account now, so the address is proven.
  await markEmailVerified(deps, user.id, user.email);
  return { status: 'OK' };
}
