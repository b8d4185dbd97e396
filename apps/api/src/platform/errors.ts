import {
  type ErrorCode,
  type ErrorShape,
  type FieldError,
  fieldErrorsFromIssues,
  HTTP_STATUS_BY_CODE,
} from '@sameday/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

export type ErrorExtras = {
  details?: Record<string, unknown> & { fields?: FieldError[] };
  status?: string;
  errorDetail?: string;
  headers?: Record<string, string>;
};

/** The one error class of the API: a code of the contract and a sentence for people. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly extras: ErrorExtras;

  constructor(code: ErrorCode, message: string, extras: ErrorExtras = {}) {
    super(message);
    this.code = code;
    this.extras = extras;
  }

  get httpStatus(): number {
    return HTTP_STATUS_BY_CODE[this.code];
  }

  toShape(): ErrorShape {
    const shape: ErrorShape = { code: this.code, message: this.message, details: this.extras.details ?? {} };
    if (this.extras.status) shape.status = this.extras.status;
    if (this.extras.errorDetail) shape.errorDetail = this.extras.errorDetail;
    return shape;
  }
}

export function invalidArgument(fields: FieldError[], message = 'Some fields are not valid.'): AppError {
  return new AppError('invalid_argument', message, { details: { fields } });
}

/** Validates input with a contract schema; failures become invalid_argument with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = fieldErrorsFromIssues(result.error.issues).map((field) =>
    field.message ? field : { ...field, message: 'Password does not meet the rules.' },
  );
  throw invalidArgument(fields);
}

/** Maps every failure to the error shape; 5xx hide their cause and carry the request id. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.extras.headers ?? {})) reply.header(name, value);
      return reply.status(error.httpStatus).send(error.toShape());
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode === 429) {
      return reply.status(429).send(new AppError('resource_exhausted', error.message).toShape());
    }
    if (statusCode === 413) {
      return reply.status(413).send(new AppError('out_of_range', 'The request is too large.').toShape());
    }
    if (statusCode === 415) {
      return reply.status(415).send(new AppError('invalid_argument', 'The request must be sent as JSON.').toShape());
    }
    if (statusCode >= 400 && statusCode < 500) {
      return reply
        .status(400)
        .send(new AppError('invalid_argument', 'The request could not be read.', { details: {} }).toShape());
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(
      new AppError('internal', 'Something went wrong. Please contact support.', {
        details: { requestId: request.id },
      }).toShape(),
    );
  });
}
