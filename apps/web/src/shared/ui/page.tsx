import { Alert, Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';

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
  backLabel = 'Account',
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
  useDocumentTitle(title);
  return (
    <Box maw={960}>
      <Stack gap="lg">
        <Stack gap={4}>
          {backTo && <BackLink to={backTo} label={backLabel} />}
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
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

export function ReadOnlyNote() {
  return (
    <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
      Your role can read these settings but not change them. Ask an owner or admin of the account.
    </Alert>
  );
}
