import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export const ErrorCodeSchema = z.enum(ERROR_CODES);

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const ErrorDetailsSchema = z.object({ fields: z.array(FieldErrorSchema).optional() }).catchall(z.unknown());

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
