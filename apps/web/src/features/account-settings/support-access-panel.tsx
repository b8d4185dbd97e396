import { Trans, useLingui } from '@lingui/react/macro';
import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { formatDateTime } from '../../shared/date-formats';
import { LoadFailed, LoadingRows } from '../../shared/ui/page';
import { useSupportAccess } from './api/account-settings';

/**
 * The times the provider's support opened a read-only view of this account (to see what the
 * merchant sees when helping them), newest first. Support can read but never change anything.
 */
export function SupportAccessPanel() {
  const { t } = useLingui();
  const access = useSupportAccess();
  let body: React.ReactNode;
  if (access.isPending) body = <LoadingRows label={t`Loading support access`} rows={2} />;
  else if (access.error || !access.data)
    body = <LoadFailed what={t`support access`} error={access.error} onRetry={() => void access.refetch()} />;
  else if (access.data.items.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        <Trans>Sameday support has not viewed your account.</Trans>
      </Text>
    );
  else
    body = (
      <List spacing="xs" size="sm" aria-label={t`Support views of your account`}>
        {access.data.items.map((view) => {
          const viewer = view.viewerName;
          const until = formatDateTime(view.expiresAt);
          return (
            <List.Item key={view.id}>
              <Text size="sm" component="span" fw={500}>
                {formatDateTime(view.viewedAt)}
              </Text>{' '}
              <Text size="sm" component="span" c="dimmed">
                <Trans>
                  · <bdi>{viewer}</bdi>, read-only until {until}
                </Trans>
              </Text>
            </List.Item>
          );
        })}
      </List>
    );
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="support-access-title"
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconEye size={20} aria-hidden style={{ flexShrink: 0 }} />
          <div>
            <Title order={2} fz="h4" id="support-access-title">
              <Trans>Support access</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                When Sameday support viewed your account to help you. They can see it but cannot change anything.
              </Trans>
            </Text>
          </div>
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
