import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type IntegrationConnection as Connection, INTEGRATION_PLATFORM_LABELS } from '@sameday/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/date-formats';
import { usePlatformSetup } from '../api/platform-setups';
import { CONNECTION_STATUS_TEXT } from '../lib/labels';
import { PLATFORM_TEXT, STATUS_COLORS, shopNameOf } from '../lib/platforms';
import { ConnectDialog } from './connect-dialog';

/** The shop's settings page, with this shop chosen. */
export const settingsPathOf = (connection: Pick<Connection, 'id' | 'platform'>) =>
  `${PLATFORM_TEXT[connection.platform].path}?connection=${encodeURIComponent(connection.id)}`;

/** One connected shop: its status, its last order and today's imports. */
export function ConnectionCard({ connection }: { connection: Connection }) {
  const { t, i18n } = useLingui();
  const [reconnecting, setReconnecting] = useState(false);
  const platform = INTEGRATION_PLATFORM_LABELS[connection.platform];
  const setup = usePlatformSetup(connection.platform);
  const connectedAt = formatDateTime(connection.connectedAt);
  const shop = shopNameOf(connection);
  const storeNumber = connection.shop;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={shop}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text
              fw={600}
              dir={connection.shopName ? 'auto' : 'ltr'}
              style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
            >
              {shop}
            </Text>
            {connection.shopName && (
              <Text size="xs" c="dimmed">
                <Trans>
                  Store number <bdi>{storeNumber}</bdi>
                </Trans>
              </Text>
            )}
            <Text size="sm" c="dimmed">
              <Trans>
                {platform} · connected {connectedAt}
              </Trans>
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[connection.status]} variant="light" style={{ flexShrink: 0 }}>
            {i18n._(CONNECTION_STATUS_TEXT[connection.status])}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            <Trans>Last order received:</Trans>{' '}
            <Text span fw={500}>
              {connection.lastOrderAt ? formatDateTime(connection.lastOrderAt) : t`none yet`}
            </Text>
          </Text>
          <Text size="sm">
            <Trans>Imported today:</Trans>{' '}
            <Text span fw={500}>
              {connection.importedToday}
            </Text>
          </Text>
          <Text size="sm" c={connection.failedToday > 0 ? 'red.7' : undefined}>
            <Trans>Failed today:</Trans>{' '}
            <Text span fw={500}>
              {connection.failedToday}
            </Text>
          </Text>
        </Group>
        <Group gap="sm">
          <Anchor component={Link} to={settingsPathOf(connection)} size="sm" aria-label={t`Settings of ${shop}`}>
            <Trans>Settings and sync log</Trans>
          </Anchor>
          {connection.status === 'needs_reconnecting' && setup.isSetUp && (
            <Button size="xs" color="orange" onClick={() => setReconnecting(true)}>
              <Trans>Reconnect</Trans>
            </Button>
          )}
        </Group>
      </Stack>
      {reconnecting && (
        <ConnectDialog
          platform={connection.platform}
          shop={connection.shop}
          opened
          onClose={() => setReconnecting(false)}
        />
      )}
    </Paper>
  );
}
