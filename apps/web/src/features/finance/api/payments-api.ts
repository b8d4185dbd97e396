import {
  FINANCE_PATHS,
  type InvoiceCheckout,
  type InvoiceCheckoutBody,
  type PaymentInstructions,
  type SavedCardPayment,
} from '@sameday/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { financeKeys } from './finance-api';

/** GET /finance/payment-instructions: our bank account for transfers, and whether cards are taken. */
export const usePaymentInstructions = () =>
  useQuery({
    queryKey: financeKeys.paymentInstructions(),
    queryFn: ({ signal }) => apiRequest<PaymentInstructions>('platform', FINANCE_PATHS.paymentInstructions, { signal }),
    staleTime: 5 * 60_000,
  });

/** Opens the payment provider's hosted page for the invoice; the caller sends the browser there. */
export const useOpenCheckout = () =>
  useMutation({
    mutationFn: ({ invoiceId, returnTo }: { invoiceId: string; returnTo: InvoiceCheckoutBody['returnTo'] }) =>
      apiRequest<InvoiceCheckout>('platform', FINANCE_PATHS.invoiceCheckout(encodeURIComponent(invoiceId)), {
        method: 'POST',
        body: { returnTo },
      }),
  });

/** Charges a saved card for the invoice; the invoice turns paid when the provider's webhook confirms it. */
export function usePayWithSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, paymentMethodId }: { invoiceId: string; paymentMethodId: string }) =>
      apiRequest<SavedCardPayment>('platform', FINANCE_PATHS.invoiceSavedCardPayment(encodeURIComponent(invoiceId)), {
        method: 'POST',
        body: { paymentMethodId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}

/** The browser leaves for the provider's page (a seam the screen tests replace). */
export const goToPaymentPage = (url: string) => window.location.assign(url);
