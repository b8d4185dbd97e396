import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { INTEGRATION_PLATFORM_LABELS, type IntegrationConnection } from '@sameday/contract';
import { IconBuildingStore, IconLock, IconPlugConnected } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../shared/format-date';
import { AccountPage, LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { type IntegrationsAccess, useIntegrationData } from './hooks/use-integration-data';

const PLATFORMS = [
  { path: '/integrations/shopify', label: 'Shopify', blurb: 'Turn your Shopify orders into Sameday shipments.' },
  { path: '/integrations/woocommerce', label: 'WooCommerce', blurb: 'Bring your WooCommerce orders in for delivery.' },
] as const;

/** /integrations: the shops connected to the account, and where to connect one. The app passes the caller's access. */
export default function IntegrationsPage({ access }: { access: IntegrationsAccess }) {
  const { connections, isPending, error, refetch } = useIntegrationData(access);
  const { canManage } = access;
  const [search] = useSearchParams();
  const requestedShop = search.get('shop');

  let body: React.ReactNode;
  if (isPending) body = <LoadingBlock label="Loading connected shops" />;
  else if (!canManage)
    body = (
      <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
        Your role does not manage integrations. Ask an owner or admin of the account.
      </Alert>
    );
  else if (error) body = <LoadFailed what="the connected shops" error={error} onRetry={() => void refetch()} />;
  else if (connections.length === 0)
    body = (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <Title order={2} fz="h4">
            No shop connected yet
          </Title>
          <Text size="sm" c="dimmed" maw={440}>
            When your online shop is connected, its orders arrive here ready to ship, without typing them again.
          </Text>
        </Stack>
      </Paper>
    );
  else
    body = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Connected shops">
        {connections.map((connection) => (
          <ConnectionCard key={connection.id} connection={connection} />
        ))}
      </Stack>
    );

  return (
    <AccountPage
      title="Integrations"
      backTo={null}
      description="Connect your online shop so its orders become Sameday shipments."
    >
      {requestedShop && canManage && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconPlugConnected aria-hidden />}
          title={`Connecting ${requestedShop}`}
        >
          Connecting a shop from the dashboard opens soon, so {requestedShop} is not connected yet. Nothing was stored;
          contact support and we will connect it for you.
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-labelledby="connected-shops-title">
        <Title id="connected-shops-title" order={2} fz="h4">
          Connected shops
        </Title>
        {body}
      </Stack>
      {canManage && (
        <Stack gap="sm" component="section" aria-labelledby="platforms-title">
          <Title id="platforms-title" order={2} fz="h4">
            Shop platforms
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {PLATFORMS.map((platform) => (
              <Paper key={platform.path} withBorder p="md" radius="md">
                <Stack gap="xs" align="flex-start">
                  <Group gap="xs">
                    <IconBuildingStore size={18} aria-hidden />
                    <Text fw={600}>{platform.label}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {platform.blurb}
                  </Text>
                  <Button component={Link} to={platform.path} size="xs" variant="default">
                    {platform.label} settings
                  </Button>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </AccountPage>
  );
}

function ConnectionCard({ connection }: { connection: IntegrationConnection }) {
  const isActive = connection.status === 'connected';
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group justify="space-between" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{connection.shop}</Text>
          <Text size="sm" c="dimmed">
            {INTEGRATION_PLATFORM_LABELS[connection.platform]} · connected {formatDate(connection.connectedAt)}
          </Text>
        </Stack>
        <Badge color={isActive ? 'teal' : 'gray'} variant="light">
          {isActive ? 'Active' : 'Disconnected'}
        </Badge>
      </Group>
    </Paper>
  );
}
