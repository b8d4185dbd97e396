import { Button, Group, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The page's title, and its two actions: export the list as CSV, place a new shipment. */
export function OrdersHeader({ onExport, canExport }: { onExport: () => void; canExport: boolean }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} fz="h2">
          Orders
        </Title>
        <Text size="sm" c="dimmed" mt={2}>
          Follow every shipment from your pickup address to the recipient's door.
        </Text>
      </div>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={onExport}
          disabled={!canExport}
        >
          Export CSV
        </Button>
        <Button
          component={Link}
          to={WEB_ROUTES.singleShipment}
          leftSection={<IconPlus size={16} aria-hidden />}
          data-tour="single-shipment-button"
          // Phones have 'New Shipment' in the header already.
          visibleFrom="xs"
        >
          New Shipment
        </Button>
      </Group>
    </Group>
  );
}
