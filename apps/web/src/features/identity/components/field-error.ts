import { errorText, type FieldError, fieldErrorProps } from '../../../shared/forms/form-errors';

/**
 * The height of one error line under a size-md input (Mantine: a gap of
 * spacing-xs / 2, then 1.2 × (font-size-md − 2 px)). Kept free while a field
 * has no error, so an error appearing on blur moves nothing below it.
 */
export const ERROR_TEXT_HEIGHT = '1.2 * (var(--mantine-font-size-md) - 0.125rem * var(--mantine-scale))';
export const ERROR_LINE_HEIGHT = `calc(var(--mantine-spacing-xs) / 2 + ${ERROR_TEXT_HEIGHT})`;

/** The shared error props of an entry card's input, with the error line reserved while there is none. */
export function reservedErrorProps(error: FieldError | undefined) {
  return { ...fieldErrorProps(error), pb: errorText(error) ? undefined : ERROR_LINE_HEIGHT };
}
