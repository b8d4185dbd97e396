import { z } from 'zod';
import { PHONE_MIN_LENGTH, PHONE_PREFIX } from '../constants';
import { MESSAGES } from '../messages';

/** A standard address pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const EmailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(254, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
  .transform((email) => email.toLowerCase());

export const requiredText = (max = 200) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `Must be at most ${max} characters.`);

/** Digits the user typed after +971, spaces and dashes removed, a leading 0 dropped. */
export function nationalPhoneDigits(typed: string): string {
  const compact = typed.replace(/[\s-]/g, '');
  const withoutPrefix = compact.startsWith(PHONE_PREFIX)
    ? compact.slice(PHONE_PREFIX.length)
    : compact.startsWith('00971')
      ? compact.slice(5)
      : compact;
  return withoutPrefix.replace(/^0/, '');
}

/** The phone as typed in the form: without +971, at least 8 characters. */
export const TypedPhoneSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .min(PHONE_MIN_LENGTH, MESSAGES.phoneTooShort)
  .max(20, 'Phone number is too long')
  .regex(/^[0-9\s-]+$/, 'Phone number may contain digits only');

export function toInternationalPhone(typed: string): string {
  return `${PHONE_PREFIX}${nationalPhoneDigits(typed)}`;
}

/** The phone as the API stores it: +971 followed by 8 or 9 digits. */
export const InternationalPhoneSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value.startsWith(PHONE_PREFIX), 'Phone number must start with +971')
  .refine((value) => value.length - PHONE_PREFIX.length >= PHONE_MIN_LENGTH, MESSAGES.phoneTooShort)
  .refine((value) => /^\+971[0-9]{8,9}$/.test(value), 'Phone number is not a valid UAE number');

/** Arabic-script check (spec §5: "A check for Arabic-script characters in a text exists"). */
export function hasArabicScript(text: string): boolean {
  return /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text);
}
