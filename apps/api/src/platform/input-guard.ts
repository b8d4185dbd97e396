import { findUnsafeText } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { invalidArgument } from './errors';

/**
 * One check of every request's text before any route reads it: path parameters,
 * query and JSON body. A NUL, a lone surrogate or a control character answers
 * invalid_argument naming the field, instead of reaching the database or a log.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...findUnsafeText(request.params),
      ...findUnsafeText(request.query),
      ...(request.isMultipart() ? [] : findUnsafeText(request.body)),
    ];
    if (fields.length > 0) throw invalidArgument(fields);
  });
}
