import {
  type BankDetails,
  type BankDetailsInput,
  type CreditNote,
  type CreditNoteList,
  FINANCE_PATHS,
  type InvoiceList,
  type PaymentMethod,
} from '@sameday/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, downloadFile } from '../../../shared/api';
import { USER_CONFIG_KEY } from './user-config';

/** The finance feature's query keys: everything sits below ['finance']. */
export const financeKeys = {
  all: ['finance'] as const,
  invoices: (status: 'all' | 'outstanding') => [...financeKeys.all, 'invoices', status] as const,
  creditNotes: () => [...financeKeys.all, 'credit-notes'] as const,
  paymentMethods: () => [...financeKeys.all, 'payment-methods'] as const,
  bankDetails: () => [...financeKeys.all, 'bank-details'] as const,
  paymentInstructions: () => [...financeKeys.all, 'payment-instructions'] as const,
};

export function invoicesQueryOptions(
  status: 'all' | 'outstanding',
  options: { refetchInterval?: number | false } = {},
) {
  return queryOptions({
    refetchInterval: options.refetchInterval,
    queryKey: financeKeys.invoices(status),
    queryFn: ({ signal }) =>
      apiRequest<InvoiceList>('platform', FINANCE_PATHS.invoices, {
        signal,
        query: status === 'outstanding' ? { status } : undefined,
      }),
    select: (data) => data.invoices,
  });
}
export const useInvoices = (status: 'all' | 'outstanding', options: { refetchInterval?: number | false } = {}) =>
  useQuery(invoicesQueryOptions(status, options));

/** GET {platform}/quiqdash/invoice/{id}/pdf, saved as invoice-{number}.pdf. */
export const downloadInvoicePdf = (id: string, number: string) =>
  downloadFile('platform', FINANCE_PATHS.invoicePdf(encodeURIComponent(id)), undefined, `invoice-${number}.pdf`);
/** GET {platform}/quiqdash/invoice/{id}/reports: the invoice's orders as CSV. */
export const downloadInvoiceCsv = (id: string, number: string) =>
  downloadFile(
    'platform',
    FINANCE_PATHS.invoiceReports(encodeURIComponent(id)),
    undefined,
    `invoice-${number}-orders.csv`,
  );
/** GET {platform}/quiqdash/creditnote/{id}/pdf. */
export const downloadCreditNotePdf = (id: string, number: string) =>
  downloadFile(
    'platform',
    FINANCE_PATHS.creditNotePdf(encodeURIComponent(id)),
    undefined,
    `cod-statement-${number}.pdf`,
  );

export const useCreditNotes = () =>
  useQuery({
    queryKey: financeKeys.creditNotes(),
    queryFn: ({ signal }) => apiRequest<CreditNoteList>('platform', FINANCE_PATHS.creditNotes, { signal }),
  });

export function useConfirmCod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<CreditNote>('platform', FINANCE_PATHS.confirmCod(encodeURIComponent(id)), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.creditNotes() }),
  });
}

type PaymentMethodList = { paymentMethods: PaymentMethod[] };

export const usePaymentMethods = () =>
  useQuery({
    queryKey: financeKeys.paymentMethods(),
    queryFn: ({ signal }) => apiRequest<PaymentMethodList>('platform', FINANCE_PATHS.paymentMethods, { signal }),
    select: (data) => data.paymentMethods,
  });

export function useChangePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'default' | 'remove' }) =>
      action === 'default'
        ? apiRequest<PaymentMethodList>('platform', FINANCE_PATHS.defaultPaymentMethod(encodeURIComponent(id)), {
            method: 'POST',
          })
        : apiRequest<PaymentMethodList>('platform', FINANCE_PATHS.paymentMethod(encodeURIComponent(id)), {
            method: 'DELETE',
          }),
    onSuccess: (data) => queryClient.setQueryData(financeKeys.paymentMethods(), data),
  });
}

export const useBankDetails = () =>
  useQuery({
    queryKey: financeKeys.bankDetails(),
    queryFn: ({ signal }) =>
      apiRequest<{ bankDetails: BankDetails | null }>('platform', FINANCE_PATHS.bankDetails, { signal }),
    select: (data) => data.bankDetails,
  });

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankDetailsInput) =>
      apiRequest<BankDetails>('platform', FINANCE_PATHS.bankDetails, { method: 'PUT', body: input }),
    onSuccess: (bankDetails) => {
      queryClient.setQueryData(financeKeys.bankDetails(), { bankDetails });
      void queryClient.invalidateQueries({ queryKey: USER_CONFIG_KEY });
    },
  });
}
