import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Input, PasswordInput, Stack, Text } from '@mantine/core';
import { MESSAGES, requiredRule } from '@sameday/contract';
import { useEffect, useId, useState } from 'react';
import { applyServerErrors, FormAlert } from '../../../shared/forms/form-errors';
import { signIn } from '../api/identity-calls';
import { useRuleForm } from '../forms/use-rule-form';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { reservedErrorProps } from './field-error';
import { StepHeader } from './step-header';

type LoginPasswordStepProps = { email: string; onBack: () => void; onForgotPassword: () => void };

/** Login step "password": the accepted email, the password, and the way to a reset code. */
export function LoginPasswordStep({ email, onBack, onForgotPassword }: LoginPasswordStepProps) {
  const { t } = useLingui();
  const completeSignIn = useCompleteSignIn();
  const passwordId = useId();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useRuleForm<{ password: string }>({ rules: { password: requiredRule }, defaultValues: { password: '' } });

  useEffect(() => setFocus('password'), [setFocus]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      const token = await signIn({ email, password });
      await completeSignIn(token);
    } catch (error) {
      // 'Invalid password' names the field; a lock (429) or a vanished account does not.
      setFormError(
        applyServerErrors(error, setError, {
          fields: ['password'],
          fallback: MESSAGES.signInFailed,
          showsInternal: true,
        }),
      );
    }
  });

  return (
    <>
      <StepHeader
        title={t`Enter your password`}
        back={{ label: t`Back to email`, onClick: onBack }}
        description={
          <Trans>
            Logging in as{' '}
            <Text component="bdi" inherit fw={600} c="dark.7" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
          </Trans>
        }
      />
      <form noValidate onSubmit={onSubmit}>
        {/* The account name for password managers, which save it with the password. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Stack gap="sm">
          <div>
            <Group justify="space-between" align="baseline" wrap="nowrap" mb={4}>
              <Input.Label htmlFor={passwordId} size="md">
                <Trans>Password</Trans>
              </Input.Label>
              <Anchor component="button" type="button" size="sm" fw={500} onClick={onForgotPassword}>
                <Trans>Forgot password?</Trans>
              </Anchor>
            </Group>
            <PasswordInput
              id={passwordId}
              size="md"
              autoComplete="current-password"
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': t`Show password` }}
              {...reservedErrorProps(errors.password)}
              {...register('password')}
            />
          </div>
          {formError && <FormAlert>{formError}</FormAlert>}
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            <Trans>Log in</Trans>
          </Button>
        </Stack>
      </form>
    </>
  );
}
