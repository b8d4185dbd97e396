import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
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
import { fulfilmentStateName } from '../lib/labels';
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

const MOVE_LABELS: Record<StaffMove, MessageDescriptor> = {
  picking: msg`Start picking`,
  packed: msg`Mark packed`,
  handed_over: msg`Hand over`,
};

/** The move operations make next from the order's state, if any. */
export function nextMove(state: FulfilmentOrderState): StaffMove | undefined {
  return (Object.keys(FULFILMENT_STAFF_MOVES) as StaffMove[]).find((move) =>
    (FULFILMENT_STAFF_MOVES[move] as readonly FulfilmentOrderState[]).includes(state),
  );
}

/** Fulfilment orders to pick, pack and hand over, of every account or the one chosen. */
export function OrdersWork({ accountId }: { accountId?: string }) {
  const { t } = useLingui();
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
  const handingOverName = handingOver?.reference ?? handingOver?.id ?? '';
  const names = accountNamesById(orders.data?.accounts);
  const moveOrder = (order: FulfilmentOrder, to: StaffMove) =>
    move.mutate(
      { id: order.id, state: to },
      {
        onSuccess: (moved) => {
          setHandingOver(null);
          showToast({
            message: `${moved.reference ?? moved.id}: ${fulfilmentStateName(moved.state)}`,
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
        <Group gap={6} role="group" aria-label={t`State`}>
          <Chip value="all" size="sm">
            <Trans>All</Trans>
          </Chip>
          {FULFILMENT_ORDER_STATES.map((entry) => (
            <Chip key={entry} value={entry} size="sm">
              {fulfilmentStateName(entry)}
              {counts ? ` (${counts[entry].toLocaleString('en')})` : ''}
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
        <LoadFailed what={t`fulfilment orders`} error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.total === 0 ? (
        <EmptyPanel title={t`No fulfilment order here`}>
          <Trans>Choose another state or clear the search.</Trans>
        </EmptyPanel>
      ) : (
        <>
          <DataTable
            label={t`Fulfilment orders`}
            rows={orders.data.orders}
            rowKey={(order) => order.id}
            minWidth={760}
            isBusy={orders.isFetching}
            columns={[
              {
                label: t`Order`,
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
                label: t`Account`,
                render: (order) => <AccountCell accountId={order.accountId} name={names.get(order.accountId)} />,
              },
              {
                label: t`Items`,
                render: (order) => (
                  <Text size="sm" lineClamp={2} dir="auto">
                    {order.lines.map((line) => `${line.quantity} × ${line.sku}`).join(', ')}
                  </Text>
                ),
              },
              {
                label: t`State`,
                render: (order) => (
                  <ToneBadge color={STATE_COLORS[order.state]}>{fulfilmentStateName(order.state)}</ToneBadge>
                ),
              },
              { label: t`Updated`, render: (order) => formatDateTime(order.updatedAt) },
              {
                label: t`Next step`,
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
        title={t`Hand over to the courier?`}
        confirmLabel={t`Hand over`}
        isPending={move.isPending}
        error={move.variables?.state === 'handed_over' ? move.error : undefined}
        onConfirm={() => handingOver && moveOrder(handingOver, 'handed_over')}
        onClose={() => {
          move.reset();
          setHandingOver(null);
        }}
      >
        <Text size="sm">
          <Trans>
            The stock of {handingOverName} leaves the shelf and a delivery order is placed for the merchant. This cannot
            be undone.
          </Trans>
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
  const { t } = useLingui();
  const to = nextMove(order.state);
  if (to)
    return (
      <Button
        size="xs"
        variant={to === 'handed_over' ? 'filled' : 'light'}
        aria-label={`${t(MOVE_LABELS[to])}: ${order.reference ?? order.id}`}
        loading={isMoving}
        onClick={() => onMove(to)}
      >
        {t(MOVE_LABELS[to])}
      </Button>
    );
  if (order.deliveryOrderId) return <Text size="xs">Delivery order {order.deliveryOrderId}</Text>;
  return (
    <Text size="xs" c="dimmed">
      <Trans>Nothing to do</Trans>
    </Text>
  );
}
