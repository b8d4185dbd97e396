import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { emailRule, MESSAGES } from '@sameday/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api';
import { checkIdentifier } from '../api/identity-calls';
import { useRuleForm } from '../forms/use-rule-form';
import { fieldErrorProps } from './field-error';
import { FormAlert } from './form-alert';
import { serverMessage } from './server-error';
import { StepHeader } from './step-header';

type LoginEmailStepProps = {
  defaultEmail: string;
  /** A confirmation carried over from the previous step (a password just reset). */
  notice?: string;
  onAccepted: (email: string) => void;
};

/** Login step "email": the identifier is checked before the password is asked for. */
export function LoginEmailStep({ defaultEmail, notice, onAccepted }: LoginEmailStepProps) {
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
      await checkIdentifier({ email });
      onAccepted(email);
    } catch (error) {
      if (isApiError(error) && (error.code === 'not_found' || error.shape.status === 'NOTFOUND')) {
        setError('email', { type: 'server', message: MESSAGES.emailNotFound }, { shouldFocus: true });
        return;
      }
      setFormError(serverMessage(error, MESSAGES.signInFailed));
    }
  });

  return (
    <>
      <StepHeader title="Log in to Sameday" description="Enter the email address of your Sameday account." />
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          {notice && (
            <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
              {notice}
            </Alert>
          )}
          <TextInput
            size="md"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldErrorProps(errors.email)}
            {...register('email')}
          />
          {formError && <FormAlert>{formError}</FormAlert>}
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            Continue
          </Button>
        </Stack>
      </form>
    </>
  );
}
