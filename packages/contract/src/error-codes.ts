import type { ServerText } from './sentences';
// The error codes and their HTTP statuses, with no schema library: the web's
// API client reads them without loading zod.

/** The backend error codes of the platform contract (spec: platform contract §8). */
export const ERROR_CODES = [
  'ok',
  'canceled',
  'unknown',
  'invalid_argument',
  'deadline_exceeded',
  'not_found',
  'already_exists',
  'permission_denied',
  'resource_exhausted',
  'failed_precondition',
  'aborted',
  'out_of_range',
  'unimplemented',
  'internal',
  'unavailable',
  'data_loss',
  'unauthenticated',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status that goes with each code, as Connect/gRPC-style APIs map them. */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  ok: 200,
  canceled: 499,
  unknown: 500,
  invalid_argument: 400,
  deadline_exceeded: 504,
  not_found: 404,
  already_exists: 409,
  permission_denied: 403,
  resource_exhausted: 429,
  failed_precondition: 412,
  aborted: 409,
  out_of_range: 400,
  unimplemented: 501,
  internal: 500,
  unavailable: 503,
  data_loss: 500,
  unauthenticated: 401,
};

/** `text`: the message by id when the server wrote it from a template (decision 053). */
export type FieldError = { field: string; message: string; text?: ServerText };

export type ErrorShape = {
  code: ErrorCode;
  message: string;
  details: { fields?: FieldError[]; messageText?: ServerText; [key: string]: unknown };
  status?: string;
  errorDetail?: string;
};

/** Whether an answer body is in the error shape of the contract. */
export function isErrorShape(value: unknown): value is ErrorShape {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const details = candidate.details;
  return (
    typeof candidate.code === 'string' &&
    (ERROR_CODES as readonly string[]).includes(candidate.code) &&
    typeof candidate.message === 'string' &&
    typeof details === 'object' &&
    details !== null &&
    (!('fields' in details) ||
      (Array.isArray((details as { fields: unknown }).fields) &&
        (details as { fields: unknown[] }).fields.every(
          (f) =>
            typeof f === 'object' &&
            f !== null &&
            typeof (f as FieldError).field === 'string' &&
            typeof (f as FieldError).message === 'string',
        )))
  );
}

/** The web client's fallback for an answer that is not in the error shape (spec §8). */
export function nonConformingError(status: number, body: string): ErrorShape {
  return {
    code: 'unknown',
    message: `request failed: status ${status}${body ? ` ${body}` : ''}`,
    details: {},
  };
}

/** Turns zod issues into the `details.fields` list, one entry per field (the first issue wins). */
export function fieldErrorsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ field, message: issue.message });
  }
  return fields;
}

/** The API's answers to a request it cannot take, in English; the dashboard shows them in Arabic (issue 21). */
export const REQUEST_MESSAGES = {
  invalidFields: 'Some fields are not valid.',
  passwordRulesNotMet: 'Password does not meet the rules.',
  tooLarge: 'The request is too large.',
  notJson: 'The request must be sent as JSON.',
  unreadable: 'The request could not be read.',
  headersTooLarge: 'The request line or headers are too large.',
  tooSlow: 'The request took too long to arrive.',
  signIn: 'Sign in to continue.',
  temporaryPassword: 'Change your temporary password to continue.',
  notReady: 'The server cannot serve requests yet: its database is not ready.',
  metricsTokenNeeded: 'The metrics token is missing or wrong.',
} as const;

/** The same, with values (see ./sentences.ts): the permission the caller's role lacks, as the API names it. */
export const REQUEST_SENTENCES = {
  permissionNeeded: 'Your role does not allow this ({permission}).',
} as const;
