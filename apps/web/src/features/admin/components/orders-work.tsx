import { Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  FULFILMENT_ORDER_STATE_LABELS,
  FULFILMENT_ORDER_STATES,
  FULFILMENT_STAFF_MOVES,
  type FulfilmentOrder,
  type FulfilmentOrderState,
} from '@sameday/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/date-formats';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';
import { showToast } from '../../../shared/ui/toast';
import { useMoveFulfilmentOrder, useStaffFulfilmentOrders } from '../api/fulfilment-ops-api';
import { AccountCell, accountNamesById } from './account-name';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { ToneBadge } from './tone-badge';

const LIMIT = 20;
type StaffMove = keyof typeof FULFILMENT_STAFF_MOVES;

const STATE_COLORS: Record<FulfilmentOrderState, string> = {
  new: 'gray',
  awaiting_stock: 'orange',
  reserved: 'blue',
  picking: 'indigo',
  packed: 'violet',
  handed_over: 'teal',
  delivered: 'green',
  cancelled: 'red',
};

const MOVE_LABELS: Record<StaffMove, string> = {
  picking: 'Start picking',
  packed: 'Mark packed',
  handed_over: 'Hand over',
};

/** The move operations make next from the order's state, if any. */
export function nextMove(state: FulfilmentOrderState): StaffMove | undefined {
  return (Object.keys(FULFILMENT_STAFF_MOVES) as StaffMove[]).find((move) =>
    (FULFILMENT_STAFF_MOVES[move] as readonly FulfilmentOrderState[]).includes(state),
  );
}

/** Fulfilment orders to pick, pack and hand over, of every account or the one chosen. */
export function OrdersWork({ accountId }: { accountId?: string }) {
  const [state, setState] = useState<FulfilmentOrderState | 'all'>('reserved');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [handingOver, setHandingOver] = useState<FulfilmentOrder | null>(null);
  const orders = useStaffFulfilmentOrders({
    state: state === 'all' ? undefined : state,
    q: q || undefined,
    accountId,
    page,
    limit: LIMIT,
  });
  const move = useMoveFulfilmentOrder();
  const counts = orders.data?.counts;
  const names = accountNamesById(orders.data?.accounts);
  const moveOrder = (order: FulfilmentOrder, to: StaffMove) =>
    move.mutate(
      { id: order.id, state: to },
      {
        onSuccess: (moved) => {
          setHandingOver(null);
          showToast({
            message: `${moved.reference ?? moved.id}: ${FULFILMENT_ORDER_STATE_LABELS[moved.state]}`,
            tone: 'success',
          });
        },
        onError: (error) => {
          if (to !== 'handed_over') showToast({ message: error.message, tone: 'error' });
        },
      },
    );
  return (
    <Stack gap="sm">
      <Chip.Group
        value={state}
        onChange={(value) => {
          setState(value as FulfilmentOrderState | 'all');
          setPage(1);
        }}
      >
        <Group gap={6} role="group" aria-label="State">
          <Chip value="all" size="sm">
            All
          </Chip>
          {FULFILMENT_ORDER_STATES.map((entry) => (
            <Chip key={entry} value={entry} size="sm">
              {FULFILMENT_ORDER_STATE_LABELS[entry]}
              {counts ? ` (${counts[entry].toLocaleString('en')})` : ''}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <TextInput
        label="Search orders"
        placeholder="Reference, recipient or order id"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {orders.isPending ? (
        <LoadingRows label="Loading fulfilment orders" />
      ) : orders.isError ? (
        <LoadFailed what="fulfilment orders" error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.total === 0 ? (
        <EmptyPanel title="No fulfilment order here">Choose another state or clear the search.</EmptyPanel>
      ) : (
        <>
          <DataTable
            label="Fulfilment orders"
            rows={orders.data.orders}
            rowKey={(order) => order.id}
            minWidth={760}
            isBusy={orders.isFetching}
            columns={[
              {
                label: 'Order',
                role: 'title',
                render: (order) => (
                  <>
                    <Text size="sm" fw={600}>
                      {order.reference ?? order.id}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <bdi>{order.recipient.name}</bdi> · {order.recipient.area}
                    </Text>
                  </>
                ),
              },
              {
                label: 'Account',
                render: (order) => <AccountCell accountId={order.accountId} name={names.get(order.accountId)} />,
              },
              {
                label: 'Items',
                render: (order) => (
                  <Text size="sm" lineClamp={2} dir="auto">
                    {order.lines.map((line) => `${line.quantity} × ${line.sku}`).join(', ')}
                  </Text>
                ),
              },
              {
                label: 'State',
                render: (order) => (
                  <ToneBadge color={STATE_COLORS[order.state]}>{FULFILMENT_ORDER_STATE_LABELS[order.state]}</ToneBadge>
                ),
              },
              { label: 'Updated', render: (order) => formatDateTime(order.updatedAt) },
              {
                label: 'Next step',
                role: 'actions',
                render: (order) => (
                  <NextStep
                    order={order}
                    isMoving={move.isPending && move.variables?.id === order.id}
                    onMove={(to) => (to === 'handed_over' ? setHandingOver(order) : moveOrder(order, to))}
                  />
                ),
              },
            ]}
          />
          <Pager page={page} limit={LIMIT} total={orders.data.total} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        opened={handingOver !== null}
        title="Hand over to the courier?"
        confirmLabel="Hand over"
        isPending={move.isPending}
        error={move.variables?.state === 'handed_over' ? move.error : undefined}
        onConfirm={() => handingOver && moveOrder(handingOver, 'handed_over')}
        onClose={() => {
          move.reset();
          setHandingOver(null);
        }}
      >
        <Text size="sm">
          The stock of {handingOver?.reference ?? handingOver?.id} leaves the shelf and a delivery order is placed for
          the merchant. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

function NextStep({
  order,
  isMoving,
  onMove,
}: {
  order: FulfilmentOrder;
  isMoving: boolean;
  onMove: (to: StaffMove) => void;
}) {
  const to = nextMove(order.state);
  if (to)
    return (
      <Button
        size="xs"
        variant={to === 'handed_over' ? 'filled' : 'light'}
        aria-label={`${MOVE_LABELS[to]}: ${order.reference ?? order.id}`}
        loading={isMoving}
        onClick={() => onMove(to)}
      >
        {MOVE_LABELS[to]}
      </Button>
    );
  if (order.deliveryOrderId) return <Text size="xs">Delivery order {order.deliveryOrderId}</Text>;
  return (
    <Text size="xs" c="dimmed">
      Nothing to do
    </Text>
  );
}
