import type { FieldRule } from '@sameday/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from the contract's plain field rules. The login
 * steps use it instead of the zod schemas: /login then loads no schema library
 * (docs/decisions/004-lean-first-paint.md). Emails are trimmed and lower-cased
 * as the API's schema does.
 */
export function ruleResolver<T extends Record<string, string>>(rules: { [K in keyof T]: FieldRule }): Resolver<T> {
  return async (values) => {
    const errors: FieldErrors<FieldValues> = {};
    const cleaned: Record<string, string> = {};
    for (const [name, rule] of Object.entries(rules) as [string, FieldRule][]) {
      const value = String((values as Record<string, unknown>)[name] ?? '');
      const message = rule(value);
      if (message !== undefined) errors[name] = { type: 'validate', message };
      cleaned[name] = name === 'email' ? value.trim().toLowerCase() : name === 'code' ? value.trim() : value;
    }
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<T> }
      : { values: cleaned as T, errors: {} };
  };
}
