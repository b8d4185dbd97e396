import { ORDER_PATHS, type OrderEvent } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { ordersKeys } from './query-keys';

/** GET {platform}/quiqdash/orders/history/{id}: every change of the order, oldest first. */
export function getOrderHistory(id: string, signal?: AbortSignal) {
  return apiRequest<OrderEvent[]>('platform', ORDER_PATHS.history(encodeURIComponent(id)), { signal });
}

export function useOrderHistory(id: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ordersKeys.history(id ?? ''),
      queryFn: ({ signal }) => getOrderHistory(id as string, signal),
      enabled: Boolean(id),
    }),
  );
}
