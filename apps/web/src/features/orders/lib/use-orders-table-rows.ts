import type { Order } from '@sameday/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Rows asked for before the end is reached, so scrolling never waits on the network. */
const PREFETCH_ROWS = 30;

type VirtualRowsOptions = {
  frameRef: RefObject<HTMLDivElement | null>;
  loadedCount: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  rowHeight: number;
};

/**
 * Only the rows in view are in the DOM (window virtualiser), one more while a
 * next page is to come, and the next keyset page is fetched before the end is
 * reached.
 */
export function useVirtualRows({
  frameRef,
  loadedCount,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  rowHeight,
}: VirtualRowsOptions) {
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the table starts on the page: what is above it (tabs, notes, a banner) may change height.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setScrollMargin(frame.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [frameRef]);

  const count = loadedCount + (hasNextPage ? 1 : 0);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan: 12,
    scrollMargin,
    // The window's size from the first render: without it the virtualiser knows the window only once
    // it has measured it after the commit, and the rows in view come in a second render of their own.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= loadedCount - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, loadedCount, fetchNextPage]);

  const first = items[0];
  const last = items.at(-1);
  return {
    virtualizer,
    items,
    count,
    paddingTop: first ? first.start - scrollMargin : 0,
    paddingBottom: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
  };
}

type RowNavigationOptions = {
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  orders: Order[];
  rowHeight: number;
  onOpen: (id: string) => void;
  onToggle: (order: Order) => void;
  scrollToIndex: (index: number) => void;
};

/**
 * Keyboard: one row in the tab order; arrows, Page Up/Down, Home and End move,
 * Enter opens the order, Space selects it. The handlers keep one identity and
 * read the latest list and props, so the memoised rows keep them.
 */
export function useRowNavigation({
  bodyRef,
  orders,
  rowHeight,
  onOpen,
  onToggle,
  scrollToIndex,
}: RowNavigationOptions) {
  const [activeIndex, setActiveIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);

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

  const latest = useRef({ orders, rowHeight, onOpen, onToggle, scrollToIndex });
  latest.current = { orders, rowHeight, onOpen, onToggle, scrollToIndex };

  const moveTo = useCallback((index: number) => {
    const current = latest.current;
    const target = Math.min(Math.max(0, index), current.orders.length - 1);
    setActiveIndex(target);
    pendingFocus.current = target;
    current.scrollToIndex(target);
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

  return { activeIndex, setActiveIndex, onRowKeyDown, openRow, toggleRow };
}
