import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  CONNECTION_STATUS_LABELS,
  type IntegrationConnection as Connection,
  INTEGRATION_PLATFORM_LABELS,
} from '@sameday/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/date-formats';
import { usePlatformSetup } from '../api/platform-setups';
import { PLATFORM_TEXT, STATUS_COLORS } from '../lib/platforms';
import { ConnectDialog } from './connect-dialog';

/** The shop's settings page, with this shop chosen. */
export const settingsPathOf = (connection: Pick<Connection, 'id' | 'platform'>) =>
  `${PLATFORM_TEXT[connection.platform].path}?connection=${encodeURIComponent(connection.id)}`;

/** One connected shop: its status, its last order and today's imports. */
export function ConnectionCard({ connection }: { connection: Connection }) {
  const [reconnecting, setReconnecting] = useState(false);
  const platform = INTEGRATION_PLATFORM_LABELS[connection.platform];
  const setup = usePlatformSetup(connection.platform);
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={connection.shop}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {connection.shop}
            </Text>
            <Text size="sm" c="dimmed">
              {platform} · connected {formatDateTime(connection.connectedAt)}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[connection.status]} variant="light" style={{ flexShrink: 0 }}>
            {CONNECTION_STATUS_LABELS[connection.status]}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            Last order received:{' '}
            <Text span fw={500}>
              {connection.lastOrderAt ? formatDateTime(connection.lastOrderAt) : 'none yet'}
            </Text>
          </Text>
          <Text size="sm">
            Imported today:{' '}
            <Text span fw={500}>
              {connection.importedToday}
            </Text>
          </Text>
          <Text size="sm" c={connection.failedToday > 0 ? 'red.7' : undefined}>
            Failed today:{' '}
            <Text span fw={500}>
              {connection.failedToday}
            </Text>
          </Text>
        </Group>
        <Group gap="sm">
          <Anchor
            component={Link}
            to={settingsPathOf(connection)}
            size="sm"
            aria-label={`Settings of ${connection.shop}`}
          >
            Settings and sync log
          </Anchor>
          {connection.status === 'needs_reconnecting' && setup.isSetUp && (
            <Button size="xs" color="orange" onClick={() => setReconnecting(true)}>
              Reconnect
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
