import { PRICING_PATHS, type Quote, type ServiceKind, type ServiceWindow } from '@sameday/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { ordersKeys } from './query-keys';

export type RatesRequest = {
  destinationEmirate: string;
  pickupEmirate?: string;
  items: { quantity: number; weightKg: number }[];
  isCashOnDelivery: boolean;
};

export type Rate = { serviceKind: ServiceKind; window: ServiceWindow; quote: Quote | null; isAvailable: boolean };

/** POST {platform}/shipments/rates: every service for the route, with its day, price and availability. */
export function findRates(request: RatesRequest, signal?: AbortSignal) {
  return apiRequest<Rate[]>('platform', PRICING_PATHS.rates, { method: 'POST', body: request, signal });
}

/** Availability follows the clock: asked again every minute while the form is open. */
const RATES_REFRESH_MS = 60_000;

export function useRates(request: RatesRequest | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ordersKeys.rates(request),
      queryFn: ({ signal }) => findRates(request as RatesRequest, signal),
      enabled: Boolean(request),
      placeholderData: keepPreviousData,
      refetchInterval: RATES_REFRESH_MS,
    }),
  );
}
