import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '../api';
import { translateContractText } from '../i18n/i18n';
import { serverMessage } from '../server-error';

/*
 * How a form shows what is wrong: a field's own error, the server's field
 * errors put on the fields, and one alert for what belongs to no field. One
 * module, so every screen (the /login steps included) loads it as one small chunk.
 */

/** A field's error, from react-hook-form or the entry screens' rule form. */
export type FieldError = { message?: string; types?: Record<string, unknown> };

/**
 * The sentence to show for a field. A rule may carry an empty message (the
 * password checklist says which rule is missing), so a later non-empty issue of
 * the same field, such as 'Passwords do not match', is shown instead.
 */
export function errorText(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return translateContractText(error.message);
  for (const value of Object.values(error.types ?? {})) {
    const found = [value].flat().find((message) => typeof message === 'string' && message.length > 0);
    if (typeof found === 'string') return translateContractText(found);
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
  /** Say the server's sentence for a 5xx rather than the fallback (see serverMessage). */
  showsInternal?: boolean;
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
  { fields, fieldOf = (name) => name, fallback, showsInternal }: Placement,
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
  return serverMessage(error, fallback, { showsInternal });
}

/** A failure that belongs to no single field (of a form, or of an action beside its buttons). Mantine announces it as an alert. */
export function FormAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />}>
      {typeof children === 'string' ? translateContractText(children) : children}
    </Alert>
  );
}
