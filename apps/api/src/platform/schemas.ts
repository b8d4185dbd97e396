import { ErrorShapeSchema } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { parseInput } from './errors';

/**
 * The app with its route schemas typed: a module registers its routes on `withSchemas(app)`,
 * so `request.params`, `request.query`, `request.body` and the handler's answer take the
 * types of the contract schemas the route declares.
 */
export const withSchemas = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type SchemaApp = ReturnType<typeof withSchemas>;

/**
 * Every route's params, query, body and headers are checked by the contract schema it
 * declares, before the handler runs; a failure answers `invalid_argument` with the field
 * named, exactly as the handlers' own checks did. Answers are written through their
 * declared schema, so a field the schema doesn't name (a password hash in a user row)
 * never leaves the server.
 */
export function registerSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
    try {
      // Fastify hands a missing body or query over as null; the contract reads it as {}.
      return { value: parseInput(schema, data ?? {}) };
    } catch (error) {
      return { error: error as Error };
    }
  });
  app.setSerializerCompiler(serializerCompiler);
}

/** The failed answers every route may give, in the one error shape (for the API reference). */
export const ERROR_RESPONSES = {
  400: ErrorShapeSchema.describe('invalid_argument, failed_precondition or out_of_range: the fields named'),
  401: ErrorShapeSchema.describe('unauthenticated: sign in again'),
  403: ErrorShapeSchema.describe('permission_denied: the role does not allow it'),
  404: ErrorShapeSchema.describe('not_found'),
  409: ErrorShapeSchema.describe('already_exists or aborted'),
  429: ErrorShapeSchema.describe('resource_exhausted: try again after Retry-After seconds'),
  500: ErrorShapeSchema.describe('internal: carries the request id for support'),
} as const;
