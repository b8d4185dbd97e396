import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { CONNECTION_STATUS_LABELS, type IntegrationConnection, type IntegrationPlatform } from '@sameday/contract';
import { IconCircleCheck, IconLock, IconPlugOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/date-formats';
import { translateContractText } from '../../shared/i18n';
import { AccountPage, EmptyPanel, LoadFailed, LoadingBlock, LoadingRows } from '../../shared/ui/page';
import { useImportRules } from './api/connection-settings';
import { usePlatformSetup } from './api/platform-setups';
import { ConnectDialog } from './components/connect-dialog';
import { DisconnectButton } from './components/disconnect-button';
import { ImportRecent } from './components/import-recent';
import { ImportRulesForm } from './components/import-rules-form';
import { SyncLog } from './components/sync-log';
import { WooConnectOutcome } from './components/woo-connect-outcome';
import { type IntegrationsAccess, useIntegrationData } from './hooks/use-integration-data';
import { PLATFORM_TEXT, STATUS_COLORS } from './lib/platforms';

type Props = { platform: IntegrationPlatform; access: IntegrationsAccess };

/** /integrations/shopify and /integrations/woocommerce: a shop's import rules, Import recent orders, sync log, Disconnect. */
export default function PlatformSettingsPage({ platform, access }: Props) {
  const text = PLATFORM_TEXT[platform];
  const { connections, isPending, error, refetch } = useIntegrationData(access);
  const [search, setSearch] = useSearchParams();
  const [connecting, setConnecting] = useState(false);
  const [retryShop, setRetryShop] = useState<string>();
  const setup = usePlatformSetup(platform, access.canManage && !access.isPending);
  const shops = connections.filter((connection) => connection.platform === platform);
  // The shop Shopify just sent back (`?connected=`), else the one asked for, else the first.
  const justConnected = search.get('connected');
  // WooCommerce sends the merchant back with `success` and our state as `user_id`.
  const wooState = platform === 'woocommerce' ? search.get('user_id') : null;
  const chosen =
    shops.find((connection) => connection.id === search.get('connection')) ??
    shops.find((connection) => connection.shop === justConnected) ??
    shops[0];

  let body: ReactNode;
  if (!access.canManage && !access.isPending)
    body = (
      <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
        Your role does not manage integrations. Ask an owner or admin of the account.
      </Alert>
    );
  else if (isPending) body = <LoadingBlock label={`Loading ${text.label} settings`} />;
  else if (error) body = <LoadFailed what="the connected shops" error={error} onRetry={() => void refetch()} />;
  else if (!chosen)
    body = (
      <EmptyPanel title={`No ${text.label} shop connected yet`}>
        Connect your shop: its new orders arrive in Pending, and the tracking number goes back to it.
      </EmptyPanel>
    );
  else
    body = (
      <>
        {shops.length > 1 && (
          <Select
            label="Shop"
            data={shops.map((shop) => ({ value: shop.id, label: shop.shop }))}
            value={chosen.id}
            onChange={(id) => id && setSearch({ connection: id }, { replace: true })}
            allowDeselect={false}
            maw={420}
          />
        )}
        <ShopPanel
          key={chosen.id}
          connection={chosen}
          onReconnect={setup.isSetUp ? () => setConnecting(true) : undefined}
        />
      </>
    );

  return (
    <AccountPage
      title={`${text.label} Settings`}
      backTo="/integrations"
      backLabel="Integrations"
      description={`Which ${text.label} orders become Sameday deliveries, and what became of each.`}
      actions={
        access.canManage &&
        setup.isSetUp && (
          <Button size="sm" onClick={() => setConnecting(true)} disabled={setup.isPending}>
            Connect {chosen ? 'another shop' : text.label}
          </Button>
        )
      }
    >
      {justConnected && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={`${justConnected} is connected`}
          withCloseButton
          closeButtonLabel="Close"
          onClose={() => setSearch({}, { replace: true })}
        >
          Its new orders arrive in Pending. Check the import rules below.
        </Alert>
      )}
      {wooState && access.canManage && (
        <WooConnectOutcome
          success={search.get('success') ?? ''}
          userId={wooState}
          onTryAgain={
            setup.isSetUp
              ? (store) => {
                  setRetryShop(store ?? undefined);
                  setConnecting(true);
                }
              : undefined
          }
          onClose={() => setSearch({}, { replace: true })}
        />
      )}
      {access.canManage && !setup.isSetUp && (
        <Alert
          color="gray"
          variant="light"
          icon={<IconPlugOff aria-hidden />}
          title={<Trans>Not set up on this server</Trans>}
        >
          {translateContractText(setup.message ?? '')}
        </Alert>
      )}
      {body}
      {connecting && (
        <ConnectDialog
          platform={platform}
          opened
          shop={retryShop ?? (chosen && chosen.status !== 'connected' ? chosen.shop : undefined)}
          onClose={() => {
            setConnecting(false);
            setRetryShop(undefined);
          }}
        />
      )}
    </AccountPage>
  );
}

/** One shop: its status with Disconnect, its import rules, the recent-orders import and its sync log. */
function ShopPanel({ connection, onReconnect }: { connection: IntegrationConnection; onReconnect?: () => void }) {
  const rules = useImportRules(connection.id);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {connection.shop}
              </Text>
              <Badge color={STATUS_COLORS[connection.status]} variant="light">
                {CONNECTION_STATUS_LABELS[connection.status]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Last order received: {connection.lastOrderAt ? formatDateTime(connection.lastOrderAt) : 'none yet'} ·
              Imported today: {connection.importedToday} · Failed today: {connection.failedToday}
            </Text>
          </Stack>
          <Group gap="xs">
            {connection.status !== 'connected' && onReconnect && (
              <Button size="xs" color="orange" onClick={onReconnect}>
                Reconnect
              </Button>
            )}
            {connection.status !== 'disconnected' && <DisconnectButton connection={connection} />}
          </Group>
        </Group>
      </Paper>
      {rules.isPending ? (
        <LoadingRows label="Loading the import rules" rows={3} />
      ) : rules.isError ? (
        <LoadFailed what="the import rules" error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <ImportRulesForm connection={connection} rules={rules.data} />
      )}
      <ImportRecent connection={connection} />
      <SyncLog connection={connection} />
    </Stack>
  );
}
