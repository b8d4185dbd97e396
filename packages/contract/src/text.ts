import type { FieldError } from './error-codes';

/**
 * What no text the platform takes may hold, whatever the field: NUL and the other
 * C0 controls but tab, line feed and carriage return; DEL; and a UTF-16 surrogate
 * that is not half of a pair. PostgreSQL's text cannot store NUL, a lone surrogate
 * has no UTF-8 form, and the controls only ever arrive to break a label, a CSV
 * export or a log line.
 */
const UNSAFE_CHARACTER =
  /(?![\t\n\r])(?=\p{ASCII})\p{Cc}|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** The longest text any field may hold; each field's own schema usually allows far less. */
export const TEXT_MAX_CHARACTERS = 20_000;

export const TEXT_MESSAGES = {
  unsafe: 'Remove the control characters or broken characters from this field.',
  tooLong: `Must be at most ${TEXT_MAX_CHARACTERS.toLocaleString('en-US')} characters.`,
} as const;

/** Why a text can't be taken, or null when it can. */
export function textProblem(value: string): string | null {
  if (value.length > TEXT_MAX_CHARACTERS) return TEXT_MESSAGES.tooLong;
  return UNSAFE_CHARACTER.test(value) ? TEXT_MESSAGES.unsafe : null;
}

/**
 * Every text inside a request's values (bodies, queries, path parameters), keys
 * included, checked against the one rule above; each bad one is named by its
 * path (`recipient.name`, `items.0.name`), as validation errors are.
 */
export function findUnsafeText(value: unknown, path: readonly (string | number)[] = []): FieldError[] {
  const field = () => path.map(String).join('.') || '_';
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? [{ field: field(), message: problem }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => findUnsafeText(item, [...path, index]));
  if (value && typeof value === 'object') {
    const errors: FieldError[] = [];
    for (const [key, item] of Object.entries(value)) {
      // A bad key is named by where it sits, never by itself.
      if (textProblem(key)) errors.push({ field: field(), message: TEXT_MESSAGES.unsafe });
      else errors.push(...findUnsafeText(item, [...path, key]));
    }
    return errors;
  }
  return [];
}
