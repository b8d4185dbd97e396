import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type InvitationPreview, MESSAGES, WEB_ROUTES } from '@sameday/contract';
import { IconMailOpened, IconUserExclamation } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAccount } from '../../entities/account';
import { isApiError } from '../../shared/api';
import { FormAlert } from '../../shared/forms/form-errors';
import { serverMessage } from '../../shared/server-error';
import { showToast } from '../../shared/ui/toast';
import { useAcceptInvitation } from './api/accept-invitation';
import { useInvitationPreview } from './api/get-invitation-preview';
import { useSignInAsSomeoneElse } from './hooks/use-sign-in-as-someone-else';
import { roleDescription, roleLabel } from './lib/roles';

/**
 * /join?invitation=TOKEN: the mailed link. The route is in the signed-in area,
 * so a signed-out invitee signs in first and comes back here (returnUrl).
 */
export default function JoinTeamPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('invitation')?.trim() ?? '';
  const preview = useInvitationPreview(token);

  const pageTitle = t`Join a team · Sameday`;
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);

  let content: ReactNode;
  if (!token) {
    content = (
      <Problem message={t`This invitation link is incomplete.`}>
        <Trans>
          Open the link in your invitation email again, or ask the person who invited you to send a new invitation.
        </Trans>
      </Problem>
    );
  } else if (preview.isPending) {
    content = (
      <Group gap="sm" role="status" aria-label={t`Loading the invitation`}>
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">
          <Trans>Loading the invitation…</Trans>
        </Text>
      </Group>
    );
  } else if (preview.isError) {
    const isInvalid = isApiError(preview.error) && preview.error.code === 'failed_precondition';
    content = (
      <Problem message={serverMessage(preview.error, MESSAGES.appError)}>
        {isInvalid ? (
          t`Invitation links work once and for 7 days; a newer invitation to the same address replaces an older one.`
        ) : (
          <Button size="xs" variant="default" mt={4} onClick={() => void preview.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Problem>
    );
  } else {
    content = <Invitation token={token} preview={preview.data} />;
  }

  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} w="100%">
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconMailOpened size={26} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            <Trans>Join a team</Trans>
          </Title>
          {content}
        </Stack>
      </Paper>
    </Center>
  );
}

function Invitation({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { t } = useLingui();
  const account = useAccount();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const location = useLocation();
  const signInAsSomeoneElse = useSignInAsSomeoneElse();
  const signedInAs = account.data?.user.email;
  const isForSomeoneElse = !!signedInAs && signedInAs.toLowerCase() !== preview.email.toLowerCase();
  const description = roleDescription(preview.role);
  const switchAccount = () => void signInAsSomeoneElse(`${location.pathname}${location.search}`);

  const join = () =>
    accept.mutate(token, {
      onSuccess: (joined) => {
        showToast({ message: t`You joined ${joined.name}.`, tone: 'success' });
        navigate(WEB_ROUTES.orders, { replace: true });
      },
    });

  const acceptError = accept.isError ? accept.error : undefined;
  const isWrongAddress = isApiError(acceptError) && acceptError.code === 'permission_denied';

  return (
    <>
      <Text size="lg">
        <Trans>
          <strong>
            <bdi>{preview.invitedBy}</bdi>
          </strong>{' '}
          invited you to join{' '}
          <strong>
            <bdi>{preview.orgName}</bdi>
          </strong>{' '}
          as <strong>{roleLabel(preview.role)}</strong>.
        </Trans>
      </Text>
      {description && (
        <Text size="sm" c="dimmed">
          {roleLabel(preview.role)}: {description}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        <Trans>
          Invitation for <bdi>{preview.email}</bdi>
        </Trans>
      </Text>

      {isForSomeoneElse && !acceptError && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconUserExclamation aria-hidden />}
          title={t`Another email`}
          // Mantine's yellow title on the yellow background is below AA contrast.
          styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
        >
          <Trans>
            This invitation is for {preview.email}, and you are signed in as {signedInAs}. Log out, then sign in with{' '}
            {preview.email} to join.
          </Trans>
        </Alert>
      )}
      {acceptError && (
        <FormAlert>
          <Text size="sm">{serverMessage(acceptError, MESSAGES.appError)}</Text>
          {isWrongAddress && (
            <Text size="sm" mt={4}>
              <Trans>
                Log out, then sign in with <bdi>{preview.email}</bdi> to join.
              </Trans>
            </Text>
          )}
        </FormAlert>
      )}

      <Group gap="sm">
        {isForSomeoneElse || isWrongAddress ? (
          <Button onClick={switchAccount}>
            <Trans>Log out and switch account</Trans>
          </Button>
        ) : (
          <Button onClick={join} loading={accept.isPending}>
            <Trans>Join team</Trans>
          </Button>
        )}
        <Button component={Link} to={WEB_ROUTES.orders} variant="default">
          <Trans>Not now</Trans>
        </Button>
      </Group>
    </>
  );
}

/** A link that cannot be used: what went wrong, how to get a working one, and the way on. */
function Problem({ message, children }: { message: string; children: ReactNode }) {
  return (
    <>
      <FormAlert>
        <Text size="sm" fw={600}>
          {message}
        </Text>
        <Text size="sm" mt={4} component="div">
          {children}
        </Text>
      </FormAlert>
      <Group>
        <Button component={Link} to={WEB_ROUTES.orders} variant="default">
          <Trans>Go to Orders</Trans>
        </Button>
      </Group>
    </>
  );
}
