import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  FULFILMENT_CANCELLABLE_STATES,
  FULFILMENT_EDITABLE_STATES,
  type FulfilmentOrder,
  WEB_ROUTES,
} from '@sameday/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FULFILMENT_LOCATION_LABELS } from '../../entities/fulfilment-order';
import { SERVICE_KIND_LABELS } from '../../entities/places';
import { formatDateTime } from '../../shared/date-formats';
import { FormAlert } from '../../shared/forms/form-errors';
import { formatMoney, translateContractText } from '../../shared/i18n';
import { serverMessage } from '../../shared/server-error';
import { LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useCancelFulfilmentOrder, useFulfilmentOrder } from './api/fulfilment-api';
import { FulfilmentLayout } from './components/fulfilment-layout';
import { OrderStateBadge } from './components/order-state-badge';
import { emirateLabel } from './lib/labels';
import { editFulfilmentOrderPath } from './paths';

/** One fulfilment order: its state, lines and recipient; edit and cancel while allowed, and its delivery order once handed over. */
export default function FulfilmentOrderPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const order = useFulfilmentOrder(id);
  return (
    <FulfilmentLayout title={t`Fulfilment order`} description={order.data?.reference ?? id}>
      {order.isPending ? (
        <LoadingBlock label={t`Loading the order`} />
      ) : order.isError ? (
        <LoadFailed what={t`the order`} error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <OrderDetails order={order.data} />
      )}
    </FulfilmentLayout>
  );
}

function OrderDetails({ order }: { order: FulfilmentOrder }) {
  const { t } = useLingui();
  const placed = formatDateTime(order.createdAt);
  const warehouse = t(FULFILMENT_LOCATION_LABELS[order.location]);
  const deliveryOrderId = order.deliveryOrderId;
  const [isCancelling, setCancelling] = useState(false);
  const { recipient } = order;
  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between">
        <Group gap="xs">
          <OrderStateBadge state={order.state} />
          <Text size="sm" c="dimmed">
            <Trans>
              Placed {placed} · {warehouse} warehouse
            </Trans>
          </Text>
        </Group>
        <Group gap="xs">
          {FULFILMENT_EDITABLE_STATES.includes(order.state) && (
            <Button component={Link} to={editFulfilmentOrderPath(order.id)} variant="default">
              <Trans>Edit</Trans>
            </Button>
          )}
          {FULFILMENT_CANCELLABLE_STATES.includes(order.state) && (
            <Button color="red" variant="light" onClick={() => setCancelling(true)}>
              <Trans>Cancel order</Trans>
            </Button>
          )}
        </Group>
      </Group>
      {deliveryOrderId && (
        <Text size="sm">
          <Trans>
            Handed over to delivery:{' '}
            <Anchor component={Link} to={`${WEB_ROUTES.orders}?order=${encodeURIComponent(deliveryOrderId)}`}>
              Open delivery order <bdi>{deliveryOrderId}</bdi>
            </Anchor>
          </Trans>
        </Text>
      )}
      <Paper withBorder radius="md" p="md">
        <Table verticalSpacing={6} fz="sm" aria-label={t`Items`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>SKU</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Product</Trans>
              </Table.Th>
              <Table.Th ta="end">
                <Trans>Quantity</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line) => (
              <Table.Tr key={line.sku}>
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  <bdi>{line.sku}</bdi>
                </Table.Td>
                <Table.Td>
                  <Text span size="sm" dir="auto">
                    {line.productName}
                  </Text>
                </Table.Td>
                <Table.Td ta="end">{line.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h5" mb={4}>
            <Trans>Recipient</Trans>
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
              emirateLabel(recipient.emirate),
            ]
              .filter(Boolean)
              .join(', ')}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h5" mb={4}>
            <Trans>Delivery</Trans>
          </Title>
          <Text size="sm">{t(SERVICE_KIND_LABELS[order.serviceKind])}</Text>
          <Text size="sm">
            {order.payment.mode === 'cod' ? <CashOnDelivery fils={order.payment.codAmountFils} /> : t`Prepaid`}
          </Text>
        </Paper>
      </SimpleGrid>
      <CancelDialog order={order} opened={isCancelling} onClose={() => setCancelling(false)} />
    </Stack>
  );
}

function CashOnDelivery({ fils }: { fils: number }) {
  const amount = formatMoney(fils);
  return (
    <Trans>
      Cash on delivery <bdi>{amount}</bdi>
    </Trans>
  );
}

function CancelDialog({ order, opened, onClose }: { order: FulfilmentOrder; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const cancel = useCancelFulfilmentOrder();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Cancel this fulfilment order?`}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>The order stops and its reserved stock becomes available again.</Trans>
        </Text>
        {cancel.isError && (
          <FormAlert title={t`Not cancelled`}>{translateContractText(serverMessage(cancel.error))}</FormAlert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Keep the order</Trans>
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(order.id, {
                onSuccess: () => {
                  showToast({ message: t`Fulfilment order cancelled`, tone: 'success' });
                  onClose();
                },
              })
            }
          >
            <Trans>Cancel order</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
