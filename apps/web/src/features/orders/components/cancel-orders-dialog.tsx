import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { OrderRef } from '../lib/use-order-actions';

type Props = {
  orders: readonly OrderRef[];
  opened: boolean;
  isCancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before orders are cancelled: a cancelled order cannot be restored. Up to five are named. */
export function CancelOrdersDialog({ orders, opened, isCancelling, onConfirm, onClose }: Props) {
  const { t } = useLingui();
  const count = orders.length;
  const firstId = orders[0]?.id ?? '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        count === 1 ? t`Cancel order ${firstId}?` : plural(count, { one: 'Cancel # order?', other: 'Cancel # orders?' })
      }
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {count === 1
            ? t`The order will not be collected. A cancelled order cannot be restored, but you can duplicate it to place it again.`
            : t`These orders will not be collected. A cancelled order cannot be restored, but you can duplicate it to place it again.`}
        </Text>
        {count > 1 && count <= 5 && (
          <List size="sm">
            {orders.map((order) => (
              <List.Item key={order.id}>{order.id}</List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {count === 1 ? t`Keep order` : t`Keep orders`}
          </Button>
          <Button color="red" loading={isCancelling} onClick={onConfirm} data-autofocus>
            {count === 1 ? t`Cancel order` : plural(count, { one: 'Cancel # order', other: 'Cancel # orders' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
