import type { QueryClient } from '@tanstack/react-query';
import { ordersFiltersOf } from '../lib/use-orders-url-state';
import { getOrdersQueryOptions } from './find-orders';
import { getGroupCountsQueryOptions } from './get-group-counts';

/**
 * Asks for what the orders page at `search` shows first (its tab's first page and the tab
 * counts) into the page's query cache, under the keys the page reads: the page then renders
 * from them instead of asking once its scripts have run.
 */
export function prefetchOrdersPage(client: QueryClient, search: string): void {
  const filters = ordersFiltersOf(new URLSearchParams(search));
  void client.prefetchInfiniteQuery(getOrdersQueryOptions(filters));
  void client.prefetchQuery(getGroupCountsQueryOptions({ from: filters.from, to: filters.to }));
}
