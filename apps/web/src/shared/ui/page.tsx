import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { IconAlertCircle, IconArrowLeft, IconLock } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../api';
import { translateContractText } from '../i18n/i18n';
import { FLIP_IN_RTL } from '../i18n/rtl';
import { serverMessage } from '../server-error';

/*
 * What every screen is built of: the page frame (title, way back, read-only
 * note) and the states of its data (loading, could not load, empty). One module:
 * the screens load its Mantine pieces as one chunk (docs/decisions/004).
 */

export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Sameday`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** The frame of every account page: a way back to /account, the title and what the page is for. */
export function AccountPage({
  title,
  description,
  backTo = WEB_ROUTES.account,
  backLabel,
  actions,
  children,
}: {
  title: string;
  description: ReactNode;
  backTo?: string | null;
  backLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  useDocumentTitle(title);
  return (
    <Box maw={960}>
      <Stack gap="lg">
        <Stack gap={4}>
          {backTo && <BackLink to={backTo} label={backLabel ?? t`Account`} />}
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={1} fz="h2">
              {title}
            </Title>
            {actions}
          </Group>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

/** The way back to the page a settings page belongs to. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden className={FLIP_IN_RTL} />
        {label}
      </Group>
    </Anchor>
  );
}

type LoadFailedProps = {
  /** What could not be loaded, as the title says it: 'the team', 'your invoices'. */
  what: string;
  /** A title of the screen's own instead of 'Could not load {what}'. */
  title?: string;
  error: unknown;
  onRetry: () => void;
  /** The sentence under the title; the server's (serverMessage) by default. */
  message?: string;
  /**
   * Who to ask when the role may not read it. Given, a refusal (permission_denied)
   * says so instead of offering a retry that would be refused again.
   */
  deniedHint?: string;
};

/** A screen's data that could not be loaded: what, why, and a way to try again. */
export function LoadFailed({ what, title, error, onRetry, message, deniedHint }: LoadFailedProps) {
  const { t } = useLingui();
  if (deniedHint && isApiError(error) && error.code === 'permission_denied')
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t`Cannot show ${what}`}>
        <Text size="sm">
          {translateContractText(error.message)} {deniedHint}
        </Text>
      </Alert>
    );
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={title ?? t`Could not load ${what}`}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? serverMessage(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

/** A form-shaped placeholder while a settings page loads. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      <Skeleton height={28} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );
}

/** A list-shaped placeholder while a table or a list of cards loads. */
export function LoadingRows({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => `skeleton-${index}`).map((row) => (
        <Skeleton key={row} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

/** A list with nothing in it yet: what is missing, and when it will come. */
export function EmptyPanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Text fw={600}>{title}</Text>
      {children && (
        <Text c="dimmed" size="sm" mt={4}>
          {children}
        </Text>
      )}
    </Paper>
  );
}

export function ReadOnlyNote() {
  return (
    <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
      <Trans>Your role can read these settings but not change them. Ask an owner or admin of the account.</Trans>
    </Alert>
  );
}
