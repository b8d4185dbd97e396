import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { API_DOCS_PATH, type OAuthClientWithSecret, WEB_ROUTES } from '@sameday/contract';
import { type ReactNode, useId, useState } from 'react';
import { usePermissions } from '../../entities/permissions';
import { BackLink, EmptyPanel, LoadFailed, LoadingRows, useDocumentTitle } from '../../shared/ui/page';
import { useClients } from './api/clients';
import { ClientActionModal, type PendingAction } from './components/client-actions';
import { ClientsList } from './components/clients-list';
import { CreateClientForm } from './components/create-client-form';
import { SecretModal } from './components/secret-modal';

/** /settings/developers: API clients of the account's own systems (OAuth 2.1); those with `integrations:manage` manage them. */
export default function DevelopersPage() {
  const { t } = useLingui();
  const clients = useClients();
  const permissions = usePermissions();
  const [secret, setSecret] = useState<OAuthClientWithSecret>();
  const [action, setAction] = useState<PendingAction>();
  const createId = useId();
  useDocumentTitle(t`Developers`);

  const canManage = permissions.can('integrations:manage');
  let list: ReactNode;
  if (clients.isPending || permissions.isPending) {
    list = <LoadingRows label={t`Loading the API clients`} rows={2} />;
  } else if (permissions.error || clients.isError) {
    list = (
      <LoadFailed
        what={t`the API clients`}
        error={clients.error ?? permissions.error}
        deniedHint={t`Ask an owner or admin of the account.`}
        onRetry={() => {
          if (clients.isError) void clients.refetch();
          if (permissions.error) void permissions.refetch();
        }}
      />
    );
  } else if (clients.data.clients.length === 0) {
    list = (
      <EmptyPanel title={t`No API clients yet`}>
        {canManage ? t`Create one below to connect your own system.` : t`An owner or admin can create one.`}
      </EmptyPanel>
    );
  } else {
    list = (
      <ClientsList
        clients={clients.data.clients}
        canManage={canManage}
        onRotate={(client) => setAction({ kind: 'rotate', client })}
        onRevoke={(client) => setAction({ kind: 'revoke', client })}
      />
    );
  }

  return (
    <Box maw={960}>
      <Stack gap="md">
        <BackLink to={WEB_ROUTES.settings} label={t`Settings`} />
        <Stack gap={4}>
          <Title order={1} fz="h2">
            <Trans>Developers</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              API clients let your own systems call the Sameday API for this account, with OAuth 2.1. See the{' '}
              <Anchor href={API_DOCS_PATH} target="_blank" rel="noopener">
                API reference
              </Anchor>{' '}
              for a first call.
            </Trans>
          </Text>
        </Stack>
        <Stack gap="xs" component="section" aria-label={t`API clients`}>
          <Title order={2} fz="h4">
            <Trans>API clients</Trans>
          </Title>
          {list}
        </Stack>
        {canManage && (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby={createId}>
            <Title order={2} fz="h4" id={createId} mb="sm">
              <Trans>New API client</Trans>
            </Title>
            <CreateClientForm onCreated={setSecret} />
          </Paper>
        )}
      </Stack>
      <SecretModal client={secret} onClose={() => setSecret(undefined)} />
      <ClientActionModal action={action} onClose={() => setAction(undefined)} onRotated={setSecret} />
    </Box>
  );
}
