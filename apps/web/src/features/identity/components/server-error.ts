import { isApiError } from '../../../shared/api';

/**
 * The sentence for a failed call (spec §8): the server's first error message,
 * else the screen's fallback. An answer outside the error shape (code
 * 'unknown': a proxy page, a crash) never reaches the screen as raw text.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.code === 'unknown') return fallback;
  return error.fields[0]?.message || error.message || fallback;
}

/** Puts the server's field errors on the form's own fields; true when at least one landed. */
export function setServerFieldErrors<Name extends string>(
  error: unknown,
  setError: (name: Name, error: { type: 'server'; message: string }, options: { shouldFocus: boolean }) => void,
  fieldNames: readonly Name[],
): boolean {
  if (!isApiError(error)) return false;
  const known = error.fields.filter((field) => (fieldNames as readonly string[]).includes(field.field));
  for (const [index, field] of known.entries()) {
    setError(field.field as Name, { type: 'server', message: field.message }, { shouldFocus: index === 0 });
  }
  return known.length > 0;
}
