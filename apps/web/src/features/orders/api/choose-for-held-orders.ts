import { ORDER_PATHS, type StateChangeResult } from '@sameday/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { ordersKeys } from './query-keys';

export type HoldChoiceVariables =
  | { kind: 'reattempt'; ids: readonly string[]; deliveryDate: string }
  | { kind: 'return'; ids: readonly string[] };

/**
 * The merchant's choice for held orders (docs/decisions/020): PUT
 * {platform}/quiqdash/orders/reattempt/{ids} with the day, or .../return/{ids}.
 * Each order is answered on its own; asking again for what happened is harmless.
 */
export function chooseForHeldOrders(variables: HoldChoiceVariables) {
  const ids = variables.ids.map(encodeURIComponent).join(',');
  if (variables.kind === 'reattempt') {
    return apiRequest<StateChangeResult[]>('platform', ORDER_PATHS.reattempt(ids), {
      method: 'PUT',
      body: { deliveryDate: variables.deliveryDate },
    });
  }
  return apiRequest<StateChangeResult[]>('platform', ORDER_PATHS.returnToOrigin(ids), { method: 'PUT', body: {} });
}

function applyResults(queryClient: QueryClient, results: StateChangeResult[]) {
  for (const result of results) {
    if (result.order) queryClient.setQueryData(ordersKeys.detail(result.id), result.order);
  }
  return queryClient.invalidateQueries({ queryKey: ordersKeys.all });
}

export function useChooseForHeldOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseForHeldOrders,
    onSuccess: (results) => applyResults(queryClient, results),
  });
}
