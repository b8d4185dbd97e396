import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Order } from '@sameday/contract';
import {
  IconArrowBackUp,
  IconChevronDown,
  IconCircleCheck,
  IconDatabaseExport,
  IconFileDownload,
  IconRepeat,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatMoney, translateServerText } from '../../../shared/i18n';
import { formatCharge, formatDateTime, formatDay, isolate, vatNote } from '../lib/format';
import { isOnHold } from '../lib/hold-choice';
import { useOrderLabels } from '../lib/labels';
import { canMarkReady, type OrderActions } from '../lib/use-order-actions';
import { CarrierDecision } from './carrier-decision';
import { useCollectionWords } from './collection-line';
import { CourierFacts } from './courier-facts';
import { CreateReturnButton, canCreateReturn, ReturnLinks } from './customer-return';
import { Fact } from './fact';
import { OrderHistory } from './order-history';
import { OrderActionsMenu } from './order-row-menu';
import { OrderStatusBadge } from './order-status-badge';
import { ShipmentIssues } from './shipment-issues';
import { TrackingLinkSection } from './tracking-link';

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

/** The merchant's own system recorded the order as exported (PUT /quiqdash/orders/export/{id}): when. */
function ExportedMark({ exportedAt }: { exportedAt: string }) {
  const when = formatDateTime(exportedAt);
  return (
    <Badge
      variant="light"
      color="teal"
      radius="sm"
      tt="none"
      leftSection={<IconDatabaseExport size={14} aria-hidden />}
    >
      <Trans>Exported {isolate(when)}</Trans>
    </Badge>
  );
}

const addressOf = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/** An order in the drawer: its state, actions, facts, recipient, pickup, items and history. */
export function OrderDetails({ order, actions }: { order: Order; actions: OrderActions }) {
  const { t } = useLingui();
  const { dropoff, pickup } = order;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <OrderStatusBadge status={order.status} />
          {order.exportedAt && <ExportedMark exportedAt={order.exportedAt} />}
        </Group>
        <Text size="xs" c="dimmed">
          <Trans>
            Placed {isolate(formatDateTime(order.createdAt))} by {isolate(order.createdBy)}
          </Trans>
        </Text>
      </Group>

      <ReturnLinks order={order} />

      {isOnHold(order) && <HeldChoice order={order} actions={actions} />}

      <DetailsActions order={order} actions={actions} />

      <TrackingLinkSection orderId={order.id} actions={actions} />

      <OrderFacts order={order} />

      <Divider />
      <RecipientDetails recipient={dropoff} />

      <PickupDetails pickup={pickup} />

      <ItemsDetails items={order.items} />

      <Divider />
      <Section title={t`History`}>
        <OrderHistory orderId={order.id} />
      </Section>
    </Stack>
  );
}

/** A held order waits for the merchant's choice: deliver it again on a chosen day, or return it. */
function HeldChoice({ order, actions }: { order: Order; actions: OrderActions }) {
  const { t } = useLingui();
  const until = order.onHoldUntil ? formatDateTime(order.onHoldUntil) : undefined;
  return (
    <section aria-label={t`On hold`}>
      <Alert color="orange" variant="light" title={t`Your choice is needed`} role="note">
        <Stack gap="sm">
          <Text size="sm">
            {until
              ? t`Two delivery attempts failed. We hold the order until ${until}: deliver it again on a day you choose, or have it returned to your pickup address.`
              : t`Two delivery attempts failed. We hold the order for 72 hours: deliver it again on a day you choose, or have it returned to your pickup address.`}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Button
              size="sm"
              leftSection={<IconRepeat size={16} aria-hidden />}
              onClick={() => actions.requestReattempt([order])}
            >
              <Trans>Reattempt delivery</Trans>
            </Button>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => actions.requestReturn([order])}
            >
              <Trans>Return to origin</Trans>
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
          <Trans>Mark Ready for Collection</Trans>
        </Button>
      )}
      <Button
        size="sm"
        variant="default"
        leftSection={<IconFileDownload size={16} aria-hidden />}
        onClick={() => void actions.downloadLabel([order.id], '4x6')}
      >
        <Trans>Download label</Trans>
      </Button>
      {canCreateReturn(order) && <CreateReturnButton order={order} />}
      <OrderActionsMenu order={order} actions={actions} variant="button">
        <Button size="sm" variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
          <Trans>Actions</Trans>
        </Button>
      </OrderActionsMenu>
    </Group>
  );
}

/** Its price, payment, service, delivery day, reference and failed attempts. */
function OrderFacts({ order }: { order: Order }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const cod = order.payment.mode === 'cod' ? formatMoney(order.payment.codAmountFils) : undefined;
  const collection = useCollectionWords(order);
  return (
    <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
      <Fact label={t`Price`}>
        <Text fw={700} size="md">
          {formatCharge(order.priceFils)}
        </Text>
        <Text size="xs" c="dimmed">
          {vatNote()}
        </Text>
      </Fact>
      <Fact label={t`Payment`}>{cod ? t`Cash on delivery: ${cod}` : t`Prepaid`}</Fact>
      <Fact label={t`Service`}>{labels.service(order.serviceKind)}</Fact>
      <Fact label={t`Delivery day`}>{formatDay(order.serviceDate)}</Fact>
      {collection && <Fact label={t`Collection`}>{collection}</Fact>}
      <CourierFacts order={order} />
      <Fact label={t`Your reference`}>
        <bdi>{order.partnerOrderId ?? '—'}</bdi>
      </Fact>
      {order.tags && order.tags.length > 0 && (
        <Fact label={t`Tags`}>
          <Group gap={4} component="ul" aria-label={t`Tags`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {order.tags.map((tag) => (
              <Badge key={tag} component="li" variant="light" color="gray" radius="sm" tt="none">
                <bdi>{tag}</bdi>
              </Badge>
            ))}
          </Group>
        </Fact>
      )}
      {order.longestSideCm ? <Fact label={t`Longest side`}>{t`${order.longestSideCm} cm`}</Fact> : null}
      {order.proof && (
        <Fact label={t`Proof of delivery`}>
          <Group gap="sm">
            {order.proof.photoUrl && (
              <Anchor href={order.proof.photoUrl} target="_blank" rel="noopener noreferrer" size="sm">
                <ProofThumbnail url={order.proof.photoUrl} />
                <Trans>Photo</Trans>
              </Anchor>
            )}
            {order.proof.signatureUrl && (
              <Anchor href={order.proof.signatureUrl} target="_blank" rel="noopener noreferrer" size="sm">
                <ProofThumbnail url={order.proof.signatureUrl} />
                <Trans>Signature</Trans>
              </Anchor>
            )}
          </Group>
        </Fact>
      )}
      {order.failedAttempts > 0 && <Fact label={t`Failed attempts`}>{order.failedAttempts}</Fact>}
      <CarrierDecision orderId={order.id} />
      <ShipmentIssues orderId={order.id} />
    </SimpleGrid>
  );
}

/** Who receives it, and where. */
function RecipientDetails({ recipient }: { recipient: Order['dropoff'] }) {
  const { t } = useLingui();
  return (
    <Section title={t`Recipient`}>
      <Text size="sm" fw={600}>
        {recipient.name}
      </Text>
      <Text size="sm">
        <bdi dir="ltr">{recipient.phone}</bdi>
      </Text>
      {recipient.email && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <bdi dir="ltr">{recipient.email}</bdi>
        </Text>
      )}
      <Text size="sm" dir="auto">
        {addressOf([
          recipient.apartmentNumber && t`Apt ${recipient.apartmentNumber}`,
          recipient.addressLine1,
          recipient.addressLine2,
          recipient.area,
          recipient.emirate,
        ])}
      </Text>
      {recipient.notes && (
        <Text size="sm" c="dimmed">
          <Trans>Notes: {translateServerText(recipient.notesText, recipient.notes)}</Trans>
        </Text>
      )}
    </Section>
  );
}

/** Where the courier collects it. */
function PickupDetails({ pickup }: { pickup: Order['pickup'] }) {
  const { t } = useLingui();
  return (
    <Section title={t`Pickup`}>
      <Text size="sm" fw={600}>
        {pickup.locationName ?? pickup.contactName}
      </Text>
      <Text size="sm">
        <bdi>{pickup.contactName}</bdi> · <bdi dir="ltr">{pickup.phone}</bdi>
      </Text>
      <Text size="sm" dir="auto">
        {addressOf([pickup.addressLine1, pickup.addressLine2, pickup.area, pickup.emirate])}
      </Text>
    </Section>
  );
}

/** What is in it. */
function ItemsDetails({ items }: { items: Order['items'] }) {
  const { t } = useLingui();
  return (
    <Section title={t`Items (${items.length})`}>
      <Table withTableBorder verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Item</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Qty</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Weight</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                {item.name}
                {item.barcode && (
                  <Text size="xs" c="dimmed">
                    <Trans>Barcode {item.barcode}</Trans>
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="end">{item.quantity}</Table.Td>
              <Table.Td ta="end">
                <Trans>{item.weightKg} kg</Trans>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

/**
 * A proof's image above its link. The links are short-lived and signed (decision 059): the image
 * is read while the order's details are fresh; one that cannot be shown (a carrier's link gone)
 * leaves the link alone.
 */
function ProofThumbnail({ url }: { url: string }) {
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      height={72}
      style={{
        display: 'block',
        maxWidth: 120,
        objectFit: 'cover',
        borderRadius: 4,
        border: '1px solid var(--mantine-color-gray-3)',
        marginBlockEnd: 2,
      }}
      onError={(event) => {
        event.currentTarget.hidden = true;
      }}
    />
  );
}
