import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MESSAGES, RESET_LINK_TTL_MINUTES, WEB_ROUTES } from '@sameday/contract';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { translateContractText } from '../../shared/i18n/i18n';
import { forgotPassword } from './api/identity-calls';
import { AuthLayout } from './components/auth-layout';
import { EmailStepForm } from './components/email-step-form';

/** /reset-password: mails a single-use link to choose a new password (spec §2, §8). */
export default function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [isSent, setIsSent] = useState(false);
  const { t } = useLingui();
  return (
    <AuthLayout>
      <title>{t`Reset your password · Sameday`}</title>
      {isSent ? (
        <LinkSent email={email} onSendAnother={() => setIsSent(false)} />
      ) : (
        <ResetPasswordForm
          defaultEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setIsSent(true);
          }}
        />
      )}
    </AuthLayout>
  );
}

function ResetPasswordForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const { t } = useLingui();
  return (
    <EmailStepForm
      title={t`Reset your password`}
      description={t`Enter the email address of your Sameday account and we will email you a link to choose a new password.`}
      defaultEmail={defaultEmail}
      submitLabel={t`Email me a reset link`}
      fallback={MESSAGES.appError}
      send={(email) => forgotPassword({ email })}
      onSent={onSent}
      footer={
        <Text size="sm" ta="center" c="dimmed" mt="xs">
          <Trans>Remember it?</Trans>{' '}
          <Anchor component={Link} to={WEB_ROUTES.login} fw={600}>
            <Trans>Back to Login</Trans>
          </Anchor>
        </Text>
      }
    />
  );
}

function LinkSent({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the confirmation takes the focus so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" align="center" ta="center" py="sm">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
        <IconMailCheck size={30} />
      </ThemeIcon>
      <Title ref={heading} tabIndex={-1} order={1} fz={{ base: 22, sm: 26 }} style={{ outline: 'none' }}>
        <Trans>Check your email</Trans>
      </Title>
      <Text role="status" fw={500} style={{ textWrap: 'balance' }}>
        {translateContractText(MESSAGES.resetLinkSent)}
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>
          We sent it to{' '}
          <Text component="bdi" inherit fw={600} c="dark.7" style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
          . The link works once, for {RESET_LINK_TTL_MINUTES} minutes. Nothing there? Check your spam folder.
        </Trans>
      </Text>
      <Button component={Link} to={WEB_ROUTES.login} size="md" fullWidth mt="xs">
        <Trans>Back to Login</Trans>
      </Button>
      <Anchor component="button" type="button" size="sm" onClick={onSendAnother}>
        <Trans>Send another link</Trans>
      </Anchor>
    </Stack>
  );
}
