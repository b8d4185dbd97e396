import { z } from 'zod';
import { ERROR_CODES } from './error-codes';
import { ServerTextSchema } from './server-text-schema';

export const ErrorCodeSchema = z.enum(ERROR_CODES);

/** A field's check; `text` is its message by id when the server wrote it from a template (decision 053). */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string(), text: ServerTextSchema.optional() });

/** `messageText`: the message by id when the server wrote it from a template (decision 053). */
export const ErrorDetailsSchema = z
  .object({ fields: z.array(FieldErrorSchema).optional(), messageText: ServerTextSchema.optional() })
  .catchall(z.unknown());

/**
 * Every failed answer of the API. `status` and `errorDetail` are carried where the
 * spec's callers read them (forgot password reads status 'NOTFOUND', the partner
 * user update reads errorDetail).
 */
export const ErrorShapeSchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  details: ErrorDetailsSchema,
  status: z.string().optional(),
  errorDetail: z.string().optional(),
});
