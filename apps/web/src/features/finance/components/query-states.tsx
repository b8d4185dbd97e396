import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '../../../shared/api';

export function LoadingRows({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => `skeleton-${index}`).map((row) => (
        <Skeleton key={row} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

export function LoadError({ what, error, onRetry }: { what: string; error?: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.code === 'permission_denied')
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={`Cannot show ${what}`}
      >
        <Text size="sm">{error.message} Ask an owner or admin of the account for the Finance role.</Text>
      </Alert>
    );
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={`Could not load ${what}`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Check your connection and try again.</Text>
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

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
