import { ADMIN_PATHS, type HeldOrderList, type HeldOrderListQuery, type ReleaseHeldOrder } from '@sameday/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { adminKeys, asQuery } from './admin-keys';

/** GET /admin/orders/held: the orders the dispatcher's rules held at placement, oldest first. */
export const useHeldOrders = (query: HeldOrderListQuery) =>
  useQuery({
    queryKey: adminKeys.heldOrders(query),
    queryFn: ({ signal }) =>
      apiRequest<HeldOrderList>('platform', ADMIN_PATHS.heldOrders, { signal, query: asQuery(query) }),
    placeholderData: keepPreviousData,
  });

/** POST /admin/orders/{id}/release: the order goes back to Pending; every console list may show it. */
export function useReleaseHeldOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReleaseHeldOrder }) =>
      apiRequest<{ id: string; status: 'pending' }>('platform', ADMIN_PATHS.releaseHeldOrder(id), {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
