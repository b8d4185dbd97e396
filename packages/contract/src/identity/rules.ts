// Plain rules with no schema library: the entry screens use them without loading zod.
import { PASSWORD_MIN_LENGTH, PHONE_PREFIX } from '../constants';
import { MESSAGES } from '../messages';

/** A standard address pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

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

export function toInternationalPhone(typed: string): string {
  return `${PHONE_PREFIX}${nationalPhoneDigits(typed)}`;
}

/** Arabic-script check (spec §5: "A check for Arabic-script characters in a text exists"). */
export function hasArabicScript(text: string): boolean {
  return /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text);
}

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

/** The first rule a value breaks, as its message; undefined when it keeps them all. */
export type FieldRule = (value: string) => string | undefined;

export const requiredRule: FieldRule = (value) => (value.trim() ? undefined : MESSAGES.required);

export const emailRule: FieldRule = (value) =>
  requiredRule(value) ??
  (EMAIL_PATTERN.test(value.trim()) && value.trim().length <= 254 ? undefined : MESSAGES.invalidEmail);

export const RESET_CODE_PATTERN = /^[0-9]{6}$/;
export const resetCodeRule: FieldRule = (value) =>
  requiredRule(value) ?? (RESET_CODE_PATTERN.test(value.trim()) ? undefined : MESSAGES.resetCodeFormat);

/** The pattern message is empty (spec §5): the live checklist says which rule is missing. */
export const newPasswordRule: FieldRule = (value) => requiredRule(value) ?? (isStrongPassword(value) ? undefined : '');
