import { type FindOrdersResponse, ORDER_PATHS } from '@sameday/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { useLiveFallbackInterval } from '../../../shared/live';
import { type OrdersFilters, ordersKeys } from './query-keys';

/**
 * An answer this fresh is not asked for again when the page mounts: at / the first page is
 * asked for as soon as the session has a token, before the page's scripts have run.
 */
export const JUST_ASKED_MS = 5_000;

/** Rows a page: enough to fill two screens, small enough to answer fast. */
export const ORDERS_PAGE_SIZE = 100;

/** The list's query for `filters`: the orders call takes it, and the first screen's one answer too. */
export function ordersListQuery(filters: OrdersFilters, cursor?: string) {
  return {
    group: filters.group,
    q: filters.q || undefined,
    from: filters.from,
    to: filters.to,
    kind: filters.kind,
    exported: filters.exported,
    limit: ORDERS_PAGE_SIZE,
    cursor,
  };
}

/** GET {platform}/quiqdash/orders: one keyset page of the account's orders, newest first. */
export function findOrders(filters: OrdersFilters, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest<FindOrdersResponse>('platform', ORDER_PATHS.orders, {
    query: ordersListQuery(filters, cursor),
    signal,
  });
}

export function getOrdersQueryOptions(filters: OrdersFilters) {
  return infiniteQueryOptions({
    queryKey: ordersKeys.list(filters),
    queryFn: ({ pageParam, signal }) => findOrders(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Pages are never edited in place: comparing 100,000 loaded orders deeply on every new page costs
    // hundreds of milliseconds, and a refetch replaces the list anyway.
    structuralSharing: false,
    staleTime: JUST_ASKED_MS,
  });
}

export function useOrders(filters: OrdersFilters) {
  // The live socket keeps the list fresh; while it is down the list reads again slowly.
  return useInfiniteQuery({ ...getOrdersQueryOptions(filters), refetchInterval: useLiveFallbackInterval() });
}
