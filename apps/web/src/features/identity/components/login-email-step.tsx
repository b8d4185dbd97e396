import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { MESSAGES } from '@sameday/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { checkIdentifier } from '../api/identity-calls';
import { EmailStepForm } from './email-step-form';

type LoginEmailStepProps = {
  defaultEmail: string;
  /** A confirmation carried over from the previous step (a password just reset). */
  notice?: string;
  onAccepted: (email: string) => void;
};

/** Login step "email": the identifier is checked before the password is asked for. */
export function LoginEmailStep({ defaultEmail, notice, onAccepted }: LoginEmailStepProps) {
  const { t } = useLingui();
  return (
    <EmailStepForm
      title={t`Log in to Sameday`}
      description={t`Enter the email address of your Sameday account.`}
      defaultEmail={defaultEmail}
      submitLabel={t`Continue`}
      fallback={MESSAGES.signInFailed}
      send={(email) => checkIdentifier({ email })}
      onSent={onAccepted}
      notice={
        notice && (
          <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
            {notice}
          </Alert>
        )
      }
    />
  );
}
