import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../error-codes';
import { MESSAGES } from '../messages';
import {
  EmailSchema,
  PasswordRecoveryFormSchema,
  PasswordUpdateBodySchema,
  ResetWithCodeBodySchema,
  SignInBodySchema,
} from './index';

/** [field, message] of each field's first issue, as the API reports them in details.fields. */
const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  fieldErrorsFromIssues(result.error?.issues ?? []).map(({ field, message }) => [field, message]);

describe('EmailSchema', () => {
  it('trims and lower-cases the address', () => {
    expect(EmailSchema.parse('  Aisha@Example.AE ')).toBe('aisha@example.ae');
  });

  it("answers 'This field is required' when empty and 'Please enter a valid email address.' when malformed", () => {
    expect(issuesOf(EmailSchema.safeParse(''))).toEqual([['_', MESSAGES.required]]);
    expect(issuesOf(EmailSchema.safeParse('aisha@'))).toEqual([['_', MESSAGES.invalidEmail]]);
    expect(issuesOf(EmailSchema.safeParse(`${'a'.repeat(250)}@example.ae`))).toEqual([['_', MESSAGES.invalidEmail]]);
  });
});

describe('SignInBodySchema (login: email and password required)', () => {
  it('requires both', () => {
    expect(issuesOf(SignInBodySchema.safeParse({}))).toEqual([
      ['email', MESSAGES.required],
      ['password', MESSAGES.required],
    ]);
  });

  it('keeps the password exactly as typed, with no strength rules', () => {
    expect(SignInBodySchema.parse({ email: 'a@b.ae', password: ' weak ' }).password).toBe(' weak ');
  });
});

describe('PasswordUpdateBodySchema (PUT /partner/user)', () => {
  it("puts 'Passwords do not match' on both fields when they differ", () => {
    expect(
      issuesOf(
        PasswordUpdateBodySchema.safeParse({ password: 'Str0ng!Passw0rd', password_confirmation: 'Str0ng!Passw0rd2' }),
      ),
    ).toEqual([
      ['password', MESSAGES.passwordsDoNotMatch],
      ['password_confirmation', MESSAGES.passwordsDoNotMatch],
    ]);
  });

  it('requires both fields', () => {
    expect(issuesOf(PasswordUpdateBodySchema.safeParse({}))).toEqual([
      ['password', MESSAGES.required],
      ['password_confirmation', MESSAGES.required],
    ]);
  });

  it('accepts two equal strong passwords', () => {
    expect(
      PasswordUpdateBodySchema.safeParse({ password: 'Str0ng!Passw0rd', password_confirmation: 'Str0ng!Passw0rd' })
        .success,
    ).toBe(true);
  });
});

describe('PasswordRecoveryFormSchema (/password-recovery)', () => {
  it("puts 'Passwords do not match' on both fields when they differ", () => {
    expect(
      issuesOf(PasswordRecoveryFormSchema.safeParse({ password: 'Str0ng!Passw0rd', confirmPassword: 'other' })),
    ).toEqual([
      ['password', MESSAGES.passwordsDoNotMatch],
      ['confirmPassword', MESSAGES.passwordsDoNotMatch],
    ]);
  });

  it('requires both fields', () => {
    expect(issuesOf(PasswordRecoveryFormSchema.safeParse({ password: '', confirmPassword: '' }))).toEqual([
      ['password', MESSAGES.required],
      ['confirmPassword', MESSAGES.required],
    ]);
  });
});

describe('ResetWithCodeBodySchema (reset-code step: code and new password required)', () => {
  it('takes a six-digit code, spaces around it trimmed', () => {
    expect(ResetWithCodeBodySchema.parse({ email: 'a@b.ae', code: ' 012345 ', password: 'Str0ng!Passw0rd' }).code).toBe(
      '012345',
    );
  });

  it('refuses other codes and requires code and password', () => {
    for (const code of ['12345', '1234567', '12a456']) {
      expect(
        issuesOf(ResetWithCodeBodySchema.safeParse({ email: 'a@b.ae', code, password: 'Str0ng!Passw0rd' })),
      ).toEqual([['code', 'The code has 6 digits.']]);
    }
    expect(issuesOf(ResetWithCodeBodySchema.safeParse({ email: 'a@b.ae', code: '', password: '' }))).toEqual([
      ['code', MESSAGES.required],
      ['password', MESSAGES.required],
    ]);
  });
});
