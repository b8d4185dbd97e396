import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Table, Text } from '@mantine/core';
import type { FulfilmentOrder } from '@sameday/contract';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FulfilmentOrderFilters, useFulfilmentOrderFilters } from '../../entities/fulfilment-order';
import { formatDateTime } from '../../shared/date-formats';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { Pager } from '../../shared/ui/pager';
import { useFulfilmentOrders } from './api/fulfilment-api';
import { FulfilmentLayout } from './components/fulfilment-layout';
import { OrderStateBadge } from './components/order-state-badge';
import { emirateLabel } from './lib/labels';
import { fulfilmentOrderPath, NEW_FULFILMENT_ORDER_PATH } from './paths';

const LIMIT = 25;

/** /fulfillment/orders: the account's fulfilment orders with a count by state. */
export default function FulfilmentOrdersPage() {
  const { t } = useLingui();
  return (
    <FulfilmentLayout
      title={t`Fulfilment orders`}
      description={t`Orders picked and packed from your stock, then delivered by our couriers.`}
      actions={
        <Button component={Link} to={NEW_FULFILMENT_ORDER_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
          <Trans>New fulfilment order</Trans>
        </Button>
      }
    >
      <OrdersList />
    </FulfilmentLayout>
  );
}

function OrdersList() {
  const { t } = useLingui();
  const filters = useFulfilmentOrderFilters('all');
  const orders = useFulfilmentOrders({ ...filters.query, limit: LIMIT });
  const isFiltered = filters.state !== 'all' || Boolean(filters.q);
  return (
    <>
      <FulfilmentOrderFilters filters={filters} counts={orders.data?.counts} countsAll />
      {orders.isPending ? (
        <LoadingRows label={t`Loading fulfilment orders`} />
      ) : orders.isError ? (
        <LoadFailed what={t`your fulfilment orders`} error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.total === 0 ? (
        <EmptyPanel title={isFiltered ? t`No fulfilment order matches` : t`No fulfilment orders yet`}>
          {isFiltered ? t`Choose All or clear the search.` : t`Create one from your stock with New fulfilment order.`}
        </EmptyPanel>
      ) : (
        <>
          <OrdersTable orders={orders.data.orders} isBusy={orders.isFetching} />
          <Pager page={filters.page} limit={LIMIT} total={orders.data.total} onPage={filters.setPage} />
        </>
      )}
    </>
  );
}

function OrdersTable({ orders, isBusy }: { orders: FulfilmentOrder[]; isBusy: boolean }) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t`Fulfilment orders`} aria-busy={isBusy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Order</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Recipient</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Items</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>State</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Created</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Anchor component={Link} to={fulfilmentOrderPath(order.id)} size="sm">
                  <bdi>{order.reference ?? order.id}</bdi>
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text span size="sm" dir="auto">
                  {order.recipient.name}
                </Text>
                <Text size="xs" c="dimmed">
                  <bdi>{order.recipient.area}</bdi>, {emirateLabel(order.recipient.emirate)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2} dir="auto" ta="start">
                  {order.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ')}
                </Text>
              </Table.Td>
              <Table.Td>
                <OrderStateBadge state={order.state} />
              </Table.Td>
              <Table.Td>{formatDateTime(order.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
