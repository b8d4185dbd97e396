import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink, useDocumentTitle } from '../../../shared/ui/page';

/** The frame of every console screen: an optional way back, the title, what it is for, its actions. */
export function AdminFrame({
  title,
  description,
  actions,
  back,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  useDocumentTitle(`${title} · Operations`);
  return (
    <Box maw={1200}>
      <Stack gap="md">
        <Stack gap={4}>
          {back && <BackLink to={back.to} label={back.label} />}
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {actions && <Group gap="xs">{actions}</Group>}
          </Group>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
