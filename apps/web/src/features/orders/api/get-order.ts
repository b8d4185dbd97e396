import { ORDER_PATHS, type Order } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { ordersKeys } from './query-keys';

/** GET {platform}/quiqdash/order/{id}. */
export function getOrder(id: string, signal?: AbortSignal) {
  return apiRequest<Order>('platform', ORDER_PATHS.order(encodeURIComponent(id)), { signal });
}

export function getOrderQueryOptions(id: string | undefined) {
  return queryOptions({
    queryKey: ordersKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getOrder(id as string, signal),
    enabled: Boolean(id),
  });
}

export function useOrder(id: string | undefined) {
  return useQuery(getOrderQueryOptions(id));
}
