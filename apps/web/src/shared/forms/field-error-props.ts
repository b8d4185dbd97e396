/** A field's error, from react-hook-form or the entry screens' rule form. */
export type FieldError = { message?: string; types?: Record<string, unknown> };

/**
 * The sentence to show for a field. A rule may carry an empty message (the
 * password checklist says which rule is missing), so a later non-empty issue of
 * the same field, such as 'Passwords do not match', is shown instead.
 */
export function errorText(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  for (const value of Object.values(error.types ?? {})) {
    const found = [value].flat().find((message) => typeof message === 'string' && message.length > 0);
    if (typeof found === 'string') return found;
  }
  return undefined;
}

/**
 * Mantine props of an input's error: the sentence, or only the invalid state.
 * aria-invalid is also given directly because Mantine's PasswordInput leaves it
 * off its inner input.
 */
export function fieldErrorProps(error: FieldError | undefined) {
  return { error: errorText(error) ?? (error ? true : undefined), 'aria-invalid': error ? true : undefined };
}
