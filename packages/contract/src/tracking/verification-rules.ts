// Recipient verification's plain rules and words, zod-free: the tracking page's small bundle reads them.

/**
 * How a recipient proves the delivery is theirs before changing it on the tracking page
 * (docs/decisions/052): the last digits of the phone number the order is for, or a one-time
 * code sent to that phone. The label's code alone only reads the page.
 */
export const RECIPIENT_VERIFICATION = {
  /** How many of the phone number's last digits the recipient types. */
  phoneDigits: 4,
  codeLength: 6,
  codeTtlMinutes: 10,
  /** Wrong tries of one code before it is used up. */
  codeMaxAttempts: 5,
  /** What a confirmation lets the page do, for this long. */
  tokenTtlMinutes: 30,
  /** Wrong phone digits per order: this many in `digitsShortWindowMinutes`, or `digitsPerDay` in 24 hours, lock them. */
  digitsPerWindow: 5,
  digitsShortWindowMinutes: 15,
  digitsPerDay: 10,
  /** Codes sent per order: this many in `codesShortWindowMinutes`, at most `codesPerDay` in 24 hours. */
  codesPerWindow: 3,
  codesShortWindowMinutes: 15,
  codesPerDay: 10,
} as const;

/** The header an action carries its confirmation in (never in the path, so never in a log line). */
export const RECIPIENT_VERIFICATION_HEADER = 'x-recipient-verification';

/** `phone`: confirmed by the phone's last digits or a code; `code`: by a code sent to the phone (a return needs it). */
export const RECIPIENT_VERIFICATION_LEVELS = ['phone', 'code'] as const;
export type RecipientVerificationLevel = (typeof RECIPIENT_VERIFICATION_LEVELS)[number];

export const RECIPIENT_VERIFICATION_MESSAGES = {
  required: 'Confirm it is you first: the last 4 digits of your phone number, or a code we send to it.',
  codeRequired: 'A return needs the code we send to your phone.',
  wrongDigits: 'These are not the last 4 digits of the phone number this delivery is for.',
  wrongCode: 'This code is wrong, used or expired. Ask for a new one.',
  oneWay: 'Give either the last 4 digits of your phone number or the code we sent.',
  digits: 'Type the 4 digits',
  code: 'Type the 6-digit code',
  tooManyTries: 'Too many wrong tries for this delivery. Please wait and try again later.',
  tooManyCodes: 'Too many codes were sent for this delivery. Please wait before asking for another.',
  noPhone: 'This delivery has no phone number to send a code to.',
  notSent: 'We could not send the code. Try again in a moment, or use the last digits of your phone number.',
} as const;
