import { PRICING_PATHS, type Quote, type QuoteRequest } from '@sameday/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** POST {platform}/quiqdash/order-charge: the price of one order. */
export function useQuote() {
  return useMutation({
    mutationFn: (body: QuoteRequest) =>
      apiRequest<Quote>('platform', PRICING_PATHS.orderCharge, { method: 'POST', body }),
  });
}
