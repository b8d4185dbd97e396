import { z } from 'zod';
import {
  RECIPIENT_VERIFICATION_HEADER,
  RECIPIENT_VERIFICATION_LEVELS,
  RECIPIENT_VERIFICATION_MESSAGES,
} from './verification-rules';

const M = RECIPIENT_VERIFICATION_MESSAGES;

/** POST /track/{code}/verify: one of the two, never both (`RECIPIENT_VERIFICATION.phoneDigits` and `.codeLength` digits). */
export const VerifyRecipientInputSchema = z
  .object({
    phoneLastDigits: z
      .string()
      .regex(/^[0-9]{4}$/, M.digits)
      .optional(),
    otp: z
      .string()
      .regex(/^[0-9]{6}$/, M.code)
      .optional(),
  })
  .refine((input) => (input.phoneLastDigits === undefined) !== (input.otp === undefined), {
    message: M.oneWay,
    path: ['phoneLastDigits'],
  });
export type VerifyRecipientInput = z.infer<typeof VerifyRecipientInputSchema>;

/** The confirmation: sent back in the `x-recipient-verification` header of the actions, until `expiresAt`. */
export const RecipientVerificationSchema = z.object({
  token: z.string(),
  level: z.enum(RECIPIENT_VERIFICATION_LEVELS),
  expiresAt: z.string(),
});
export type RecipientVerification = z.infer<typeof RecipientVerificationSchema>;

/** POST /track/{code}/verify/send takes nothing: the code goes to the phone the order is for, no other. */
export const SendVerificationCodeInputSchema = z.object({});

/** POST /track/{code}/verify/send: where the code went (never which number) and until when it is valid. */
export const VerificationCodeSentSchema = z.object({
  channel: z.enum(['sms', 'whatsapp']),
  expiresAt: z.string(),
});
export type VerificationCodeSent = z.infer<typeof VerificationCodeSentSchema>;

export const RecipientVerificationHeadersSchema = z.looseObject({
  [RECIPIENT_VERIFICATION_HEADER]: z.string().max(400).optional(),
});
