import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { checkPasswordRules, isStrongPassword, NewPasswordSchema, PASSWORD_RULES } from './index';

const isAsciiUpper = (c: string) => c >= 'A' && c <= 'Z';
const isAsciiLower = (c: string) => c >= 'a' && c <= 'z';
const isAsciiDigit = (c: string) => c >= '0' && c <= '9';
/** Anything but a letter, a digit or white space counts as special (@, #, $, !, %, etc.). */
const isSpecial = (c: string) => !isAsciiUpper(c) && !isAsciiLower(c) && !isAsciiDigit(c) && c.trim() !== '';

const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const digit = fc.constantFrom(...'0123456789');
const special = fc.constantFrom(...'@#$!%^&*()_+-=[]{};:\'",.<>/?\\|`~');
const anyOf = fc.oneof(upper, lower, digit, special);

/** A password meeting every rule: one of each class, padded to at least 8, shuffled. */
const strongPassword = fc
  .tuple(upper, lower, digit, special, fc.array(anyOf, { minLength: 4, maxLength: 120 }))
  .chain(([u, l, d, s, rest]) => fc.shuffledSubarray([u, l, d, s, ...rest], { minLength: rest.length + 4 }))
  .map((chars) => chars.join(''));

describe('password rule checklist', () => {
  it('shows the spec checklist, in order, with its exact labels', () => {
    expect(PASSWORD_RULES.map((rule) => [rule.key, rule.label])).toEqual([
      ['length', 'Password must be at least 8 characters long.'],
      ['uppercase', 'An uppercase letter (A-Z)'],
      ['lowercase', 'A lowercase letter (a-z)'],
      ['number', 'A number (0-9)'],
      ['special', 'A special character (@, #, $, !, %, etc.)'],
    ]);
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual(Object.values(MESSAGES.passwordRules));
  });

  it('ticks each rule exactly when the password has what the rule asks, for any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 })),
        (password) => {
          const chars = [...password];
          expect(checkPasswordRules(password)).toEqual({
            length: password.length >= 8,
            uppercase: chars.some(isAsciiUpper),
            lowercase: chars.some(isAsciiLower),
            number: chars.some(isAsciiDigit),
            special: chars.some(isSpecial),
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('calls a password strong exactly when every rule is ticked', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (password) => {
        expect(isStrongPassword(password)).toBe(Object.values(checkPasswordRules(password)).every(Boolean));
      }),
    );
  });

  it('does not count white space as a special character', () => {
    expect(checkPasswordRules('Abcdefg1 ').special).toBe(false);
    expect(checkPasswordRules('Abcdefg1\t').special).toBe(false);
    expect(isStrongPassword('Abcd efg1')).toBe(false);
  });

  it('checks the examples of each rule', () => {
    expect(checkPasswordRules('')).toEqual({
      length: false,
      uppercase: false,
      lowercase: false,
      number: false,
      special: false,
    });
    expect(checkPasswordRules('Str0ng!Passw0rd')).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      number: true,
      special: true,
    });
    expect(checkPasswordRules('Ab1!xyz').length).toBe(false);
    expect(checkPasswordRules('Ab1!xyzw').length).toBe(true);
  });
});

describe('NewPasswordSchema', () => {
  it('accepts every password that meets the five rules, up to the maximum length', () => {
    fc.assert(
      fc.property(strongPassword, (password) => {
        expect(NewPasswordSchema.safeParse(password)).toEqual({ success: true, data: password });
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a strong password once every character of one class is taken out', () => {
    const classes = [
      { rule: 'uppercase', test: isAsciiUpper },
      { rule: 'lowercase', test: isAsciiLower },
      { rule: 'number', test: isAsciiDigit },
      { rule: 'special', test: isSpecial },
    ] as const;
    fc.assert(
      fc.property(strongPassword, fc.constantFrom(...classes), (password, { rule, test }) => {
        const weakened = [...password].filter((c) => !test(c)).join('');
        expect(checkPasswordRules(weakened)[rule]).toBe(false);
        const result = NewPasswordSchema.safeParse(weakened);
        expect(result.success).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses any password shorter than 8 characters, with the empty pattern message of the spec', () => {
    fc.assert(
      fc.property(strongPassword, fc.integer({ min: 1, max: 7 }), (password, length) => {
        const result = NewPasswordSchema.safeParse(password.slice(0, length));
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toEqual(['']);
      }),
    );
  });

  it("refuses an empty password with 'This field is required'", () => {
    expect(NewPasswordSchema.safeParse('').error?.issues[0]?.message).toBe(MESSAGES.required);
    expect(NewPasswordSchema.safeParse(undefined).error?.issues[0]?.message).toBe(MESSAGES.required);
  });

  it(`accepts long passphrases up to ${PASSWORD_MAX_LENGTH} characters, and keeps them whole`, () => {
    const longest = `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect(NewPasswordSchema.parse(longest)).toBe(longest);
    expect(NewPasswordSchema.safeParse(`${longest}x`).success).toBe(false);
  });

  it('keeps spaces around a password: it is never trimmed', () => {
    expect(NewPasswordSchema.parse('  Str0ng!Passw0rd  ')).toBe('  Str0ng!Passw0rd  ');
  });
});
