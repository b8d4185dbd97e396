import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { OAUTH_SCOPE_LABELS, type OAuthClient } from '@sameday/contract';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { formatDate } from '../../../shared/format-date';

type ClientsListProps = {
  clients: OAuthClient[];
  canManage: boolean;
  onRotate: (client: OAuthClient) => void;
  onRevoke: (client: OAuthClient) => void;
};

/** The account's API clients: what each may do, who made it, when it was last used. */
export function ClientsList({ clients, canManage, onRotate, onRevoke }: ClientsListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label="API clients" style={{ listStyle: 'none' }}>
      {clients.map((client) => (
        <Paper component="li" key={client.id} withBorder radius="md" p="md">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{client.name}</Text>
                <Text size="sm" c="dimmed">
                  Client ID <code style={{ wordBreak: 'break-all' }}>{client.id}</code> · secret ending in{' '}
                  {client.secretHint}
                </Text>
              </Stack>
              {canManage && (
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconKey size={14} aria-hidden />}
                    onClick={() => onRotate(client)}
                    aria-label={`Rotate secret of ${client.name}`}
                  >
                    Rotate secret
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => onRevoke(client)}
                    aria-label={`Revoke ${client.name}`}
                  >
                    Revoke
                  </Button>
                </Group>
              )}
            </Group>
            <Group gap={6} aria-label="Scopes">
              {client.scopes.map((scope) => (
                <Badge key={scope} variant="light" radius="sm" tt="none" title={OAUTH_SCOPE_LABELS[scope]}>
                  {scope}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              Created {formatDate(client.createdAt)} by {client.createdBy.name} ·{' '}
              {client.lastUsedAt ? `Last used ${formatDate(client.lastUsedAt)}` : 'Never used'}
              {client.redirectUris.length > 0
                ? ` · ${client.redirectUris.length} redirect URI(s)`
                : ' · Client credentials only'}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
