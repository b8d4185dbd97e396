import { type AddressCorrection, SHIPMENT_PATHS, type Shipment, type ShipmentList } from '@sameday/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** Every shipments query sits below this key (the shipments screens' lists too). */
export const SHIPMENTS_QUERY_ROOT = ['shipments'] as const;

/** The shipments that carry an order (their client_order_id is the order's id): the order drawer's. */
export const useOrderShipments = (orderId: string) =>
  useQuery({
    queryKey: [...SHIPMENTS_QUERY_ROOT, 'of-order', orderId],
    queryFn: ({ signal }) =>
      apiRequest<ShipmentList>('platform', SHIPMENT_PATHS.list, { signal, query: { client_order_id: orderId } }),
  });

/** PATCH the recipient's corrected address: the carrier takes it, and every shipments list reads again. */
export function useCorrectAddress(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressCorrection) =>
      apiRequest<Shipment>('platform', SHIPMENT_PATHS.address(encodeURIComponent(id)), { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHIPMENTS_QUERY_ROOT }),
  });
}
