import type { Quote, QuoteRequest } from '@sameday/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** POST {platform}/quiqdash/order-charge: the price of one order. */
export function useQuote() {
  return useMutation({
    mutationFn: (body: QuoteRequest) =>
      apiRequest<Quote>('platform', '/quiqdash/order-charge', { method: 'POST', body }),
  });
}
