import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { plural } from '../lib/format';
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
  const count = orders.length;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={count === 1 ? `Cancel order ${orders[0]?.id}?` : `Cancel ${count} orders?`}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {count === 1 ? 'The order' : 'These orders'} will not be collected. A cancelled order cannot be restored, but
          you can duplicate it to place it again.
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
            Keep {count === 1 ? 'order' : 'orders'}
          </Button>
          <Button color="red" loading={isCancelling} onClick={onConfirm} data-autofocus>
            Cancel {count === 1 ? 'order' : plural(count, 'order')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
