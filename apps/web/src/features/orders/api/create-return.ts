import { ORDER_PATHS, type Order } from '@sameday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { ordersKeys } from './query-keys';

/**
 * POST {platform}/quiqdash/orders/customer_return/{id} (docs/decisions/040): a return of a
 * delivered order, back to its pickup address. Asked twice, it answers the same return.
 */
export function createReturn(orderId: string) {
  return apiRequest<Order>('platform', ORDER_PATHS.customerReturn(encodeURIComponent(orderId)), {
    method: 'POST',
    body: {},
  });
}

export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturn,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    },
  });
}
