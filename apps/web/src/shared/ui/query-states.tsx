import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '../api';
import { serverMessage } from '../server-error';

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
  if (deniedHint && isApiError(error) && error.code === 'permission_denied')
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={`Cannot show ${what}`}>
        <Text size="sm">
          {error.message} {deniedHint}
        </Text>
      </Alert>
    );
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title ?? `Could not load ${what}`}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? serverMessage(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
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
