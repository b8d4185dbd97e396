import { Alert, Button, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type Order, SERVICE_KIND_LABELS, VAT_NOTE } from '@sameday/contract';
import { IconArrowBackUp, IconChevronDown, IconCircleCheck, IconFileDownload, IconRepeat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatCharge, formatDateTime, formatDay, formatPrice } from '../lib/format';
import { isOnHold } from '../lib/hold-choice';
import { canMarkReady, type OrderActions } from '../lib/use-order-actions';
import { CarrierDecision } from './carrier-decision';
import { CreateReturnButton, canCreateReturn, ReturnLinks } from './customer-return';
import { Fact } from './fact';
import { OrderHistory } from './order-history';
import { OrderActionsMenu } from './order-row-menu';
import { OrderStatusBadge } from './order-status-badge';

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

/** An order in the drawer: its state, actions, facts, recipient, pickup, items and history. */
export function OrderDetails({ order, actions }: { order: Order; actions: OrderActions }) {
  const { dropoff, pickup } = order;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <OrderStatusBadge status={order.status} />
        <Text size="xs" c="dimmed">
          Placed {formatDateTime(order.createdAt)} by {order.createdBy}
        </Text>
      </Group>

      <ReturnLinks order={order} />

      {isOnHold(order) && <HeldChoice order={order} actions={actions} />}

      <DetailsActions order={order} actions={actions} />

      <OrderFacts order={order} />

      <Divider />
      <RecipientDetails recipient={dropoff} />

      <PickupDetails pickup={pickup} />

      <ItemsDetails items={order.items} />

      <Divider />
      <Section title="History">
        <OrderHistory orderId={order.id} />
      </Section>
    </Stack>
  );
}

/** A held order waits for the merchant's choice: deliver it again on a chosen day, or return it. */
function HeldChoice({ order, actions }: { order: Order; actions: OrderActions }) {
  return (
    <section aria-label="On hold">
      <Alert color="orange" variant="light" title="Your choice is needed" role="note">
        <Stack gap="sm">
          <Text size="sm">
            Two delivery attempts failed. We hold the order
            {order.onHoldUntil ? ` until ${formatDateTime(order.onHoldUntil)}` : ' for 72 hours'}: deliver it again on a
            day you choose, or have it returned to your pickup address.
          </Text>
          <Group gap="xs" wrap="wrap">
            <Button
              size="sm"
              leftSection={<IconRepeat size={16} aria-hidden />}
              onClick={() => actions.requestReattempt([order])}
            >
              Reattempt delivery
            </Button>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => actions.requestReturn([order])}
            >
              Return to origin
            </Button>
          </Group>
        </Stack>
      </Alert>
    </section>
  );
}

/** What can be done with the order now: mark it ready, print its label, and the rest in a menu. */
function DetailsActions({ order, actions }: { order: Order; actions: OrderActions }) {
  return (
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
      {canCreateReturn(order) && <CreateReturnButton order={order} />}
      <OrderActionsMenu order={order} actions={actions} variant="button">
        <Button size="sm" variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
          Actions
        </Button>
      </OrderActionsMenu>
    </Group>
  );
}

/** Its price, payment, service, delivery day, reference and failed attempts. */
function OrderFacts({ order }: { order: Order }) {
  return (
    <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
      <Fact label="Price">
        <Text fw={700} size="md" style={{ whiteSpace: 'nowrap' }}>
          {formatCharge(order.priceFils)}
        </Text>
        <Text size="xs" c="dimmed">
          {VAT_NOTE}
        </Text>
      </Fact>
      <Fact label="Payment">
        {order.payment.mode === 'cod' ? `Cash on delivery: ${formatPrice(order.payment.codAmountFils)}` : 'Prepaid'}
      </Fact>
      <Fact label="Service">{SERVICE_KIND_LABELS[order.serviceKind]}</Fact>
      <Fact label="Delivery day">{formatDay(order.serviceDate)}</Fact>
      <Fact label="Your reference">{order.partnerOrderId ?? '—'}</Fact>
      {order.failedAttempts > 0 && <Fact label="Failed attempts">{order.failedAttempts}</Fact>}
      <CarrierDecision orderId={order.id} />
    </SimpleGrid>
  );
}

/** Who receives it, and where. */
function RecipientDetails({ recipient }: { recipient: Order['dropoff'] }) {
  return (
    <Section title="Recipient">
      <Text size="sm" fw={600}>
        {recipient.name}
      </Text>
      <Text size="sm">{recipient.phone}</Text>
      <Text size="sm">
        {addressOf([
          recipient.apartmentNumber && `Apt ${recipient.apartmentNumber}`,
          recipient.addressLine1,
          recipient.addressLine2,
          recipient.area,
          recipient.emirate,
        ])}
      </Text>
      {recipient.notes && (
        <Text size="sm" c="dimmed">
          Notes: {recipient.notes}
        </Text>
      )}
    </Section>
  );
}

/** Where the courier collects it. */
function PickupDetails({ pickup }: { pickup: Order['pickup'] }) {
  return (
    <Section title="Pickup">
      <Text size="sm" fw={600}>
        {pickup.locationName ?? pickup.contactName}
      </Text>
      <Text size="sm">
        {pickup.contactName} · {pickup.phone}
      </Text>
      <Text size="sm">{addressOf([pickup.addressLine1, pickup.addressLine2, pickup.area, pickup.emirate])}</Text>
    </Section>
  );
}

/** What is in it. */
function ItemsDetails({ items }: { items: Order['items'] }) {
  return (
    <Section title={`Items (${items.length})`}>
      <Table withTableBorder verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Weight</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
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
  );
}
