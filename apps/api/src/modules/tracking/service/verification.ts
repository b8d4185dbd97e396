import { timingSafeEqual } from 'node:crypto';
import {
  RECIPIENT_VERIFICATION_MESSAGES as M,
  type RecipientVerification,
  type RecipientVerificationLevel,
  RECIPIENT_VERIFICATION as RULES,
  type VerificationCodeSent,
  type VerifyRecipientInput,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import { catalogText } from '../../../platform/catalogs';
import { randomDigits, randomId } from '../../../platform/crypto';
import { AppError, invalidArgument, tooManyRequests } from '../../../platform/errors';
import type { MessageProvider } from '../adapters/message-provider';
import * as q from '../queries';
import type { TrackingCodes } from './codes';
import { resolveCode } from './view';

/** What confirming a recipient needs: the codes' key, and the phone messages' provider (none: the table is the outbox). */
export type VerificationDeps = {
  db: Db;
  codes: TrackingCodes;
  provider: MessageProvider | undefined;
  phoneChannel?: 'sms' | 'whatsapp';
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How long a limit still holds, in seconds (0: free). `times` are the order's recent tries,
 * newest first: the limit holds until the n-th newest leaves its window.
 */
export function secondsLocked(
  times: Date[],
  rule: { perWindow: number; windowMinutes: number; perDay: number },
  now: Date,
): number {
  const windowMs = rule.windowMinutes * MINUTE;
  const until = Math.max(
    (times[rule.perWindow - 1]?.getTime() ?? Number.NEGATIVE_INFINITY) + windowMs,
    (times[rule.perDay - 1]?.getTime() ?? Number.NEGATIVE_INFINITY) + DAY,
  );
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

const DIGITS_RULE = {
  perWindow: RULES.digitsPerWindow,
  windowMinutes: RULES.digitsShortWindowMinutes,
  perDay: RULES.digitsPerDay,
};
const CODES_RULE = {
  perWindow: RULES.codesPerWindow,
  windowMinutes: RULES.codesShortWindowMinutes,
  perDay: RULES.codesPerDay,
};

const exhausted = tooManyRequests;

const phoneOf = (order: q.TrackedOrder) => {
  const phone = (order.dropoff as { phone?: unknown }).phone;
  return typeof phone === 'string' ? phone : '';
};

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const codeDigest = (codes: TrackingCodes, orderId: string, code: string) => codes.mac(`code:${orderId}:${code}`);

/** The recipient's text: the code, what it is for, and that nobody else should have it. English then Arabic. */
function codeText(merchant: string, code: string) {
  const values = { code, merchant, minutes: RULES.codeTtlMinutes };
  return `${catalogText('en', 'recipient.verificationCode', values)}\n${catalogText('ar', 'recipient.verificationCode', values)}`;
}

/**
 * POST /track/{code}/verify/send: a one-time code to the phone the order is for. At most
 * `codesPerWindow` in 15 minutes and `codesPerDay` a day per order (and a per-IP limit on the
 * route), so nobody can flood a recipient with texts. The order's row is locked while counting,
 * so concurrent requests cannot pass the limit together. A new code replaces the earlier ones.
 */
export async function sendVerificationCode(
  deps: VerificationDeps,
  trackingCode: string,
  now = new Date(),
): Promise<VerificationCodeSent> {
  const plain = randomDigits(RULES.codeLength);
  const channel = deps.phoneChannel ?? 'sms';
  const expiresAt = new Date(now.getTime() + RULES.codeTtlMinutes * MINUTE);
  const outcome = await deps.db.transaction(async (tx) => {
    const { order } = await resolveCode(deps, tx, trackingCode, true);
    const phone = phoneOf(order);
    if (!phone) return { refusal: new AppError('failed_precondition', M.noPhone) };
    const wait = secondsLocked(await q.codesSentSince(tx, order.id, new Date(now.getTime() - DAY)), CODES_RULE, now);
    if (wait > 0) return { refusal: exhausted(M.tooManyCodes, wait) };
    await q.retireCodes(tx, order.id);
    const id = randomId('rcode');
    await q.insertCode(tx, {
      id,
      orderId: order.id,
      accountId: order.accountId,
      codeHash: codeDigest(deps.codes, order.id, plain),
      expiresAt,
    });
    const text = codeText(order.merchantName, plain);
    const messageId = randomId('rmsg');
    await q.insertMessage(tx, {
      id: messageId,
      accountId: order.accountId,
      orderId: order.id,
      eventKey: `${order.id}:verification:${id}`,
      channel,
      recipient: phone,
      // Without a provider the table is the outbox and keeps the text; with one, the code is
      // only ever in the message: the table keeps its digest's row, not the code.
      text: deps.provider ? text.replaceAll(plain, '•'.repeat(RULES.codeLength)) : text,
    });
    return { id, phone, text, messageId };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  if (deps.provider) {
    try {
      await deps.provider.send({ channel, to: outcome.phone, text: outcome.text, idempotencyKey: outcome.id });
    } catch {
      // A code that never arrived is of no use to anyone: retire it, and say so.
      await q.claimCode(deps.db, outcome.id);
      throw new AppError('unavailable', M.notSent);
    }
    await q.markMessageSent(deps.db, outcome.messageId);
  }
  return { channel, expiresAt: expiresAt.toISOString() };
}

/** A confirmation for this order and level, until `expiresAt`: `payload.mac`, signed with the codes' key. */
function confirmation(codes: TrackingCodes, orderId: string, level: RecipientVerificationLevel, now: Date) {
  const expiresAt = new Date(now.getTime() + RULES.tokenTtlMinutes * MINUTE);
  const payload = Buffer.from(JSON.stringify({ o: orderId, l: level, e: expiresAt.getTime() })).toString('base64url');
  return { token: `${payload}.${codes.mac(`token:${payload}`)}`, level, expiresAt: expiresAt.toISOString() };
}

/**
 * POST /track/{code}/verify: the phone's last digits or a sent code give a confirmation bound to
 * this order. Wrong digits count per order, whoever types them: `digitsPerWindow` in 15 minutes
 * or `digitsPerDay` in a day lock the digits (a code still works). A code is single use, valid
 * `codeTtlMinutes`, `codeMaxAttempts` tries.
 */
export async function verifyRecipient(
  deps: VerificationDeps,
  trackingCode: string,
  input: VerifyRecipientInput,
  now = new Date(),
): Promise<RecipientVerification> {
  if (input.phoneLastDigits !== undefined) {
    const typed = input.phoneLastDigits;
    const outcome = await deps.db.transaction(async (tx) => {
      const { order } = await resolveCode(deps, tx, trackingCode, true);
      const failures = await q.digitFailuresSince(tx, order.id, new Date(now.getTime() - DAY));
      const wait = secondsLocked(failures, DIGITS_RULE, now);
      if (wait > 0) return { refusal: exhausted(M.tooManyTries, wait) };
      const digits = phoneOf(order).replace(/[^0-9]/g, '');
      const expected = digits.length >= RULES.phoneDigits ? digits.slice(-RULES.phoneDigits) : '';
      if (!sameText(expected || 'none', typed)) {
        await q.insertDigitFailure(tx, { id: randomId('rvf'), orderId: order.id, accountId: order.accountId });
        return { refusal: invalidArgument([{ field: 'phoneLastDigits', message: M.wrongDigits }], M.wrongDigits) };
      }
      return { orderId: order.id };
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return confirmation(deps.codes, outcome.orderId, 'phone', now);
  }
  const wrongCode = () => invalidArgument([{ field: 'otp', message: M.wrongCode }], M.wrongCode);
  const { order } = await resolveCode(deps, deps.db, trackingCode);
  const current = await q.findCurrentCode(deps.db, order.id, RULES.codeMaxAttempts, now);
  if (!current) throw wrongCode();
  if (!sameText(current.codeHash, codeDigest(deps.codes, order.id, input.otp ?? ''))) {
    await q.countWrongCode(deps.db, current.id, RULES.codeMaxAttempts);
    throw wrongCode();
  }
  // Single use, also when two confirmations race: only one finds the code unused.
  if (!(await q.claimCode(deps.db, current.id))) throw wrongCode();
  return confirmation(deps.codes, order.id, 'code', now);
}

/**
 * Before an action: the confirmation sent with it must be this order's, unexpired, of the
 * level the action needs (a code for a return). Refused with what to do, in `details.verification`.
 */
export function requireVerification(
  codes: TrackingCodes,
  orderId: string,
  token: string | undefined,
  level: RecipientVerificationLevel,
  now = new Date(),
): void {
  const refused = () =>
    new AppError('permission_denied', level === 'code' ? M.codeRequired : M.required, {
      details: { verification: level },
    });
  const [payload = '', mac = '', ...rest] = (token ?? '').split('.');
  if (!payload || rest.length > 0 || !sameText(codes.mac(`token:${payload}`), mac)) throw refused();
  let claims: { o?: unknown; l?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  const isLevelEnough = level === 'phone' || claims.l === 'code';
  if (claims.o !== orderId || typeof claims.e !== 'number' || claims.e <= now.getTime() || !isLevelEnough)
    throw refused();
}
