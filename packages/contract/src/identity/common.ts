import { z } from 'zod';
import { PHONE_MIN_LENGTH, PHONE_PREFIX } from '../constants';
import { MESSAGES } from '../messages';
import { EMAIL_PATTERN } from './rules';


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

/** The phone as typed in the form: without +971, at least 8 characters. */
export const TypedPhoneSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .min(PHONE_MIN_LENGTH, MESSAGES.phoneTooShort)
  .max(20, 'Phone number is too long')
  .regex(/^[0-9\s-]+$/, 'Phone number may contain digits only');

/** The phone as the API stores it: +971 followed by 8 or 9 digits. */
export const InternationalPhoneSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value.startsWith(PHONE_PREFIX), 'Phone number must start with +971')
  .refine((value) => value.length - PHONE_PREFIX.length >= PHONE_MIN_LENGTH, MESSAGES.phoneTooShort)
  .refine((value) => /^\+971[0-9]{8,9}$/.test(value), 'Phone number is not a valid UAE number');

