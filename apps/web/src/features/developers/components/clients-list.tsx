import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { OAuthClient } from '@sameday/contract';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { formatDate } from '../../../shared/format-date';
import { SCOPE_TEXT } from '../lib/scope-labels';

type ClientsListProps = {
  clients: OAuthClient[];
  canManage: boolean;
  onRotate: (client: OAuthClient) => void;
  onRevoke: (client: OAuthClient) => void;
};

/** The account's API clients: what each may do, who made it, when it was last used. */
export function ClientsList({ clients, canManage, onRotate, onRevoke }: ClientsListProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t`API clients`} style={{ listStyle: 'none' }}>
      {clients.map((client) => {
        const name = client.name;
        const id = client.id;
        const hint = client.secretHint;
        const created = formatDate(client.createdAt);
        const creator = client.createdBy.name;
        const uris = client.redirectUris.length;
        return (
          <Paper component="li" key={client.id} withBorder radius="md" p="md">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{client.name}</Text>
                  <Text size="sm" c="dimmed">
                    <Trans>
                      Client ID{' '}
                      <code dir="ltr" style={{ wordBreak: 'break-all' }}>
                        {id}
                      </code>{' '}
                      · secret ending in <bdi>{hint}</bdi>
                    </Trans>
                  </Text>
                </Stack>
                {canManage && (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconKey size={14} aria-hidden />}
                      onClick={() => onRotate(client)}
                      aria-label={t`Rotate secret of ${name}`}
                    >
                      <Trans>Rotate secret</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => onRevoke(client)}
                      aria-label={t`Revoke ${name}`}
                    >
                      <Trans>Revoke</Trans>
                    </Button>
                  </Group>
                )}
              </Group>
              <Group gap={6} aria-label={t`Scopes`}>
                {client.scopes.map((scope) => (
                  <Badge key={scope} variant="light" radius="sm" tt="none" title={i18n._(SCOPE_TEXT[scope])}>
                    {scope}
                  </Badge>
                ))}
              </Group>
              <Text size="xs" c="dimmed">
                <Trans>
                  Created {created} by <bdi>{creator}</bdi>
                </Trans>{' '}
                · {client.lastUsedAt ? t`Last used ${formatDate(client.lastUsedAt)}` : t`Never used`}
                {uris > 0 ? ` · ${t`${uris} redirect URI(s)`}` : ` · ${t`Client credentials only`}`}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
