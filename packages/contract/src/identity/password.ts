import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { isStrongPassword } from './rules';

/** The password change's refusals, in English as the API answers them; the dashboard shows them in Arabic. */
export const PASSWORD_MESSAGES = {
  currentPasswordWrong: 'Your current password is not correct.',
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
} as const;

/**
 * A new password. The spec gives the pattern rule an empty message: the live
 * checklist beside the field says which rule is missing.
 */
export const NewPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine(isStrongPassword, { message: '' });
