/** A field's error, from react-hook-form (sign-up) or the entry screens' own form hook. */
export type FieldError = { message?: string; types?: Record<string, unknown> };

/**
 * The height of one error line under a size-md input (Mantine: a gap of
 * spacing-xs / 2, then 1.2 × (font-size-md − 2 px)). Kept free while a field
 * has no error, so an error appearing on blur moves nothing below it.
 */
export const ERROR_TEXT_HEIGHT = '1.2 * (var(--mantine-font-size-md) - 0.125rem * var(--mantine-scale))';
export const ERROR_LINE_HEIGHT = `calc(var(--mantine-spacing-xs) / 2 + ${ERROR_TEXT_HEIGHT})`;

/**
 * The sentence to show for a field. The password rules carry an empty message
 * (spec §5: the checklist says which rule is missing), so a later non-empty
 * issue of the same field, such as 'Passwords do not match', is shown instead.
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
 * Mantine props of an input's error: the sentence, or only the invalid state;
 * the error line is reserved. aria-invalid is also given directly because
 * Mantine's PasswordInput leaves it off its inner input.
 */
export function fieldErrorProps(error: FieldError | undefined) {
  const text = errorText(error);
  return {
    error: text ?? (error ? true : undefined),
    'aria-invalid': error ? true : undefined,
    pb: text ? undefined : ERROR_LINE_HEIGHT,
  };
}
