import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Order, WEB_ROUTES } from '@sameday/contract';
import { IconCircleCheck, IconFileDownload, IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/i18n';
import { formatCharge, formatDay, vatNote } from '../lib/format';
import { useOrderLabels } from '../lib/labels';
import { canMarkReady, useOrderActions } from '../lib/use-order-actions';
import { Fact } from './fact';
import { OrderStatusBadge } from './order-status-badge';

type Props = { order: Order; onPlaceAnother: () => void };

/**
 * What was just placed, and what to do next: print its label, mark it Ready for
 * Collection (couriers don't see a pending order), or place another one.
 */
export function OrderPlaced({ order: placed, onPlaceAnother }: Props) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const [order, setOrder] = useState(placed);
  const actions = useOrderActions();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);
  const markReady = async () => {
    const [result] = (await actions.markReady([order])) ?? [];
    if (result?.order) setOrder(result.order);
  };
  const isReady = order.status === 'ready_for_collection';
  const cod = order.payment.mode === 'cod' ? formatMoney(order.payment.codAmountFils) : undefined;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-placed-title">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="teal" variant="light" radius="xl" size={40} aria-hidden style={{ flex: 'none' }}>
            <IconCircleCheck size={24} />
          </ThemeIcon>
          <Stack gap={6}>
            <Title order={2} fz="h3" id="order-placed-title" ref={headingRef} tabIndex={-1}>
              <Trans>Order {order.id} placed</Trans>
            </Title>
            <Group gap="xs">
              <OrderStatusBadge status={order.status} />
            </Group>
            <Text size="sm" c="dark.5" aria-live="polite">
              {isReady
                ? t`A courier collects it by its delivery day. Someone must be at the pickup address to hand it over.`
                : t`Couriers do not see a pending order yet. Print its label, stick it on the package, then mark it Ready for Collection.`}
            </Text>
          </Stack>
        </Group>

        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
          <Fact label={t`Recipient`}>
            {order.dropoff.name}
            <Text size="sm" c="dimmed">
              <bdi dir="ltr">{order.dropoff.phone}</bdi> ·{' '}
              <bdi>{`${order.dropoff.area}, ${order.dropoff.emirate}`}</bdi>
            </Text>
          </Fact>
          <Fact label={t`Delivery`}>
            {labels.service(order.serviceKind)} · {formatDay(order.serviceDate)}
          </Fact>
          <Fact label={t`Price`}>
            <Text fw={700}>{formatCharge(order.priceFils)}</Text>
            <Text size="xs" c="dimmed">
              {vatNote()}
            </Text>
          </Fact>
          <Fact label={t`Payment`}>{cod ? t`Cash on delivery: collect ${cod}` : t`Prepaid`}</Fact>
          <Fact label={t`Pickup`}>{order.pickup.locationName ?? order.pickup.contactName}</Fact>
          <Fact label={t`Your reference`}>
            <bdi>{order.partnerOrderId ?? '—'}</bdi>
          </Fact>
        </SimpleGrid>

        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconFileDownload size={16} aria-hidden />}
            onClick={() => void actions.downloadLabel([order.id], '4x6')}
          >
            <Trans>Download label</Trans>
          </Button>
          {canMarkReady(order) && (
            <Button
              leftSection={<IconTruckDelivery size={16} aria-hidden />}
              loading={actions.isChanging}
              onClick={() => void markReady()}
            >
              <Trans>Mark Ready for Collection</Trans>
            </Button>
          )}
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onPlaceAnother}>
            <Trans>Place another order</Trans>
          </Button>
          <Anchor component={Link} to={`${WEB_ROUTES.orders}?order=${encodeURIComponent(order.id)}`} size="sm">
            <Trans>View in Orders</Trans>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
