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

/**
 * The deepest nesting of arrays and objects a request may hold. No shape of the contract goes
 * past a handful of levels and a shop's webhook past a dozen; a body nested 100,000 deep would
 * overflow the stack of whatever walks it recursively (a check, a schema, a serializer).
 */
export const NESTING_MAX_DEPTH = 64;

export const TEXT_MESSAGES = {
  unsafe: 'Remove the control characters or broken characters from this field.',
  tooLong: `Must be at most ${TEXT_MAX_CHARACTERS.toLocaleString('en-US')} characters.`,
  tooDeep: `Must be nested at most ${NESTING_MAX_DEPTH} levels deep.`,
} as const;

/** Why a text can't be taken, or null when it can. */
export function textProblem(value: string): string | null {
  if (value.length > TEXT_MAX_CHARACTERS) return TEXT_MESSAGES.tooLong;
  return UNSAFE_CHARACTER.test(value) ? TEXT_MESSAGES.unsafe : null;
}

/**
 * Every text inside a request's values (bodies, queries, path parameters), keys
 * included, checked against the one rule above; each bad one is named by its
 * path (`recipient.name`, `items.0.name`), as validation errors are. Walked with a
 * stack of its own, not by recursion, in the order the fields are written: an array
 * or object more than NESTING_MAX_DEPTH levels down is named alone and the walk ends
 * there, so no later step ever walks a body that deep.
 */
export function findUnsafeText(value: unknown, path: readonly (string | number)[] = []): FieldError[] {
  type Step = { value: unknown; path: readonly (string | number)[]; isBadKey?: true };
  const fieldOf = (at: readonly (string | number)[]) => at.map(String).join('.') || '_';
  const errors: FieldError[] = [];
  const pending: Step[] = [{ value, path }];
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    if (step.isBadKey) {
      errors.push({ field: fieldOf(step.path), message: TEXT_MESSAGES.unsafe });
      continue;
    }
    if (typeof step.value === 'string') {
      const problem = textProblem(step.value);
      if (problem) errors.push({ field: fieldOf(step.path), message: problem });
      continue;
    }
    // Bytes (a body kept raw for its signature) hold no text.
    if (!step.value || typeof step.value !== 'object' || ArrayBuffer.isView(step.value)) continue;
    if (step.path.length - path.length >= NESTING_MAX_DEPTH) {
      return [{ field: fieldOf(step.path), message: TEXT_MESSAGES.tooDeep }];
    }
    const entries: [string | number, unknown][] = Array.isArray(step.value)
      ? step.value.map((item, index) => [index, item])
      : Object.entries(step.value);
    // Last in, first out: pushed from the last field back, so the first is walked first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string | number, unknown];
      // A bad key is named by where it sits, never by itself.
      if (typeof key === 'string' && textProblem(key))
        pending.push({ value: undefined, path: step.path, isBadKey: true });
      else pending.push({ value: item, path: [...step.path, key] });
    }
  }
  return errors;
}
