import { z } from 'zod';
import { MESSAGES } from '../messages';
import { EmailSchema } from './common';
import { NewPasswordSchema } from './password';
import { RESET_CODE_PATTERN } from './rules';

/** Login step one: the identifier. */
export const IdentifierBodySchema = z.object({ email: EmailSchema });
export type IdentifierBody = z.input<typeof IdentifierBodySchema>;

/** Login step two. The password is checked as typed: no rules, no trimming. */
export const SignInBodySchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(1024),
});
export type SignInBody = z.input<typeof SignInBodySchema>;

/** An access token minted from the session ("template dispatch"). */
export const TokenResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  template: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;
export const ForgotPasswordResponseSchema = z.object({ status: z.literal('OK') });

export const ResetCodeBodySchema = z.object({ email: EmailSchema });
export type ResetCodeBody = z.input<typeof ResetCodeBodySchema>;

export const ResetCodeSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(RESET_CODE_PATTERN, MESSAGES.resetCodeFormat);

export const ResetWithCodeBodySchema = z.object({
  email: EmailSchema,
  code: ResetCodeSchema,
  password: NewPasswordSchema,
});
export type ResetWithCodeBody = z.input<typeof ResetWithCodeBodySchema>;

export const RecoverySessionBodySchema = z.object({
  token: z.string().min(1, MESSAGES.required).max(200),
});

/** PUT {platform}/partner/user: the forced change of a temporary password. */
export const PasswordUpdateBodySchema = z
  .object({
    password: NewPasswordSchema,
    password_confirmation: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .superRefine((body, ctx) => {
    if (body.password_confirmation && body.password !== body.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordsDoNotMatch });
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MESSAGES.passwordsDoNotMatch });
    }
  });
export type PasswordUpdateBody = z.input<typeof PasswordUpdateBodySchema>;

/**
 * The body PUT {platform}/partner/user takes: the new password twice and, from a full
 * session (not a temporary password or a reset link's), the current one.
 */
export const PasswordChangeBodySchema = PasswordUpdateBodySchema.and(
  z.object({ current_password: z.string().max(1024).optional() }),
);
export type PasswordChangeBody = z.input<typeof PasswordChangeBodySchema>;

/** The form of /password-recovery: both required, and they must match. */
export const PasswordRecoveryFormSchema = z
  .object({
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .superRefine((form, ctx) => {
    if (form.confirmPassword && form.password !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordsDoNotMatch });
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
    }
  });
export type PasswordRecoveryForm = z.input<typeof PasswordRecoveryFormSchema>;
