import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../shared/api';

/** Mantine props of an input's error: the sentence, and aria-invalid for screen readers. */
export function fieldErrorProps(error: FieldError | undefined) {
  return { error: error?.message || (error ? true : undefined), 'aria-invalid': error ? true : undefined };
}

/**
 * Puts the server's details.fields on the form's fields (names mapped by
 * `fieldOf`); answers the messages of the fields the form does not have.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  hasField: (name: string) => boolean,
  fieldOf: (apiField: string) => string = (name) => name,
): { landed: number; unplaced: string[] } {
  if (!isApiError(error)) return { landed: 0, unplaced: [] };
  const unplaced: string[] = [];
  let landed = 0;
  for (const field of error.fields) {
    const name = fieldOf(field.field);
    if (!hasField(name)) {
      unplaced.push(field.message);
      continue;
    }
    setError(name as Path<T>, { type: 'server', message: field.message }, { shouldFocus: landed === 0 });
    landed += 1;
  }
  return { landed, unplaced };
}
