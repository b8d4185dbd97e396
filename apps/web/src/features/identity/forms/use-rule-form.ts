import type { FieldRule } from '@sameday/contract';
import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';

export type RuleFieldError = { type: 'validate' | 'server'; message: string };
type Values<T> = { [K in keyof T]: string };

/** Emails are trimmed and lower-cased, codes trimmed, as the API's schemas do. */
function cleaned<T extends Record<string, string>>(values: T): T {
  const result: Record<string, string> = { ...values };
  if ('email' in result) result.email = String(result.email).trim().toLowerCase();
  if ('code' in result) result.code = String(result.code).trim();
  return result as T;
}

/**
 * A small form hook for the entry screens' short forms, checked by the
 * contract's plain field rules. It behaves as the sign-up form's react-hook-form
 * in 'onBlur' mode: a field is checked when it loses focus once something was
 * typed in it (the focused, empty email of /login says nothing when the language
 * switch is clicked), and again on every change once the form was submitted; a submit with errors focuses the first
 * invalid field. /login loads neither a schema library nor a form library
 * (docs/decisions/004-lean-first-paint.md).
 */
export function useRuleForm<T extends Record<string, string>>({
  rules,
  defaultValues,
}: {
  rules: { [K in keyof T]: FieldRule };
  defaultValues: Values<T>;
}) {
  const [values, setValues] = useState<T>(defaultValues as T);
  const [errors, setErrors] = useState<Partial<Record<keyof T, RuleFieldError>>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  /** Fields typed in: leaving a field nobody typed in (to switch the language, say) checks nothing. */
  const edited = useRef(new Set<keyof T>());
  const [isSubmitting, setSubmitting] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const elements = useRef(new Map<keyof T, HTMLInputElement>());
  const names = Object.keys(rules) as (keyof T & string)[];
  const textOf = (name: keyof T) => String(values[name] ?? '');

  const check = (name: keyof T, value: string): RuleFieldError | undefined => {
    const message = rules[name](value);
    return message === undefined ? undefined : { type: 'validate', message };
  };
  const putError = (name: keyof T, error: RuleFieldError | undefined) =>
    setErrors((current) => {
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });

  const setFocus = useCallback((name: keyof T) => elements.current.get(name)?.focus(), []);

  const setError = (name: keyof T & string, error: RuleFieldError, options?: { shouldFocus?: boolean }) => {
    putError(name, error);
    if (options?.shouldFocus) setFocus(name);
  };

  const register = (name: keyof T & string) => ({
    name,
    value: textOf(name),
    ref: (element: HTMLInputElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      edited.current.add(name);
      setValues((current) => ({ ...current, [name]: value }));
      if (isSubmitted) putError(name, check(name, value));
    },
    onBlur: () => {
      setTouched((current) => ({ ...current, [name]: true }));
      if (edited.current.has(name) || isSubmitted) putError(name, check(name, textOf(name)));
    },
  });

  const handleSubmit = (onValid: (values: T) => Promise<void> | void) => async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const found = names.map((name) => [name, check(name, textOf(name))] as const).filter(([, error]) => error);
    setErrors(Object.fromEntries(found) as Partial<Record<keyof T, RuleFieldError>>);
    if (found.length > 0) {
      setFocus(found[0]?.[0] as keyof T);
      return;
    }
    setSubmitting(true);
    try {
      await onValid(cleaned(values));
    } finally {
      setSubmitting(false);
    }
  };

  return {
    register,
    handleSubmit,
    setError,
    setFocus,
    values,
    formState: { errors, touchedFields: touched, isSubmitting, isSubmitted },
  };
}
