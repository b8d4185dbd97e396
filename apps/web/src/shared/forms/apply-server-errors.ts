import { isApiError } from '../api';
import { serverMessage } from '../server-error';

/** What a form's setError must take: react-hook-form's does, and so does the entry screens' rule form. */
type SetError<Name extends string> = (
  name: Name,
  error: { type: 'server'; message: string },
  options: { shouldFocus: boolean },
) => void;

type Placement = {
  /** The form's own field names, or a test of whether the form has a (dotted) field. */
  fields: readonly string[] | ((name: string) => boolean);
  /** The form's name for an API field where the two differ (orders: payment.codAmountFils). */
  fieldOf?: (apiField: string) => string;
  /** The sentence when the server's own cannot be shown (see serverMessage). */
  fallback?: string;
};

/**
 * Puts the server's `details.fields` on the form's own fields, focusing the
 * first that lands (the spec attaches validation failures to their fields).
 * Answers the sentence for the form's alert: nothing when every field error
 * landed, else the first one no field of the form carries, else the server's
 * message, so no refusal goes unseen.
 */
export function applyServerErrors<Name extends string>(
  error: unknown,
  setError: SetError<Name>,
  { fields, fieldOf = (name) => name, fallback }: Placement,
): string | undefined {
  const hasField = typeof fields === 'function' ? fields : (name: string) => fields.includes(name);
  const unplaced: string[] = [];
  let landed = 0;
  for (const field of isApiError(error) ? error.fields : []) {
    const name = fieldOf(field.field);
    if (!hasField(name)) {
      unplaced.push(field.message);
      continue;
    }
    setError(name as Name, { type: 'server', message: field.message }, { shouldFocus: landed === 0 });
    landed += 1;
  }
  if (landed > 0) return unplaced[0];
  return serverMessage(error, fallback);
}
