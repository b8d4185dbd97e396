import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { IconFileUpload } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The shipment form's title and what it does: a new order, a copy of one, or an edit; a new one may go bulk instead. */
export function SingleShipmentHeader({ editId, duplicateId }: { editId?: string; duplicateId?: string }) {
  const { t } = useLingui();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} fz="h2">
          {editId ? t`Edit order ${editId}` : t`Single Shipment`}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {editId
            ? t`Changes are priced again and keep the order where it is in the lifecycle.`
            : duplicateId
              ? t`A copy of order ${duplicateId}: check the details, then place it.`
              : t`One order from your pickup address to one recipient. A courier collects it once you mark it Ready for Collection.`}
        </Text>
      </div>
      {!editId && (
        <Button
          component={Link}
          to={WEB_ROUTES.bulkOrders}
          variant="default"
          leftSection={<IconFileUpload size={16} aria-hidden />}
        >
          <Trans>Bulk Upload</Trans>
        </Button>
      )}
    </Group>
  );
}
