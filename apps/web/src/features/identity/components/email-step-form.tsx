import { useLingui } from '@lingui/react/macro';
import { Button, Stack, TextInput } from '@mantine/core';
import { emailRule, MESSAGES } from '@sameday/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api';
import { applyServerErrors, FormAlert } from '../../../shared/forms/form-errors';
import { useRuleForm } from '../forms/use-rule-form';
import { reservedErrorProps } from './field-error';
import { StepHeader } from './step-header';

type EmailStepFormProps = {
  title: string;
  description: string;
  defaultEmail: string;
  submitLabel: string;
  /** The call the email is for. */
  send: (email: string) => Promise<unknown>;
  /** The step moves on once the call succeeded. */
  onSent: (email: string) => void;
  /** The sentence for a failure the server says nothing readable about. */
  fallback: string;
  /** Above the field: a confirmation carried over from the previous step. */
  notice?: ReactNode;
  /** Under the button: a way elsewhere. */
  footer?: ReactNode;
};

/**
 * An entry card that asks for the account's email, focused, then calls the
 * server with it. Spec §7: an unknown email (code not_found, status NOTFOUND)
 * is said on the field as 'Email not found'.
 */
export function EmailStepForm({
  title,
  description,
  defaultEmail,
  submitLabel,
  send,
  onSent,
  fallback,
  notice,
  footer,
}: EmailStepFormProps) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useRuleForm<{ email: string }>({ rules: { email: emailRule }, defaultValues: { email: defaultEmail } });

  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(undefined);
    try {
      await send(email);
      onSent(email);
    } catch (error) {
      if (isApiError(error) && (error.code === 'not_found' || error.shape.status === 'NOTFOUND')) {
        setError('email', { type: 'server', message: MESSAGES.emailNotFound }, { shouldFocus: true });
        return;
      }
      setFormError(applyServerErrors(error, setError, { fields: ['email'], fallback, showsInternal: true }));
    }
  });

  return (
    <>
      <StepHeader title={title} description={description} />
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          {notice}
          <TextInput
            size="md"
            label={t`Email`}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...reservedErrorProps(errors.email)}
            {...register('email')}
          />
          {formError && <FormAlert>{formError}</FormAlert>}
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {submitLabel}
          </Button>
          {footer}
        </Stack>
      </form>
    </>
  );
}
