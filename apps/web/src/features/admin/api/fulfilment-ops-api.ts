import {
  type AdjustmentInput,
  FULFILMENT_PATHS,
  type FulfilmentOrder,
  type InboundReceive,
  type InboundShipment,
  type InventoryItem,
  type StaffFulfilmentOrderList,
  type StaffFulfilmentOrderListQuery,
  type StaffInboundList,
  type StaffInboundListQuery,
} from '@sameday/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { adminKeys, asQuery } from './admin-keys';

export const useStaffInbound = (query: StaffInboundListQuery) =>
  useQuery({
    queryKey: adminKeys.inbound(query),
    queryFn: ({ signal }) =>
      apiRequest<StaffInboundList>('platform', FULFILMENT_PATHS.staffInbound, { signal, query: asQuery(query) }),
    placeholderData: keepPreviousData,
  });

export const useStaffFulfilmentOrders = (query: StaffFulfilmentOrderListQuery) =>
  useQuery({
    queryKey: adminKeys.fulfilmentOrders(query),
    queryFn: ({ signal }) =>
      apiRequest<StaffFulfilmentOrderList>('platform', FULFILMENT_PATHS.staffOrders, { signal, query: asQuery(query) }),
    placeholderData: keepPreviousData,
  });

/** A staff change to stock or orders: every list of the console may show it. */
function useOpsMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useReceiveInbound = () =>
  useOpsMutation(({ id, body }: { id: string; body: InboundReceive }) =>
    apiRequest<InboundShipment>('platform', FULFILMENT_PATHS.receiveInbound(id), { method: 'POST', body }),
  );

export const useMoveFulfilmentOrder = () =>
  useOpsMutation(({ id, state }: { id: string; state: 'picking' | 'packed' | 'handed_over' }) =>
    apiRequest<FulfilmentOrder>('platform', FULFILMENT_PATHS.orderState(id), { method: 'POST', body: { state } }),
  );

export const useAdjustStock = () =>
  useOpsMutation(({ sku, body }: { sku: string; body: AdjustmentInput }) =>
    apiRequest<InventoryItem>('platform', FULFILMENT_PATHS.adjustments(sku), { method: 'POST', body }),
  );
