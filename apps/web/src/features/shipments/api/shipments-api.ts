import {
  type CarrierCapabilities,
  FULFILMENT_PATHS,
  type InternationalBookingInput,
  type Product,
  type RatesAnswer,
  type RatesInput,
  SHIPMENT_PATHS,
  type Shipment,
  type ShipmentDocument,
  type ShipmentList,
} from '@sameday/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, downloadFile } from '../../../shared/api';

/** The shipments feature's query keys: everything sits below ['shipments']. */
export const shipmentKeys = {
  all: ['shipments'] as const,
  list: (clientOrderId: string) => [...shipmentKeys.all, 'list', clientOrderId] as const,
  capabilities: () => [...shipmentKeys.all, 'capabilities'] as const,
};

export const useShipments = (clientOrderId: string) =>
  useQuery({
    queryKey: shipmentKeys.list(clientOrderId),
    queryFn: ({ signal }) =>
      apiRequest<ShipmentList>('platform', SHIPMENT_PATHS.list, {
        signal,
        query: { client_order_id: clientOrderId || undefined, limit: 100 },
      }),
    placeholderData: keepPreviousData,
  });

/** The carriers connected on this platform (an unconfigured one is not listed), with what each can do. */
export const useCarrierCapabilities = () =>
  useQuery({
    queryKey: shipmentKeys.capabilities(),
    queryFn: ({ signal }) => apiRequest<CarrierCapabilities>('platform', SHIPMENT_PATHS.capabilities, { signal }),
    staleTime: 5 * 60 * 1000,
  });

/** POST the shipment's destination and parcels: every carrier's prices, and why the others cannot carry it. */
export const useCarrierRates = () =>
  useMutation({
    mutationFn: (body: RatesInput) =>
      apiRequest<RatesAnswer>('platform', SHIPMENT_PATHS.rates, { method: 'POST', body }),
  });

export function useBookInternational() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InternationalBookingInput) =>
      apiRequest<Shipment>('platform', SHIPMENT_PATHS.bookInternational, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}

/** A fulfilment product by SKU, for prefilling a customs line; undefined when the account has none such. */
export async function findProduct(sku: string): Promise<Product | undefined> {
  try {
    return await apiRequest<Product>('platform', FULFILMENT_PATHS.product(encodeURIComponent(sku)));
  } catch {
    return undefined;
  }
}

export const downloadLabel = (shipment: Shipment) =>
  downloadFile('platform', SHIPMENT_PATHS.label(shipment.id), undefined, `label-${shipment.trackingNumber}.pdf`);

export const downloadDocument = (shipment: Shipment, document: ShipmentDocument) =>
  downloadFile('platform', SHIPMENT_PATHS.document(shipment.id, document), undefined, `${document}-${shipment.id}.pdf`);
