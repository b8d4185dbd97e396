import { ActionIcon, Checkbox, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { type Order, SERVICE_KIND_LABELS } from '@sameday/contract';
import { IconFileDownload } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatDate, formatPrice, formatShortDay, formatTime } from '../lib/format';
import type { OrderActions } from '../lib/use-order-actions';
import { OrderActionsMenu } from './order-row-menu';
import { OrderStatusBadge } from './order-status-badge';
import classes from './orders-table.module.css';

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

/** Rows asked for before the end is reached, so scrolling never waits on the network. */
const PREFETCH_ROWS = 30;
const ROW_HEIGHT = 56;
const CARD_HEIGHT = 116;

const payment = (order: Order) =>
  order.payment.mode === 'cod' ? `COD ${formatPrice(order.payment.codAmountFils)}` : 'Prepaid';

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
      downloadLabel: (...args) => latest.current.downloadLabel(...args),
      exportCsv: (...args) => latest.current.exportCsv(...args),
      edit: (...args) => latest.current.edit(...args),
      duplicate: (...args) => latest.current.duplicate(...args),
      isChanging: false,
      dialogs: null,
    }),
    [],
  );
}

/**
 * The orders of the tab: only the rows in view are in the DOM (window
 * virtualiser), the next keyset page is fetched before the end is reached, so
 * 100,000 orders scroll like 100. Keyboard: one row in the tab order; arrows,
 * Home and End move, Enter opens the order, Space selects it.
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
  const frameRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [activeIndex, setActiveIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);

  // Where the table starts on the page: what is above it (tabs, notes, a banner) may change height.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setScrollMargin(frame.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const rowHeight = isCompact ? CARD_HEIGHT : ROW_HEIGHT;
  const count = orders.length + (hasNextPage ? 1 : 0);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan: 12,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= orders.length - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, orders.length, fetchNextPage]);

  useEffect(() => {
    if (activeIndex > Math.max(0, orders.length - 1)) setActiveIndex(Math.max(0, orders.length - 1));
  }, [activeIndex, orders.length]);

  // A row moved to by keyboard is focused once the virtualiser has rendered it.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const row = bodyRef.current?.querySelector<HTMLElement>(`[data-row-index="${pendingFocus.current}"]`);
    if (row) {
      row.focus({ preventScroll: true });
      pendingFocus.current = null;
    }
  });

  // The handlers read the latest list and props from refs, so the memoised rows keep them.
  const latest = useRef({ orders, rowHeight, onOpen, onToggle, virtualizer });
  latest.current = { orders, rowHeight, onOpen, onToggle, virtualizer };
  const rowActions = useStableActions(actions);

  const moveTo = useCallback((index: number) => {
    const current = latest.current;
    const target = Math.min(Math.max(0, index), current.orders.length - 1);
    setActiveIndex(target);
    pendingFocus.current = target;
    current.virtualizer.scrollToIndex(target, { align: 'auto' });
  }, []);

  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>, index: number, order: Order) => {
      if (event.target !== event.currentTarget) return;
      const current = latest.current;
      const page = Math.max(1, Math.floor(window.innerHeight / current.rowHeight) - 2);
      const moves: Record<string, number> = {
        ArrowDown: index + 1,
        ArrowUp: index - 1,
        PageDown: index + page,
        PageUp: index - page,
        Home: 0,
        End: current.orders.length - 1,
      };
      if (event.key in moves) {
        event.preventDefault();
        moveTo(moves[event.key] as number);
      } else if (event.key === 'Enter') {
        event.preventDefault();
        current.onOpen(order.id);
      } else if (event.key === ' ') {
        event.preventDefault();
        current.onToggle(order);
      }
    },
    [moveTo],
  );
  const openRow = useCallback((id: string) => latest.current.onOpen(id), []);
  const toggleRow = useCallback((order: Order) => latest.current.onToggle(order), []);

  // The selection holds loaded orders only, so the sizes answer first (no scan of 100,000 rows a render).
  const allLoadedSelected =
    orders.length > 0 && selected.size === orders.length && orders.every((order) => selected.has(order.id));
  const someSelected = selected.size > 0 && !allLoadedSelected;
  const first = items[0];
  const last = items.at(-1);
  const paddingTop = first ? first.start - scrollMargin : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  const columns = isCompact ? 2 : 8;

  return (
    <div
      ref={frameRef}
      className={classes.frame}
      style={{ '--orders-table-sticky-top': `${stickyTop}px` } as React.CSSProperties}
    >
      <table className={classes.table} aria-label="Orders" aria-rowcount={count + 1}>
        {isCompact ? (
          <colgroup>
            <col style={{ width: 44 }} />
            <col />
          </colgroup>
        ) : (
          <colgroup>
            <col style={{ width: 44 }} />
            <col style={{ width: 172 }} />
            <col />
            <col style={{ width: 124 }} />
            <col style={{ width: 150 }} />
            <col style={{ width: 196 }} />
            <col style={{ width: 100 }} />
            <col style={{ width: 84 }} />
          </colgroup>
        )}
        <thead className={classes.head}>
          <tr>
            <th className={classes.selectCell} scope="col">
              <Checkbox
                aria-label={allLoadedSelected ? 'Clear the selection' : `Select all ${orders.length} loaded orders`}
                checked={allLoadedSelected}
                indeterminate={someSelected}
                onChange={onToggleAll}
                disabled={orders.length === 0}
                size="sm"
              />
            </th>
            {isCompact ? (
              <th scope="col">Orders</th>
            ) : (
              <>
                <th scope="col">Order</th>
                <th scope="col">Recipient</th>
                <th scope="col">Service</th>
                <th scope="col" className={classes.numeric}>
                  Price
                </th>
                <th scope="col" style={{ paddingLeft: 20 }}>
                  Status
                </th>
                <th scope="col">Created</th>
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {paddingTop > 0 && (
            <tr aria-hidden>
              <td colSpan={columns} style={{ height: paddingTop, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const order = orders[item.index];
            if (!order) {
              return (
                <tr key="loader" className={classes.loaderRow} style={{ height: rowHeight }}>
                  <td colSpan={columns}>
                    <Group justify="center" gap="xs" role="status">
                      <Loader size="xs" />
                      <Text size="sm" c="dimmed">
                        Loading more orders…
                      </Text>
                    </Group>
                  </td>
                </tr>
              );
            }
            return (
              <OrderRow
                key={order.id}
                order={order}
                index={item.index}
                isActive={item.index === activeIndex}
                isSelected={selected.has(order.id)}
                isCompact={isCompact}
                rowHeight={rowHeight}
                actions={rowActions}
                onActivate={setActiveIndex}
                onOpen={openRow}
                onToggle={toggleRow}
                onKeyDown={onRowKeyDown}
              />
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden>
              <td colSpan={columns} style={{ height: paddingBottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A click on a row's own controls (its checkbox, its actions) does not open the order. */
const isOnRowControl = (target: EventTarget) =>
  target instanceof Element && target.closest('[data-row-control]') !== null;

type OrderRowProps = {
  order: Order;
  index: number;
  isActive: boolean;
  isSelected: boolean;
  isCompact: boolean;
  rowHeight: number;
  actions: OrderActions;
  onActivate: (index: number) => void;
  onOpen: (id: string) => void;
  onToggle: (order: Order) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number, order: Order) => void;
};

/** One order: rendered again only when it, its selection or its focus changes. */
const OrderRow = memo(function OrderRow({
  order,
  index,
  isActive,
  isSelected,
  isCompact,
  rowHeight,
  actions,
  onActivate,
  onOpen,
  onToggle,
  onKeyDown,
}: OrderRowProps) {
  const tabIndex = isActive ? 0 : -1;
  const isFirst = index === 0;
  return (
    <tr
      data-row-index={index}
      aria-rowindex={index + 2}
      className={classes.row}
      data-selected={isSelected || undefined}
      style={{ height: rowHeight }}
      tabIndex={tabIndex}
      aria-label={`Order ${order.id}, ${order.dropoff.name}`}
      onFocus={() => onActivate(index)}
      onClick={(event) => {
        if (!isOnRowControl(event.target)) onOpen(order.id);
      }}
      onKeyDown={(event) => onKeyDown(event, index, order)}
    >
      <td className={classes.selectCell} data-tour={isFirst ? 'order-row-select' : undefined} data-row-control>
        <Checkbox
          aria-label={`Select order ${order.id}`}
          checked={isSelected}
          onChange={() => onToggle(order)}
          tabIndex={tabIndex}
          size="sm"
        />
      </td>
      {isCompact ? (
        <CompactCell order={order} actions={actions} onOpen={onOpen} tabIndex={tabIndex} isFirst={isFirst} />
      ) : (
        <>
          <td>
            <span className={`${classes.primary} ${classes.orderId}`}>{order.id}</span>
            <span className={classes.secondary}>{order.partnerOrderId ?? 'No reference'}</span>
          </td>
          <td>
            <span className={classes.primary}>{order.dropoff.name}</span>
            <span className={classes.secondary}>
              {order.dropoff.area}, {order.dropoff.emirate}
            </span>
          </td>
          <td>
            <span className={classes.primary} style={{ fontWeight: 500 }}>
              {SERVICE_KIND_LABELS[order.serviceKind]}
            </span>
            <span className={classes.secondary}>{formatShortDay(order.serviceDate)}</span>
          </td>
          <td className={classes.numeric}>
            <span className={classes.primary} style={{ fontWeight: 500 }}>
              {formatPrice(order.priceFils)}
            </span>
            <span className={classes.secondary}>{payment(order)}</span>
          </td>
          <td style={{ paddingLeft: 20 }}>
            <OrderStatusBadge status={order.status} />
          </td>
          <td>
            <span className={classes.primary} style={{ fontWeight: 500 }}>
              {formatDate(order.createdAt)}
            </span>
            <span className={classes.secondary}>{formatTime(order.createdAt)}</span>
          </td>
          <td data-row-control>
            <RowActions order={order} actions={actions} onOpen={onOpen} tabIndex={tabIndex} isFirst={isFirst} />
          </td>
        </>
      )}
    </tr>
  );
});

type RowProps = {
  order: Order;
  actions: OrderActions;
  onOpen: (id: string) => void;
  tabIndex: number;
  isFirst: boolean;
};

function RowActions({ order, actions, onOpen, tabIndex, isFirst }: RowProps) {
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        title="Download label (4×6)"
        color="gray"
        aria-label={`Download label for order ${order.id}`}
        data-tour={isFirst ? 'download-label-button' : undefined}
        tabIndex={tabIndex}
        onClick={(event) => {
          event.stopPropagation();
          void actions.downloadLabel([order.id], '4x6');
        }}
      >
        <IconFileDownload size={18} aria-hidden />
      </ActionIcon>
      <OrderActionsMenu
        order={order}
        actions={actions}
        onOpen={() => onOpen(order.id)}
        tabIndex={tabIndex}
        variant="icon"
      />
    </Group>
  );
}

function CompactCell({ order, actions, onOpen, tabIndex, isFirst }: RowProps) {
  return (
    <td className={classes.card}>
      <Group justify="space-between" wrap="nowrap" gap={6}>
        <span className={`${classes.primary} ${classes.orderId}`} style={{ flex: 'none' }}>
          {order.id}
        </span>
        <OrderStatusBadge status={order.status} size="sm" />
      </Group>
      <span className={classes.primary} style={{ fontWeight: 500, marginTop: 2 }}>
        {order.dropoff.name} · {order.dropoff.area}
      </span>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
        <span className={classes.secondary}>
          {SERVICE_KIND_LABELS[order.serviceKind]} · {payment(order)} · {formatPrice(order.priceFils)}
        </span>
        <div data-row-control>
          <RowActions order={order} actions={actions} onOpen={onOpen} tabIndex={tabIndex} isFirst={isFirst} />
        </div>
      </Group>
    </td>
  );
}
