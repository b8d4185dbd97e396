import { type GroupCounts, ORDER_PATHS } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { useLiveFallbackInterval } from '../../../shared/live';
import { JUST_ASKED_MS } from './find-orders';
import { ordersKeys } from './query-keys';

/** GET {platform}/quiqdash/orders/group_counts?from&to: the tab counts of a date range. */
export function getGroupCounts(range: { from?: string; to?: string }, signal?: AbortSignal) {
  return apiRequest<GroupCounts>('platform', ORDER_PATHS.groupCounts, {
    query: { from: range.from, to: range.to },
    signal,
  });
}

export function getGroupCountsQueryOptions(range: { from?: string; to?: string }) {
  return queryOptions({
    queryKey: ordersKeys.counts(range),
    queryFn: ({ signal }) => getGroupCounts(range, signal),
    staleTime: JUST_ASKED_MS,
  });
}

export function useGroupCounts(range: { from?: string; to?: string }) {
  return useQuery({ ...getGroupCountsQueryOptions(range), refetchInterval: useLiveFallbackInterval() });
}
