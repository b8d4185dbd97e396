import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { INTEGRATION_PLATFORMS } from '@sameday/contract';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AccountPage, EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { ConnectionCard } from './components/connection-card';
import { EntryConfirmation } from './components/entry-confirmation';
import { PlatformCard } from './components/platform-card';
import { type IntegrationsAccess, useIntegrationData } from './hooks/use-integration-data';

/** /integrations: one card per shop platform with Connect, and every shop connected to the account. */
export default function IntegrationsPage({ access }: { access: IntegrationsAccess }) {
  const { t } = useLingui();
  const { connections, isPending, error, refetch } = useIntegrationData(access);
  const { canManage } = access;
  const [search, setSearch] = useSearchParams();
  const entryShop = search.get('shop');
  const entryToken = search.get('token');

  let body: ReactNode;
  if (isPending) body = <LoadingRows label={t`Loading connected shops`} rows={2} />;
  else if (error) body = <LoadFailed what={t`the connected shops`} error={error} onRetry={() => void refetch()} />;
  else if (connections.length === 0)
    body = (
      <EmptyPanel title={t`No shop connected yet`}>
        <Trans>
          When your online shop is connected, its orders arrive here ready to ship, without typing them again.
        </Trans>
      </EmptyPanel>
    );
  else
    body = (
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t`Connected shops`}
      >
        {connections.map((connection) => (
          <ConnectionCard key={connection.id} connection={connection} />
        ))}
      </Stack>
    );

  return (
    <AccountPage
      title={t`Integrations`}
      backTo={null}
      description={t`Connect your online shop so its orders become Sameday shipments, and their tracking goes back to the shop.`}
    >
      {!canManage && !access.isPending ? (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
          <Trans>Your role does not manage integrations. Ask an owner or admin of the account.</Trans>
        </Alert>
      ) : (
        <>
          {entryShop && entryToken && !access.isPending && (
            <EntryConfirmation
              shop={entryShop}
              token={entryToken}
              onDone={() => setSearch(new URLSearchParams(), { replace: true })}
            />
          )}
          <Stack gap="sm" component="section" aria-labelledby="platforms-title">
            <Title id="platforms-title" order={2} fz="h4">
              <Trans>Shop platforms</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {INTEGRATION_PLATFORMS.map((platform) => (
                <PlatformCard
                  key={platform}
                  platform={platform}
                  connected={connections.filter((c) => c.platform === platform && c.status !== 'disconnected').length}
                />
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="connected-shops-title">
            <Title id="connected-shops-title" order={2} fz="h4">
              <Trans>Connected shops</Trans>
            </Title>
            {body}
          </Stack>
        </>
      )}
    </AccountPage>
  );
}
