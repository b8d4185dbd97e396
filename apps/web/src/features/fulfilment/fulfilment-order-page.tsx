import { Anchor, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  FULFILMENT_CANCELLABLE_STATES,
  FULFILMENT_EDITABLE_STATES,
  FULFILMENT_LOCATION_LABELS,
  type FulfilmentOrder,
  SERVICE_KIND_LABELS,
  WEB_ROUTES,
} from '@sameday/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../shared/date-formats';
import { FormAlert } from '../../shared/forms/form-errors';
import { serverMessage } from '../../shared/server-error';
import { LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useCancelFulfilmentOrder, useFulfilmentOrder } from './api/fulfilment-api';
import { FulfilmentLayout } from './components/fulfilment-layout';
import { OrderStateBadge } from './components/order-state-badge';
import { editFulfilmentOrderPath } from './paths';

const aed = (fils: number) => `AED ${(fils / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

/** One fulfilment order: its state, lines and recipient; edit and cancel while allowed, and its delivery order once handed over. */
export default function FulfilmentOrderPage() {
  const { id = '' } = useParams();
  const order = useFulfilmentOrder(id);
  return (
    <FulfilmentLayout title="Fulfilment order" description={order.data?.reference ?? id}>
      {order.isPending ? (
        <LoadingBlock label="Loading the order" />
      ) : order.isError ? (
        <LoadFailed what="the order" error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <OrderDetails order={order.data} />
      )}
    </FulfilmentLayout>
  );
}

function OrderDetails({ order }: { order: FulfilmentOrder }) {
  const [isCancelling, setCancelling] = useState(false);
  const { recipient } = order;
  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between">
        <Group gap="xs">
          <OrderStateBadge state={order.state} />
          <Text size="sm" c="dimmed">
            Placed {formatDateTime(order.createdAt)} · {FULFILMENT_LOCATION_LABELS[order.location]} warehouse
          </Text>
        </Group>
        <Group gap="xs">
          {FULFILMENT_EDITABLE_STATES.includes(order.state) && (
            <Button component={Link} to={editFulfilmentOrderPath(order.id)} variant="default">
              Edit
            </Button>
          )}
          {FULFILMENT_CANCELLABLE_STATES.includes(order.state) && (
            <Button color="red" variant="light" onClick={() => setCancelling(true)}>
              Cancel order
            </Button>
          )}
        </Group>
      </Group>
      {order.deliveryOrderId && (
        <Text size="sm">
          Handed over to delivery:{' '}
          <Anchor component={Link} to={`${WEB_ROUTES.orders}?order=${encodeURIComponent(order.deliveryOrderId)}`}>
            Open delivery order {order.deliveryOrderId}
          </Anchor>
        </Text>
      )}
      <Paper withBorder radius="md" p="md">
        <Table verticalSpacing={6} fz="sm" aria-label="Items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line) => (
              <Table.Tr key={line.sku}>
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {line.sku}
                </Table.Td>
                <Table.Td>
                  <Text span size="sm" dir="auto">
                    {line.productName}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h5" mb={4}>
            Recipient
          </Title>
          <Text size="sm" dir="auto">
            {recipient.name}
          </Text>
          <Text size="sm" dir="ltr">
            {recipient.phone}
          </Text>
          <Text size="sm" dir="auto">
            {[
              recipient.apartmentNumber,
              recipient.addressLine1,
              recipient.addressLine2,
              recipient.area,
              recipient.emirate,
            ]
              .filter(Boolean)
              .join(', ')}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h5" mb={4}>
            Delivery
          </Title>
          <Text size="sm">{SERVICE_KIND_LABELS[order.serviceKind]}</Text>
          <Text size="sm">
            {order.payment.mode === 'cod' ? `Cash on delivery ${aed(order.payment.codAmountFils)}` : 'Prepaid'}
          </Text>
        </Paper>
      </SimpleGrid>
      <CancelDialog order={order} opened={isCancelling} onClose={() => setCancelling(false)} />
    </Stack>
  );
}

function CancelDialog({ order, opened, onClose }: { order: FulfilmentOrder; opened: boolean; onClose: () => void }) {
  const cancel = useCancelFulfilmentOrder();
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel this fulfilment order?">
      <Stack gap="sm">
        <Text size="sm">The order stops and its reserved stock becomes available again.</Text>
        {cancel.isError && <FormAlert title="Not cancelled">{serverMessage(cancel.error)}</FormAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep the order
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(order.id, {
                onSuccess: () => {
                  showToast({ message: 'Fulfilment order cancelled', tone: 'success' });
                  onClose();
                },
              })
            }
          >
            Cancel order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
