import { ORDER_PATHS, type Order, type OrderInput } from '@sameday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { refreshAfterOrderChange } from './refresh-after-order-change';

export type CreateOrderVariables = { input: OrderInput; idempotencyKey: string };

/**
 * POST {platform}/quiqdash/orders with an Idempotency-Key: a retry of the same
 * form with the same key answers the first order and creates no second one.
 */
export function createOrder({ input, idempotencyKey }: CreateOrderVariables) {
  return apiRequest<Order>('platform', ORDER_PATHS.orders, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => refreshAfterOrderChange(queryClient),
  });
}
