import { z } from 'zod';
import { MESSAGES } from '../messages';

export const VerifyEmailBodySchema = z.object({
  token: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200),
});
export type VerifyEmailBody = z.input<typeof VerifyEmailBodySchema>;

export const VerifyEmailResponseSchema = z.object({
  status: z.literal('OK'),
  email: z.string(),
  emailVerifiedAt: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

export const SendEmailVerificationResponseSchema = z.object({
  status: z.literal('OK'),
  /** False when the address was proven already: no mail is sent. */
  isSent: z.boolean(),
});
export type SendEmailVerificationResponse = z.infer<typeof SendEmailVerificationResponseSchema>;
