import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrdersFilters } from '../api/query-keys';
import { DEFAULT_TAB, isTab, type TabKey } from './order-tabs';
import { useDebounced } from './use-debounced';

const SEARCH_DEBOUNCE_MS = 300;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null) => (value && DATE.test(value) ? value : '');

/** The list's filters a URL's query names (the search as typed, before any pause). */
export function ordersFiltersOf(params: URLSearchParams): OrdersFilters {
  const tabParam = params.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : DEFAULT_TAB;
  return filtersOf(
    tab,
    (params.get('q') ?? '').trim(),
    dateParam(params.get('from')),
    dateParam(params.get('to')),
    params.get('kind') === 'return',
    params.get('exported') === 'no',
  );
}

const filtersOf = (
  tab: TabKey,
  q: string,
  from: string,
  to: string,
  isReturns: boolean,
  isNotExported: boolean,
): OrdersFilters => ({
  group: tab === 'all' ? undefined : tab,
  q: q || undefined,
  from: from || undefined,
  to: to || undefined,
  kind: isReturns ? ('return' as const) : undefined,
  exported: isNotExported ? ('no' as const) : undefined,
});

/** Sets (or, when empty, removes) query parameters of the page's URL. */
export type SetParam = (changes: Record<string, string | undefined>, replace?: boolean) => void;

/**
 * What the orders page shows, kept in its URL so a reload or a shared link
 * shows the same: the tab, the search (once typing pauses), the dates, the
 * returns and not-yet-exported filters and the open order.
 */
export function useOrdersUrlState() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : DEFAULT_TAB;
  const from = dateParam(params.get('from'));
  const to = dateParam(params.get('to'));
  const openId = params.get('order') ?? undefined;
  const isReturns = params.get('kind') === 'return';
  const isNotExported = params.get('exported') === 'no';
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const q = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);

  const setParam: SetParam = useCallback(
    (changes, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  // The debounced search goes into the URL, so a reload or a shared link keeps it.
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) setParam({ q: q || undefined }, true);
  }, [q, params, setParam]);

  const filters: OrdersFilters = useMemo(
    () => filtersOf(tab, q, from, to, isReturns, isNotExported),
    [tab, q, from, to, isReturns, isNotExported],
  );

  return { tab, from, to, isReturns, isNotExported, openId, searchText, setSearchText, q, filters, setParam };
}
