import { MESSAGES } from '@sameday/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/**
 * The sentence for a failed call: the server's message in the error shape, else
 * the screen's fallback (the spec's app error by default). An answer outside the
 * shape (code 'unknown': a proxy page, a crash) never reaches the screen as raw text.
 */
export function serverMessage(error: unknown, fallback: string = MESSAGES.appError): string {
  if (!isApiError(error) || error.code === 'unknown' || error.code === 'internal') return fallback;
  return error.message || fallback;
}

/** Puts the server's field errors on the form's own fields, focusing the first; true when one landed. */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): boolean {
  if (!isApiError(error)) return false;
  const known = error.fields.filter((field) => fieldNames.includes(field.field));
  for (const [index, field] of known.entries()) {
    setError(field.field as Path<T>, { type: 'server', message: field.message }, { shouldFocus: index === 0 });
  }
  return known.length > 0;
}
