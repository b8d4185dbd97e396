import type { FindOrdersResponse, GroupCounts } from '@sameday/contract';
import type { QueryClient } from '@tanstack/react-query';
import { partOr } from '../../../shared/api';
import { ordersFiltersOf } from '../lib/use-orders-url-state';
import { findOrders, getOrdersQueryOptions, ordersListQuery } from './find-orders';
import { getGroupCounts, getGroupCountsQueryOptions } from './get-group-counts';

/** What the first screen's one answer carries of the orders page (null for a caller who may not read orders). */
export type OrdersFirstPage = { orders: FindOrdersResponse | null; counts: GroupCounts | null };

/** The list query of the orders page at `search` (its tab, search and dates): what the first screen's answer is asked with. */
export const ordersPageQueryOf = (search: string) => ordersListQuery(ordersFiltersOf(new URLSearchParams(search)));

/**
 * Puts what the orders page at `search` shows first (its tab's first page and the tab counts) in
 * the page's query cache, under the keys the page reads: the page then renders from them instead of
 * asking once its scripts have run. From `answer` (the first screen's) when given: nothing else is
 * asked for unless it fails. Resolves once both are in the cache (or have failed).
 */
export function prefetchOrdersPage(
  client: QueryClient,
  search: string,
  answer?: Promise<OrdersFirstPage>,
): Promise<void> {
  const filters = ordersFiltersOf(new URLSearchParams(search));
  const list = getOrdersQueryOptions(filters);
  const range = { from: filters.from, to: filters.to };
  const counts = getGroupCountsQueryOptions(range);
  if (!answer)
    return Promise.all([client.prefetchInfiniteQuery(list), client.prefetchQuery(counts)]).then(() => undefined);
  const listIn = client.prefetchInfiniteQuery({
    ...list,
    queryFn: (context) =>
      partOr(
        answer.then((first) => first.orders),
        () => findOrders(filters, context.pageParam, context.signal),
      ),
  });
  const countsIn = client.prefetchQuery({
    ...counts,
    queryFn: (context) =>
      partOr(
        answer.then((first) => first.counts),
        () => getGroupCounts(range, context.signal),
      ),
  });
  return Promise.all([listIn, countsIn]).then(() => undefined);
}
