import { DISPATCHER_PATHS, type OrderDecisionAnswer } from '@sameday/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { ordersKeys } from './query-keys';

/** GET {platform}/dispatcher/orders/{id}/decision: the carrier decision stored on the order, or null. */
export function useOrderDecision(id: string) {
  return useQuery({
    queryKey: ordersKeys.decision(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<OrderDecisionAnswer>('platform', DISPATCHER_PATHS.orderDecision(encodeURIComponent(id)), {
          signal,
        })
      ).decision,
  });
}
