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

const ASK_AGAIN = 'Ask the person who invited you to send a new invitation.';

/**
 * /join?invitation=TOKEN: the mailed link. The route is in the signed-in area,
 * so a signed-out invitee signs in first and comes back here (returnUrl).
 */
export default function JoinTeamPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('invitation')?.trim() ?? '';
  const preview = useInvitationPreview(token);

  useEffect(() => {
    const previous = document.title;
    document.title = 'Join a team · Sameday';
    return () => {
      document.title = previous;
    };
  }, []);

  let content: ReactNode;
  if (!token) {
    content = (
      <Problem message="This invitation link is incomplete.">
        Open the link in your invitation email again, or {ASK_AGAIN.toLowerCase()}
      </Problem>
    );
  } else if (preview.isPending) {
    content = (
      <Group gap="sm" role="status" aria-label="Loading the invitation">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">Loading the invitation…</Text>
      </Group>
    );
  } else if (preview.isError) {
    const isInvalid = isApiError(preview.error) && preview.error.code === 'failed_precondition';
    content = (
      <Problem message={serverMessage(preview.error, MESSAGES.appError)}>
        {isInvalid ? (
          'Invitation links work once and for 7 days; a newer invitation to the same address replaces an older one.'
        ) : (
          <Button size="xs" variant="default" mt={4} onClick={() => void preview.refetch()}>
            Try again
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
            Join a team
          </Title>
          {content}
        </Stack>
      </Paper>
    </Center>
  );
}

function Invitation({ token, preview }: { token: string; preview: InvitationPreview }) {
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
        showToast({ message: `You joined ${joined.name}.`, tone: 'success' });
        navigate(WEB_ROUTES.orders, { replace: true });
      },
    });

  const acceptError = accept.isError ? accept.error : undefined;
  const isWrongAddress = isApiError(acceptError) && acceptError.code === 'permission_denied';

  return (
    <>
      <Text size="lg">
        <strong>{preview.invitedBy}</strong> invited you to join <strong>{preview.orgName}</strong> as{' '}
        <strong>{roleLabel(preview.role)}</strong>.
      </Text>
      {description && (
        <Text size="sm" c="dimmed">
          {roleLabel(preview.role)}: {description}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        Invitation for {preview.email}
      </Text>

      {isForSomeoneElse && !acceptError && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconUserExclamation aria-hidden />}
          title="Another email"
          // Mantine's yellow title on the yellow background is below AA contrast.
          styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
        >
          This invitation is for {preview.email}, and you are signed in as {signedInAs}. Log out, then sign in with{' '}
          {preview.email} to join.
        </Alert>
      )}
      {acceptError && (
        <FormAlert>
          <Text size="sm">{serverMessage(acceptError, MESSAGES.appError)}</Text>
          {isWrongAddress && (
            <Text size="sm" mt={4}>
              Log out, then sign in with {preview.email} to join.
            </Text>
          )}
        </FormAlert>
      )}

      <Group gap="sm">
        {isForSomeoneElse || isWrongAddress ? (
          <Button onClick={switchAccount}>Log out and switch account</Button>
        ) : (
          <Button onClick={join} loading={accept.isPending}>
            Join team
          </Button>
        )}
        <Button component={Link} to={WEB_ROUTES.orders} variant="default">
          Not now
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
          Go to Orders
        </Button>
      </Group>
    </>
  );
}
