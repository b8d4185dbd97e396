import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Drawer, getDefaultZIndex, Skeleton, Stack, Text } from '@mantine/core';
import type { Order } from '@sameday/contract';
import { translateContractText } from '../../../shared/i18n';
import { useOrder } from '../api/get-order';
import type { OrderActions } from '../lib/use-order-actions';
import { OrderDetails } from './order-details';

type Props = {
  orderId: string | undefined;
  /** The row already loaded in the list: shown at once while the order is fetched. */
  placeholder?: Order;
  actions: OrderActions;
  onClose: () => void;
  isCompact: boolean;
};

/** The order drawer: details, price, history and the actions its state allows. */
export function OrderDrawer({ orderId, placeholder, actions, onClose, isCompact }: Props) {
  const { t } = useLingui();
  const order = useOrder(orderId);
  const data = order.data ?? placeholder;
  return (
    <Drawer
      // Below the dialogs its actions open (reattempt, return, cancel): the drawer loads when first
      // opened, after the page's dialogs have their place in the document, and would cover them.
      zIndex={getDefaultZIndex('modal') - 1}
      opened={Boolean(orderId)}
      onClose={onClose}
      position="right"
      size={isCompact ? '100%' : 520}
      title={
        <Text component="span" fw={700} size="lg">
          <Trans>Order {orderId}</Trans>
        </Text>
      }
      closeButtonProps={{ 'aria-label': t`Close order details` }}
    >
      {data ? (
        <OrderDetails order={data} actions={actions} />
      ) : order.isError ? (
        <Alert color="red" variant="light" title={t`The order could not be loaded`}>
          {translateContractText(order.error.message)}
        </Alert>
      ) : (
        <Stack gap="sm" role="status" aria-label={t`Loading the order`}>
          <Skeleton h={28} w="40%" />
          <Skeleton h={36} />
          <Skeleton h={120} />
        </Stack>
      )}
    </Drawer>
  );
}
