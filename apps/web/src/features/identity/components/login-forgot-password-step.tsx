import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { MESSAGES, RESET_CODE_LENGTH } from '@sameday/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { serverMessage } from '../../../shared/server-error';
import { sendResetCode } from '../api/identity-calls';
import { StepHeader } from './step-header';

type LoginForgotPasswordStepProps = { email: string; onBack: () => void; onCodeSent: () => void };

/** Login step "forgot-password": a reset code is mailed to the accepted email. */
export function LoginForgotPasswordStep({ email, onBack, onCodeSent }: LoginForgotPasswordStepProps) {
  const { t } = useLingui();
  const explanationId = useId();
  const sendButton = useRef<HTMLButtonElement>(null);
  const [isSending, setIsSending] = useState(false);
  const [formError, setFormError] = useState<string>();

  // The step has no field: its one action takes the focus, and says what it does.
  useEffect(() => sendButton.current?.focus(), []);

  const send = async () => {
    setFormError(undefined);
    setIsSending(true);
    try {
      await sendResetCode({ email });
      onCodeSent();
    } catch (error) {
      setFormError(serverMessage(error, MESSAGES.resetCodeFailed, { showsInternal: true }));
      setIsSending(false);
    }
  };

  return (
    <>
      <StepHeader title={t`Reset your password`} back={{ label: t`Back to password`, onClick: onBack }} />
      <Stack gap="md">
        <Text id={explanationId} size="sm">
          <Trans>
            We will email a {RESET_CODE_LENGTH}-digit code to{' '}
            <Text component="bdi" inherit fw={600} style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
            . Enter it on the next step to choose a new password.
          </Trans>
        </Text>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button
          ref={sendButton}
          size="md"
          fullWidth
          loading={isSending}
          aria-describedby={explanationId}
          onClick={() => void send()}
        >
          <Trans>Send code</Trans>
        </Button>
      </Stack>
    </>
  );
}
