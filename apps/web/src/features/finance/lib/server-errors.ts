import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../shared/api';

/**
 * Puts the server's details.fields on the form's fields; answers the sentence to show
 * above the form for what no field carries (or undefined when every error landed).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | undefined {
  if (!isApiError(error)) return 'Something went wrong. Try again.';
  let landed = 0;
  const unplaced: string[] = [];
  for (const field of error.fields) {
    if (!fields.includes(field.field)) {
      unplaced.push(field.message);
      continue;
    }
    setError(field.field as Path<T>, { type: 'server', message: field.message }, { shouldFocus: landed === 0 });
    landed += 1;
  }
  if (landed > 0 && unplaced.length === 0) return undefined;
  return unplaced[0] ?? error.message;
}
