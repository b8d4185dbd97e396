import { ORDER_PATHS, type Order, type OrderInput } from '@sameday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { ordersKeys } from './query-keys';
import { refreshAfterOrderChange } from './refresh-after-order-change';

/** PUT {platform}/quiqdash/order/{id}: the whole order again; the price and day are worked out anew. */
export function updateOrder({ id, input }: { id: string; input: OrderInput }) {
  return apiRequest<Order>('platform', ORDER_PATHS.order(encodeURIComponent(id)), { method: 'PUT', body: input });
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      return refreshAfterOrderChange(queryClient);
    },
  });
}
