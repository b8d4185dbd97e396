import { z } from 'zod';
import { PHONE_MIN_LENGTH, PHONE_PREFIX } from '../constants';
import { FIELD_MESSAGES, MESSAGES } from '../messages';
import { EMAIL_PATTERN, nationalPhoneDigits } from './rules';

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

/**
 * The phone as typed in the form: without +971, at least 8 characters (spec §5).
 * The server counts digits (+971 and 8 or 9 of them), so the form does too. One
 * message at a time, the first rule that fails.
 */
export const TypedPhoneSchema = z.string({ error: MESSAGES.required }).superRefine((raw, ctx) => {
  const value = raw.trim();
  const digits = nationalPhoneDigits(value).length;
  const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (!value) fail(MESSAGES.required);
  else if (!/^[0-9\s-]+$/.test(value)) fail(FIELD_MESSAGES.phoneDigitsOnly);
  else if (value.length < PHONE_MIN_LENGTH || digits < PHONE_MIN_LENGTH) fail(MESSAGES.phoneTooShort);
  else if (digits > 9) fail(FIELD_MESSAGES.phoneTooLong);
});

/** The phone as the API stores it: +971 followed by 8 or 9 digits. */
export const InternationalPhoneSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value.startsWith(PHONE_PREFIX), FIELD_MESSAGES.phonePrefix)
  .refine((value) => value.length - PHONE_PREFIX.length >= PHONE_MIN_LENGTH, MESSAGES.phoneTooShort)
  .refine((value) => /^\+971[0-9]{8,9}$/.test(value), FIELD_MESSAGES.phoneNotUae);
