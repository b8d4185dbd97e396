import { z } from 'zod';
import { MESSAGES } from '../messages';

/**
 * Email verification (docs/decisions/013): a single-use link, mailed, valid 24 hours.
 * Only a proven address can carry staff rights.
 */
export const EMAIL_VERIFICATION_TTL_MINUTES = 24 * 60;

/** The web page the mailed link opens. */
export const VERIFY_EMAIL_ROUTE = '/verify-email';

/** Paths relative to the platform base. */
export const EMAIL_VERIFICATION_PATHS = {
  /** Signed in: mails a new link to the caller's address. */
  send: '/identity/email-verification',
  /** Signed in as the user it was mailed to: the link's token proves the address. */
  confirm: '/identity/email-verification/confirm',
} as const;

export const EMAIL_VERIFICATION_MESSAGES = {
  linkInvalid: 'This verification link is invalid, has expired or has already been used. Ask for a new one.',
  verified: 'Your email address is verified.',
  alreadyVerified: 'Your email address is already verified.',
  linkSent: 'We sent a verification link to your email address. It works once, for 24 hours.',
} as const;

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
