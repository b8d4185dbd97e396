import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { EMAIL_VERIFICATION_MESSAGES, WEB_ROUTES } from '@sameday/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { FormAlert } from '../../shared/forms/form-errors';
import { translateContractText } from '../../shared/i18n/i18n';
import { serverMessage } from '../../shared/server-error';
import { useSession } from '../../shared/session';
import { confirmEmailVerification, sendEmailVerification } from './api/identity-calls';
import { AuthLayout } from './components/auth-layout';
import { LinkChecking } from './components/link-checking';
import { StepHeader } from './components/step-header';
import { useSingleUseLink } from './hooks/use-single-use-link';

type Settled = { state: 'verified'; email: string } | { state: 'failed'; message: string };

/**
 * /verify-email: the page of the mailed verification link (?token=). The link proves
 * the address only in the session of the user it was mailed to, so a visitor signs in
 * first and comes back here. Without a link, a signed-in user asks for a new one.
 * A proven address is what operations staff need before they get their rights
 * (docs/decisions/013).
 */
export default function VerifyEmailPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const session = useSession();
  const location = useLocation();
  const link = useVerificationLink(token, session.status === 'signed_in');

  if (session.status === 'signed_out') {
    const returnUrl = `${location.pathname}${location.search}`;
    return <Navigate to={`${WEB_ROUTES.login}?returnUrl=${encodeURIComponent(returnUrl)}`} replace />;
  }
  let content: ReactNode;
  if (session.status === 'not_loaded' || link.state === 'checking')
    content = <LinkChecking label={token ? t`Checking your verification link` : undefined} />;
  else if (link.state === 'verified') content = <Verified email={link.email} />;
  else if (link.state === 'failed') content = <LinkFailed message={link.message} />;
  else content = <AskForLink />;

  return (
    <AuthLayout>
      <title>{t`Verify your email · Sameday`}</title>
      {content}
    </AuthLayout>
  );
}

/** Trades the link's token once; it proves the address only in the session it was mailed to. */
function useVerificationLink(token: string | null, isSignedIn: boolean) {
  return useSingleUseLink<Settled>(token, isSignedIn, (value) =>
    confirmEmailVerification(value).then(
      (answer): Settled => ({ state: 'verified', email: answer.email }),
      (error: unknown): Settled => ({
        state: 'failed',
        message: serverMessage(error, EMAIL_VERIFICATION_MESSAGES.linkInvalid, { showsInternal: true }),
      }),
    ),
  );
}

function Verified({ email }: { email: string }) {
  const { t } = useLingui();
  return (
    <>
      <StepHeader title={t`Email verified`} />
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          {translateContractText(EMAIL_VERIFICATION_MESSAGES.verified)}{' '}
          <Text component="bdi" inherit fw={600} style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
        </Alert>
        <Button component={Link} to={WEB_ROUTES.orders} size="md" fullWidth>
          <Trans>Go to your dashboard</Trans>
        </Button>
      </Stack>
    </>
  );
}

function LinkFailed({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <>
      <StepHeader title={t`This link cannot be used`} />
      <Stack gap="md">
        <FormAlert>{message}</FormAlert>
        <SendLink label={t`Send me a new link`} />
      </Stack>
    </>
  );
}

function AskForLink() {
  const { t } = useLingui();
  return (
    <>
      <StepHeader
        title={t`Verify your email address`}
        description={t`We mail you a link that proves this address is yours. It works once, for 24 hours.`}
      />
      <SendLink label={t`Send me a verification link`} />
    </>
  );
}

type Sent =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; message: string }
  | { state: 'failed'; message: string };

function SendLink({ label }: { label: string }) {
  const { t } = useLingui();
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  const send = () => {
    setSent({ state: 'sending' });
    sendEmailVerification().then(
      (answer) =>
        setSent({
          state: 'sent',
          message: translateContractText(
            answer.isSent ? EMAIL_VERIFICATION_MESSAGES.linkSent : EMAIL_VERIFICATION_MESSAGES.alreadyVerified,
          ),
        }),
      (error: unknown) =>
        setSent({
          state: 'failed',
          message: serverMessage(error, t`The link could not be sent.`, { showsInternal: true }),
        }),
    );
  };
  return (
    <Stack gap="md">
      {sent.state === 'sent' && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          {sent.message}
        </Alert>
      )}
      {sent.state === 'failed' && <FormAlert>{sent.message}</FormAlert>}
      {sent.state !== 'sent' && (
        <Button size="md" fullWidth loading={sent.state === 'sending'} onClick={send}>
          {label}
        </Button>
      )}
      <Text size="sm" ta="center" c="dimmed">
        <Anchor component={Link} to={WEB_ROUTES.orders} fw={600}>
          <Trans>Back to the dashboard</Trans>
        </Anchor>
      </Text>
    </Stack>
  );
}
