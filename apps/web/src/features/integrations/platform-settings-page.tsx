import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { IntegrationConnection, IntegrationPlatform } from '@sameday/contract';
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
import { CONNECTION_STATUS_TEXT } from './lib/labels';
import { PLATFORM_TEXT, STATUS_COLORS, shopNameOf } from './lib/platforms';

type Props = { platform: IntegrationPlatform; access: IntegrationsAccess };

/** /integrations/shopify and /integrations/woocommerce: a shop's import rules, Import recent orders, sync log, Disconnect. */
export default function PlatformSettingsPage({ platform, access }: Props) {
  const { t } = useLingui();
  const text = PLATFORM_TEXT[platform];
  const label = text.label;
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
  const connectedShop = shops.find((connection) => connection.shop === justConnected);
  const justConnectedName = connectedShop ? shopNameOf(connectedShop) : justConnected;
  const chosen = shops.find((connection) => connection.id === search.get('connection')) ?? connectedShop ?? shops[0];

  let body: ReactNode;
  if (!access.canManage && !access.isPending)
    body = (
      <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
        <Trans>Your role does not manage integrations. Ask an owner or admin of the account.</Trans>
      </Alert>
    );
  else if (isPending) body = <LoadingBlock label={t`Loading ${label} settings`} />;
  else if (error) body = <LoadFailed what={t`the connected shops`} error={error} onRetry={() => void refetch()} />;
  else if (!chosen)
    body = (
      <EmptyPanel title={t`No ${label} shop connected yet`}>
        <Trans>Connect your shop: its new orders arrive in Pending, and the tracking number goes back to it.</Trans>
      </EmptyPanel>
    );
  else
    body = (
      <>
        {shops.length > 1 && (
          <Select
            label={t`Shop`}
            data={shops.map((shop) => ({ value: shop.id, label: shopNameOf(shop) }))}
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
      title={t`${label} Settings`}
      backTo="/integrations"
      backLabel={t`Integrations`}
      description={t`Which ${label} orders become Sameday deliveries, and what became of each.`}
      actions={
        access.canManage &&
        setup.isSetUp && (
          <Button size="sm" onClick={() => setConnecting(true)} disabled={setup.isPending}>
            {chosen ? t`Connect another shop` : t`Connect ${label}`}
          </Button>
        )
      }
    >
      {justConnected && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={t`${justConnectedName} is connected`}
          withCloseButton
          closeButtonLabel={t`Close`}
          onClose={() => setSearch({}, { replace: true })}
        >
          <Trans>Its new orders arrive in Pending. Check the import rules below.</Trans>
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
  const { t, i18n } = useLingui();
  const rules = useImportRules(connection.id);
  const lastOrder = connection.lastOrderAt ? formatDateTime(connection.lastOrderAt) : t`none yet`;
  const { importedToday, failedToday } = connection;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={600} dir={connection.shopName ? 'auto' : 'ltr'} style={{ overflowWrap: 'anywhere' }}>
                {shopNameOf(connection)}
              </Text>
              <Badge color={STATUS_COLORS[connection.status]} variant="light">
                {i18n._(CONNECTION_STATUS_TEXT[connection.status])}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              <Trans>
                Last order received: {lastOrder} · Imported today: {importedToday} · Failed today: {failedToday}
              </Trans>
            </Text>
          </Stack>
          <Group gap="xs">
            {connection.status !== 'connected' && onReconnect && (
              <Button size="xs" color="orange" onClick={onReconnect}>
                <Trans>Reconnect</Trans>
              </Button>
            )}
            {connection.status !== 'disconnected' && <DisconnectButton connection={connection} />}
          </Group>
        </Group>
      </Paper>
      {rules.isPending ? (
        <LoadingRows label={t`Loading the import rules`} rows={3} />
      ) : rules.isError ? (
        <LoadFailed what={t`the import rules`} error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <ImportRulesForm connection={connection} rules={rules.data} />
      )}
      <ImportRecent connection={connection} />
      <SyncLog connection={connection} />
    </Stack>
  );
}
