import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, newPasswordRule, RESET_CODE_LENGTH, RESET_CODE_TTL_MINUTES, resetCodeRule } from '@sameday/contract';
import { useEffect, useState } from 'react';
import { applyServerErrors, FormAlert } from '../../../shared/forms/form-errors';
import { serverMessage } from '../../../shared/server-error';
import { resetWithCode, sendResetCode } from '../api/identity-calls';
import { useRuleForm } from '../forms/use-rule-form';
import { reservedErrorProps } from './field-error';
import { NewPasswordInput } from './new-password-input';
import { StepHeader } from './step-header';

type LoginResetCodeStepProps = { email: string; onBack: () => void; onPasswordReset: () => void };

/** Login step "reset-code": the mailed code and a new password. */
export function LoginResetCodeStep({ email, onBack, onPasswordReset }: LoginResetCodeStepProps) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    values: { password },
    formState: { errors, isSubmitting, isSubmitted, touchedFields },
  } = useRuleForm<{ code: string; password: string }>({
    rules: { code: resetCodeRule, password: newPasswordRule },
    defaultValues: { code: '', password: '' },
  });

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code, password: newPassword }) => {
    setFormError(undefined);
    try {
      await resetWithCode({ email, code, password: newPassword });
      onPasswordReset();
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          fields: ['code', 'password'],
          fallback: MESSAGES.passwordResetFailed,
          showsInternal: true,
        }),
      );
    }
  });

  const codeField = register('code');

  return (
    <>
      <StepHeader
        title={t`Choose a new password`}
        back={{ label: t`Back to password`, onClick: onBack }}
        description={
          <Trans>
            Enter the {RESET_CODE_LENGTH}-digit code we sent to{' '}
            <Text component="bdi" inherit fw={600} c="dark.7" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
            . It is valid for {RESET_CODE_TTL_MINUTES} minutes.
          </Trans>
        }
      />
      <form noValidate onSubmit={onSubmit}>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Stack gap="sm">
          <TextInput
            size="md"
            label={t`Code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
            {...reservedErrorProps(errors.code)}
            {...codeField}
            onChange={(event) => {
              // Digits only: a pasted "123 456" or "Code: 123456" still works.
              event.target.value = event.target.value.replace(/\D/g, '').slice(0, RESET_CODE_LENGTH);
              return codeField.onChange(event);
            }}
          />
          <NewPasswordInput
            label={t`New password`}
            password={password}
            fieldError={errors.password}
            isChecked={isSubmitted || Boolean(touchedFields.password)}
            {...register('password')}
          />
          {formError && <FormAlert>{formError}</FormAlert>}
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            <Trans>Reset password</Trans>
          </Button>
          <ResendCode email={email} />
        </Stack>
      </form>
    </>
  );
}

/** "Didn't get the code?": a new code on request, and whether it went. */
function ResendCode({ email }: { email: string }) {
  const { t } = useLingui();
  const [resend, setResend] = useState<{ state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string }>({
    state: 'idle',
  });
  const sendNewCode = async () => {
    setResend({ state: 'sending' });
    try {
      await sendResetCode({ email });
      setResend({ state: 'sent' });
    } catch (error) {
      setResend({ state: 'failed', message: serverMessage(error, MESSAGES.resetCodeFailed, { showsInternal: true }) });
    }
  };

  return (
    <Stack gap={4} align="center">
      <Text size="sm" c="dimmed" ta="center">
        <Trans>Didn’t get the code?</Trans>{' '}
        <Anchor
          component="button"
          type="button"
          inherit
          fw={500}
          disabled={resend.state === 'sending'}
          onClick={() => void sendNewCode()}
        >
          {resend.state === 'sending' ? t`Sending…` : t`Send a new code`}
        </Anchor>
      </Text>
      <Text role="status" size="sm" ta="center" c={resend.state === 'failed' ? 'red.8' : 'teal.9'}>
        {resend.state === 'sent' && t`A new code is on its way. Only the newest code works.`}
        {resend.state === 'failed' && resend.message}
      </Text>
    </Stack>
  );
}
