import { ORDER_PATHS, type OrderStatus, type StateChangeResult } from '@sameday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { ordersKeys } from './query-keys';

export type ChangeOrderStateVariables = { ids: readonly string[]; state: OrderStatus; reason?: string };

/**
 * PUT {platform}/quiqdash/orders/state/{ids}/{state} (docs/decisions/007): one
 * call for one order or many; each order is answered on its own.
 */
export function changeOrderState({ ids, state, reason }: ChangeOrderStateVariables) {
  const path = ORDER_PATHS.state(ids.map(encodeURIComponent).join(','), state);
  return apiRequest<StateChangeResult[]>('platform', path, { method: 'PUT', body: reason ? { reason } : {} });
}

export function useChangeOrderState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderState,
    onSuccess: (results) => {
      for (const result of results) {
        if (result.order) queryClient.setQueryData(ordersKeys.detail(result.id), result.order);
      }
      return queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    },
  });
}
