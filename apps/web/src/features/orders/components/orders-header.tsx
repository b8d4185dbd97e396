import { Trans } from '@lingui/react/macro';
import { Button, Group, Text, Title } from '@mantine/core';
import { type ExportFormat, WEB_ROUTES } from '@sameday/contract';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExportMenu } from './export-menu';

type Props = { onExport: (format: ExportFormat) => void; canExport: boolean };

/** The page's title, and its two actions: export the list (CSV or Excel), place a new shipment. */
export function OrdersHeader({ onExport, canExport }: Props) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <div>
        <Title order={1} fz="h2">
          <Trans>Orders</Trans>
        </Title>
        {/* Phones go straight to the orders: the title says enough there. */}
        <Text size="sm" c="dimmed" mt={2} visibleFrom="xs">
          <Trans>Follow every shipment from your pickup address to the recipient's door.</Trans>
        </Text>
      </div>
      <Group gap="sm">
        <ExportMenu onExport={onExport} disabled={!canExport} />
        <Button
          component={Link}
          to={WEB_ROUTES.singleShipment}
          leftSection={<IconPlus size={16} aria-hidden />}
          data-tour="single-shipment-button"
          // Phones have 'New Shipment' in the header already.
          visibleFrom="xs"
        >
          <Trans>New Shipment</Trans>
        </Button>
      </Group>
    </Group>
  );
}
