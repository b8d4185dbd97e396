import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Loader, Text } from '@mantine/core';
import type { Order } from '@sameday/contract';
import { type CSSProperties, useMemo, useRef } from 'react';
import type { OrderActions } from '../lib/use-order-actions';
import { useRowNavigation, useVirtualRows } from '../lib/use-orders-table-rows';
import { OrderRow } from './order-row';
import classes from './orders-table.module.css';
import { OrdersTableHead } from './orders-table-head';

type Props = {
  orders: Order[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  selected: ReadonlyMap<string, Order>;
  onToggle: (order: Order) => void;
  onToggleAll: () => void;
  onOpen: (id: string) => void;
  actions: OrderActions;
  /** Phones get one card-like cell a row instead of columns. */
  isCompact: boolean;
  /** The height of a fixed header above the page (the phone header), for the sticky column titles. */
  stickyTop?: number;
};

const ROW_HEIGHT = 56;
const CARD_HEIGHT = 116;

/**
 * The actions with a stable identity, calling the latest ones: the rows are
 * memoised and must not all render again when the page does.
 */
function useStableActions(actions: OrderActions): OrderActions {
  const latest = useRef(actions);
  latest.current = actions;
  return useMemo(
    () => ({
      markReady: (...args) => latest.current.markReady(...args),
      requestCancel: (...args) => latest.current.requestCancel(...args),
      requestReattempt: (...args) => latest.current.requestReattempt(...args),
      requestReturn: (...args) => latest.current.requestReturn(...args),
      downloadLabel: (...args) => latest.current.downloadLabel(...args),
      exportOrders: (...args) => latest.current.exportOrders(...args),
      edit: (...args) => latest.current.edit(...args),
      duplicate: (...args) => latest.current.duplicate(...args),
      copyTrackingLink: (...args) => latest.current.copyTrackingLink(...args),
      shareTrackingLink: (...args) => latest.current.shareTrackingLink(...args),
      canShareLinks: actions.canShareLinks,
      isChanging: false,
      dialogs: null,
    }),
    [actions.canShareLinks],
  );
}

/**
 * The orders of the tab: only the rows in view are in the DOM, the next keyset
 * page is fetched before the end is reached, so 100,000 orders scroll like 100.
 * Keyboard: see useRowNavigation.
 */
export function OrdersTable({
  orders,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  actions,
  isCompact,
  stickyTop = 0,
}: Props) {
  const { t } = useLingui();
  const frameRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const rowHeight = isCompact ? CARD_HEIGHT : ROW_HEIGHT;
  const rows = useVirtualRows({
    frameRef,
    loadedCount: orders.length,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    rowHeight,
  });
  const navigation = useRowNavigation({
    bodyRef,
    orders,
    rowHeight,
    onOpen,
    onToggle,
    scrollToIndex: (index) => rows.virtualizer.scrollToIndex(index, { align: 'auto' }),
  });
  const rowActions = useStableActions(actions);

  // The selection holds loaded orders only, so the sizes answer first (no scan of 100,000 rows a render).
  const allLoadedSelected =
    orders.length > 0 && selected.size === orders.length && orders.every((order) => selected.has(order.id));
  const columns = isCompact ? 2 : 8;

  return (
    <div
      ref={frameRef}
      className={classes.frame}
      style={{ '--orders-table-sticky-top': `${stickyTop}px` } as CSSProperties}
    >
      <table className={classes.table} aria-label={t`Orders`} aria-rowcount={rows.count + 1}>
        <OrdersTableHead
          isCompact={isCompact}
          loadedCount={orders.length}
          allLoadedSelected={allLoadedSelected}
          someSelected={selected.size > 0 && !allLoadedSelected}
          onToggleAll={onToggleAll}
        />
        <tbody ref={bodyRef}>
          <SpacerRow height={rows.paddingTop} columns={columns} />
          {rows.items.map((item) => {
            const order = orders[item.index];
            if (!order) return <LoaderRow key="loader" height={rowHeight} columns={columns} />;
            return (
              <OrderRow
                key={order.id}
                order={order}
                index={item.index}
                isActive={item.index === navigation.activeIndex}
                isSelected={selected.has(order.id)}
                isCompact={isCompact}
                rowHeight={rowHeight}
                actions={rowActions}
                onActivate={navigation.setActiveIndex}
                onOpen={navigation.openRow}
                onToggle={navigation.toggleRow}
                onKeyDown={navigation.onRowKeyDown}
              />
            );
          })}
          <SpacerRow height={rows.paddingBottom} columns={columns} />
        </tbody>
      </table>
    </div>
  );
}

/** The height of the rows out of view, above or below those in the DOM. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden>
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** The row after the last loaded order while the next page is on its way. */
function LoaderRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr className={classes.loaderRow} style={{ height }}>
      <td colSpan={columns}>
        <Group justify="center" gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            <Trans>Loading more orders…</Trans>
          </Text>
        </Group>
      </td>
    </tr>
  );
}
