import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  type ErrorCode,
  type ErrorShape,
  englishOf,
  type FieldError,
  fieldErrorsFromIssues,
  HTTP_STATUS_BY_CODE,
  MESSAGES,
  REQUEST_MESSAGES,
  type ServerText,
  textOf,
} from '@sameday/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

export type ErrorExtras = {
  details?: Record<string, unknown> & { fields?: FieldError[] };
  status?: string;
  errorDetail?: string;
  headers?: Record<string, string>;
};

/**
 * 429 in the error shape: the caller may try again in `retryAfterSeconds` (said in the details and
 * in Retry-After). Every limit answers through it: request limits, locks, quotas.
 */
export function tooManyRequests(
  message: string | ServerText,
  retryAfterSeconds: number,
  details: Record<string, unknown> = {},
): AppError {
  return new AppError('resource_exhausted', message, {
    details: { retryAfterSeconds, ...details },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/**
 * The one error class of the API: a code of the contract and a sentence for people. A sentence
 * written from a contract template is given by id (`serverText(…)`): its English is the message
 * and its id and values go in `details.messageText`, so a reader shows it in its own language
 * (decision 053).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly extras: ErrorExtras;

  constructor(code: ErrorCode, message: string | ServerText, extras: ErrorExtras = {}) {
    super(englishOf(message));
    this.code = code;
    const text = textOf(message);
    this.extras = text ? { ...extras, details: { ...extras.details, messageText: text } } : extras;
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

/** A field's check written from a contract template: its English, and its id and values beside it (decision 053). */
export function fieldError(field: string, text: ServerText): FieldError {
  return { field, message: englishOf(text), text };
}

export function invalidArgument(fields: FieldError[], message: string = REQUEST_MESSAGES.invalidFields): AppError {
  return new AppError('invalid_argument', message, { details: { fields } });
}

/** Validates input with a contract schema; failures become invalid_argument with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = fieldErrorsFromIssues(result.error.issues).map((field) =>
    field.message ? field : { ...field, message: REQUEST_MESSAGES.passwordRulesNotMet },
  );
  throw invalidArgument(fields);
}

type DatabaseCause = { code?: unknown; constraint?: unknown; table?: unknown; severity?: unknown };

/** `insert into "users"`, `select … from "orders"`: which statement failed, without its values. */
export function statementName(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'statement';
  const table = /\b(?:into|from|update|table)\s+("[^"]+"|[\w.]+)/i.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/**
 * What a log line may say of a failure. A database error (Drizzle wraps the driver's)
 * carries the query's parameters and a detail quoting row values — hashes, emails,
 * IBANs — so only the statement's name and the SQLSTATE code are kept.
 */
export function describeFailure(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const wrapped = error as Error & { query?: unknown; cause?: unknown };
  const isWrappedQuery = typeof wrapped.query === 'string' && 'params' in wrapped;
  const cause = (isWrappedQuery ? wrapped.cause : error) as DatabaseCause | undefined;
  const isDatabaseError = isWrappedQuery || (typeof cause?.code === 'string' && 'severity' in (cause ?? {}));
  if (isDatabaseError) {
    return {
      type: 'DatabaseError',
      ...(isWrappedQuery ? { statement: statementName(wrapped.query as string) } : {}),
      ...(typeof cause?.code === 'string' ? { sqlState: cause.code } : {}),
      ...(typeof cause?.constraint === 'string' ? { constraint: cause.constraint } : {}),
      ...(typeof cause?.table === 'string' ? { table: cause.table } : {}),
    };
  }
  return { type: error.name, message: error.message, stack: error.stack };
}

/** What a 503 for a database that cannot be reached asks the client to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Node's socket errors: the database's address refused, reset or did not answer. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
/**
 * SQLSTATEs of a server that is stopping, starting or full: 57P01 admin_shutdown (a restart),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up), 53300 too_many_connections;
 * class 08 is every connection exception.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** The pg driver's own sentences for a connection lost or never made (they carry no code). */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a failure is the database being out of reach for a moment (a restart, a failover, a
 * full server) rather than a fault of the request: the error or any of its causes (Drizzle
 * wraps the driver's) says so.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
    if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (LOST_CONNECTION.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
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
      return reply.status(413).send(new AppError('out_of_range', REQUEST_MESSAGES.tooLarge).toShape());
    }
    if (statusCode === 415) {
      return reply.status(415).send(new AppError('invalid_argument', REQUEST_MESSAGES.notJson).toShape());
    }
    if (statusCode >= 400 && statusCode < 500) {
      return reply
        .status(400)
        .send(new AppError('invalid_argument', REQUEST_MESSAGES.unreadable, { details: {} }).toShape());
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was acknowledged: the client tries again once the database is back (a retry with
      // the same Idempotency-Key never does the work twice).
      request.log.warn({ failure: describeFailure(error) }, 'request failed: the database is out of reach');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(
        new AppError('unavailable', MESSAGES.serverBusy, {
          details: { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS, requestId: request.id },
        }).toShape(),
      );
    }
    request.log.error({ failure: describeFailure(error) }, 'request failed');
    return reply.status(500).send(
      new AppError('internal', MESSAGES.appError, {
        details: { requestId: request.id },
      }).toShape(),
    );
  });
}

/**
 * Answers a request Node could not read (headers over the limit, a malformed request
 * line, a timeout) in the error shape, then closes the connection, as Node would.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, error_] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, new AppError('invalid_argument', REQUEST_MESSAGES.headersTooLarge)]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, new AppError('deadline_exceeded', REQUEST_MESSAGES.tooSlow)]
        : [400, new AppError('invalid_argument', REQUEST_MESSAGES.unreadable)];
  const body = JSON.stringify(error_.toShape());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
