import { Alert, Button, Divider, Drawer, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatAed, type Order, SERVICE_KIND_LABELS } from '@sameday/contract';
import { IconChevronDown, IconCircleCheck, IconFileDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useOrder } from '../api/get-order';
import { formatDateTime, formatDay } from '../lib/format';
import { canMarkReady, type OrderActions } from '../lib/use-order-actions';
import { OrderHistory } from './order-history';
import { OrderActionsMenu } from './order-row-menu';
import { OrderStatusBadge } from './order-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text size="sm" component="div" mt={2}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} fz="sm" fw={700}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const addressOf = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

function OrderDetails({ order, actions }: { order: Order; actions: OrderActions }) {
  const { dropoff, pickup } = order;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <OrderStatusBadge status={order.status} />
        <Text size="xs" c="dimmed">
          Placed {formatDateTime(order.createdAt)} by {order.createdBy}
        </Text>
      </Group>

      <Group gap="xs" wrap="wrap">
        {canMarkReady(order) && (
          <Button
            size="sm"
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            loading={actions.isChanging}
            onClick={() => void actions.markReady([order])}
          >
            Mark Ready for Collection
          </Button>
        )}
        <Button
          size="sm"
          variant="default"
          leftSection={<IconFileDownload size={16} aria-hidden />}
          onClick={() => void actions.downloadLabel([order.id], '4x6')}
        >
          Download label
        </Button>
        <OrderActionsMenu order={order} actions={actions} variant="button">
          <Button size="sm" variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
            Actions
          </Button>
        </OrderActionsMenu>
      </Group>

      <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
        <Fact label="Price">
          <Text fw={700} size="lg">
            {formatAed(order.priceFils)}
          </Text>
        </Fact>
        <Fact label="Payment">
          {order.payment.mode === 'cod' ? `Cash on delivery: ${formatAed(order.payment.codAmountFils)}` : 'Prepaid'}
        </Fact>
        <Fact label="Service">{SERVICE_KIND_LABELS[order.serviceKind]}</Fact>
        <Fact label="Delivery day">{formatDay(order.serviceDate)}</Fact>
        <Fact label="Your reference">{order.partnerOrderId ?? '—'}</Fact>
        {order.failedAttempts > 0 && <Fact label="Failed attempts">{order.failedAttempts}</Fact>}
      </SimpleGrid>

      <Divider />
      <Section title="Recipient">
        <Text size="sm" fw={600}>
          {dropoff.name}
        </Text>
        <Text size="sm">{dropoff.phone}</Text>
        <Text size="sm">
          {addressOf([
            dropoff.apartmentNumber && `Apt ${dropoff.apartmentNumber}`,
            dropoff.addressLine1,
            dropoff.addressLine2,
            dropoff.area,
            dropoff.emirate,
          ])}
        </Text>
        {dropoff.notes && (
          <Text size="sm" c="dimmed">
            Notes: {dropoff.notes}
          </Text>
        )}
      </Section>

      <Section title="Pickup">
        <Text size="sm" fw={600}>
          {pickup.locationName ?? pickup.contactName}
        </Text>
        <Text size="sm">
          {pickup.contactName} · {pickup.phone}
        </Text>
        <Text size="sm">{addressOf([pickup.addressLine1, pickup.addressLine2, pickup.area, pickup.emirate])}</Text>
      </Section>

      <Section title={`Items (${order.items.length})`}>
        <Table withTableBorder verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Weight</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  {item.name}
                  {item.barcode && (
                    <Text size="xs" c="dimmed">
                      Barcode {item.barcode}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
                <Table.Td ta="right">{item.weightKg} kg</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>

      <Divider />
      <Section title="History">
        <OrderHistory orderId={order.id} />
      </Section>
    </Stack>
  );
}

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
  const order = useOrder(orderId);
  const data = order.data ?? placeholder;
  return (
    <Drawer
      opened={Boolean(orderId)}
      onClose={onClose}
      position="right"
      size={isCompact ? '100%' : 520}
      title={
        <Text component="span" fw={700} size="lg">
          Order {orderId}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close order details' }}
    >
      {data ? (
        <OrderDetails order={data} actions={actions} />
      ) : order.isError ? (
        <Alert color="red" variant="light" title="The order could not be loaded">
          {order.error.message}
        </Alert>
      ) : (
        <Stack gap="sm" role="status" aria-label="Loading the order">
          <Skeleton h={28} w="40%" />
          <Skeleton h={36} />
          <Skeleton h={120} />
        </Stack>
      )}
    </Drawer>
  );
}
