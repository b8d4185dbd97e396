import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { STAFF_MESSAGES, WEB_ROUTES } from '@sameday/contract';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { translateContractText } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/ui/page';

/** What a merchant who opens /admin sees: where they are not, and the way back. */
export function StaffOnly() {
  const { t } = useLingui();
  useDocumentTitle(t`Operations console`);
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder radius="md" p="xl" maw={440} component="main">
        <Stack gap="md" align="flex-start">
          <IconLock size={32} aria-hidden color="var(--mantine-color-dark-3)" />
          <Title order={1} fz="h3">
            <Trans>Operations console</Trans>
          </Title>
          <Text>{translateContractText(STAFF_MESSAGES.staffOnly)}</Text>
          <Text size="sm" c="dimmed">
            <Trans>Your orders, invoices and settings are in your dashboard.</Trans>
          </Text>
          <Button component={Link} to={WEB_ROUTES.orders}>
            <Trans>Go to your dashboard</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
