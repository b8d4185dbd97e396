import { type ErrorShape, isErrorShape, nonConformingError } from '@sameday/contract';
import { rememberServerText } from '../i18n/server-texts';

/** A failed call, always in the contract's error shape. */
export class ApiError extends Error {
  readonly shape: ErrorShape;
  readonly httpStatus: number;

  constructor(shape: ErrorShape, httpStatus: number) {
    super(shape.message);
    this.shape = shape;
    this.httpStatus = httpStatus;
    // Shown by id in the reader's language wherever the message is (decision 053).
    rememberServerText(shape.message, shape.details.messageText);
    for (const field of shape.details.fields ?? []) rememberServerText(field.message, field.text);
  }

  get code() {
    return this.shape.code;
  }

  get fields() {
    return this.shape.details.fields ?? [];
  }
}

export function toApiError(httpStatus: number, bodyText: string): ApiError {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (isErrorShape(parsed)) return new ApiError(parsed, httpStatus);
  } catch {
    // not JSON: falls through to the spec's fallback
  }
  return new ApiError(nonConformingError(httpStatus, bodyText), httpStatus);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
