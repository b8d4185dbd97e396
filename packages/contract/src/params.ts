import { z } from 'zod';

/** A record's id in a path (`/quiqdash/order/{id}`): opaque text of at most 64 characters. */
export const IdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The Idempotency-Key header that makes a retried write answer its first answer. */
export const IdempotencyKeySchema = z
  .string()
  .min(1)
  .max(200, 'An Idempotency-Key has at most 200 characters')
  .regex(/^[\x21-\x7e]+$/, 'An Idempotency-Key is printable ASCII without spaces');

/** The answer of a call that changes something and has nothing else to say. */
export const OkAnswerSchema = z.object({ status: z.literal('OK') });
export type OkAnswer = z.infer<typeof OkAnswerSchema>;
