import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import {
  FULFILMENT_STAFF_MOVES,
  type FulfilmentOrder,
  type FulfilmentOrderState,
  type StaffFulfilmentOrderList,
} from '@sameday/contract';
import { useState } from 'react';
import {
  FULFILMENT_ORDER_STATE_COLORS,
  FulfilmentOrderFilters,
  fulfilmentOrderStateName,
  useFulfilmentOrderFilters,
} from '../../../entities/fulfilment-order';
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
  const filters = useFulfilmentOrderFilters('reserved');
  const orders = useStaffFulfilmentOrders({ ...filters.query, accountId, limit: LIMIT });
  const moves = useOrderMoves();
  return (
    <Stack gap="sm">
      <FulfilmentOrderFilters filters={filters} counts={orders.data?.counts} />
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
          <OrdersTable list={orders.data} isBusy={orders.isFetching} moves={moves} />
          <Pager page={filters.page} limit={LIMIT} total={orders.data.total} onPage={filters.setPage} />
        </>
      )}
      <HandOverDialog moves={moves} />
    </Stack>
  );
}

/**
 * Moving an order to its next state: picking and packing at once, handing over once the
 * dialog is confirmed (it cannot be undone), which then shows a failure itself.
 */
function useOrderMoves() {
  const move = useMoveFulfilmentOrder();
  const [handingOver, setHandingOver] = useState<FulfilmentOrder | null>(null);
  const moveOrder = (order: FulfilmentOrder, to: StaffMove) =>
    move.mutate(
      { id: order.id, state: to },
      {
        onSuccess: (moved) => {
          setHandingOver(null);
          showToast({
            message: `${moved.reference ?? moved.id}: ${fulfilmentOrderStateName(moved.state)}`,
            tone: 'success',
          });
        },
        onError: (error) => {
          if (to !== 'handed_over') showToast({ message: error.message, tone: 'error' });
        },
      },
    );
  return {
    move,
    handingOver,
    moveOrder,
    start: (order: FulfilmentOrder, to: StaffMove) =>
      to === 'handed_over' ? setHandingOver(order) : moveOrder(order, to),
    closeHandOver: () => {
      move.reset();
      setHandingOver(null);
    },
  };
}

type OrderMoves = ReturnType<typeof useOrderMoves>;

function OrdersTable({ list, isBusy, moves }: { list: StaffFulfilmentOrderList; isBusy: boolean; moves: OrderMoves }) {
  const { t } = useLingui();
  const names = accountNamesById(list.accounts);
  const { move } = moves;
  return (
    <DataTable
      label={t`Fulfilment orders`}
      rows={list.orders}
      rowKey={(order) => order.id}
      minWidth={760}
      isBusy={isBusy}
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
            <ToneBadge color={FULFILMENT_ORDER_STATE_COLORS[order.state]}>
              {fulfilmentOrderStateName(order.state)}
            </ToneBadge>
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
              onMove={(to) => moves.start(order, to)}
            />
          ),
        },
      ]}
    />
  );
}

function HandOverDialog({ moves }: { moves: OrderMoves }) {
  const { t } = useLingui();
  const { move, handingOver } = moves;
  const handingOverName = handingOver?.reference ?? handingOver?.id ?? '';
  return (
    <ConfirmDialog
      opened={handingOver !== null}
      title={t`Hand over to the courier?`}
      confirmLabel={t`Hand over`}
      isPending={move.isPending}
      error={move.variables?.state === 'handed_over' ? move.error : undefined}
      onConfirm={() => handingOver && moves.moveOrder(handingOver, 'handed_over')}
      onClose={moves.closeHandOver}
    >
      <Text size="sm">
        <Trans>
          The stock of {handingOverName} leaves the shelf and a delivery order is placed for the merchant. This cannot
          be undone.
        </Trans>
      </Text>
    </ConfirmDialog>
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
