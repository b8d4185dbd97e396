import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';

export const PASSWORD_RULES = [
  { key: 'length', label: MESSAGES.passwordRules.length, test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'uppercase', label: MESSAGES.passwordRules.uppercase, test: (p: string) => /[A-Z]/.test(p) },
  { key: 'lowercase', label: MESSAGES.passwordRules.lowercase, test: (p: string) => /[a-z]/.test(p) },
  { key: 'number', label: MESSAGES.passwordRules.number, test: (p: string) => /[0-9]/.test(p) },
  { key: 'special', label: MESSAGES.passwordRules.special, test: (p: string) => /[^A-Za-z0-9\s]/.test(p) },
] as const;

export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

export function checkPasswordRules(password: string): Record<PasswordRuleKey, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.key, rule.test(password)])) as Record<
    PasswordRuleKey,
    boolean
  >;
}

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/**
 * A new password. The spec gives the pattern rule an empty message: the live
 * checklist beside the field says which rule is missing.
 */
export const NewPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`)
  .refine(isStrongPassword, { message: '' });
