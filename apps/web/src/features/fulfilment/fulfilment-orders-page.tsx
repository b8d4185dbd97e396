import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Chip, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FULFILMENT_ORDER_STATES, type FulfilmentOrderState } from '@sameday/contract';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/date-formats';
import { formatCount } from '../../shared/i18n';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { Pager } from '../../shared/ui/pager';
import { useFulfilmentOrders } from './api/fulfilment-api';
import { FulfilmentLayout } from './components/fulfilment-layout';
import { OrderStateBadge } from './components/order-state-badge';
import { emirateLabel, ORDER_STATE_LABELS } from './lib/labels';
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
  const [state, setState] = useState<FulfilmentOrderState | 'all'>('all');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const orders = useFulfilmentOrders({
    state: state === 'all' ? undefined : state,
    q: q || undefined,
    page,
    limit: LIMIT,
  });
  const counts = orders.data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const label = (text: string, count: number | undefined) => {
    if (count === undefined) return text;
    return `${text} (${formatCount(count)})`;
  };
  return (
    <>
      <Chip.Group
        value={state}
        onChange={(value) => {
          setState(value as FulfilmentOrderState | 'all');
          setPage(1);
        }}
      >
        <Group gap={6} role="group" aria-label={t`State`}>
          <Chip value="all" size="sm">
            {label(t`All`, total)}
          </Chip>
          {FULFILMENT_ORDER_STATES.map((entry) => (
            <Chip key={entry} value={entry} size="sm">
              {label(t(ORDER_STATE_LABELS[entry]), counts?.[entry])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <TextInput
        label={t`Search orders`}
        placeholder={t`Reference, recipient or order id`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {orders.isPending ? (
        <LoadingRows label={t`Loading fulfilment orders`} />
      ) : orders.isError ? (
        <LoadFailed what={t`your fulfilment orders`} error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.total === 0 ? (
        <EmptyPanel title={state !== 'all' || q ? t`No fulfilment order matches` : t`No fulfilment orders yet`}>
          {state !== 'all' || q
            ? t`Choose All or clear the search.`
            : t`Create one from your stock with New fulfilment order.`}
        </EmptyPanel>
      ) : (
        <>
          <Table.ScrollContainer minWidth={680}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              aria-label={t`Fulfilment orders`}
              aria-busy={orders.isFetching}
            >
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
                {orders.data.orders.map((order) => (
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
          <Pager page={page} limit={LIMIT} total={orders.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
