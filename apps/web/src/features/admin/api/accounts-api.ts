import {
  type AccountOrdersPage,
  type AccountOrdersQuery,
  type AccountOverview,
  type AccountsPage,
  type AccountsQuery,
  ADMIN_PATHS,
  type BlockState,
  FINANCE_PATHS,
  FULFILMENT_PATHS,
  type FulfilmentCapability,
  type Invoice,
  type StaffAccountUpdate,
  type StaffBlockStateBody,
} from '@sameday/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { adminKeys, asQuery } from './admin-keys';

/** GET /accounts with the spec's query: the accounts search. */
export const useAccountsSearch = (query: AccountsQuery) =>
  useQuery({
    queryKey: adminKeys.accounts(query),
    queryFn: ({ signal }) =>
      apiRequest<AccountsPage>('platform', ADMIN_PATHS.accounts, { signal, query: asQuery(query) }),
    placeholderData: keepPreviousData,
  });

/** The console's account page in one answer: profile, members, capabilities, invoices, orders, audit trail. */
export const useAccountOverview = (id: string) =>
  useQuery({
    queryKey: adminKeys.account(id),
    queryFn: ({ signal }) =>
      apiRequest<AccountOverview>('platform', ADMIN_PATHS.accountOverview(encodeURIComponent(id)), { signal }),
  });

/** GET /admin/accounts/{id}/orders: the account's orders of one state, a page at a time. */
export const useAccountOrders = (id: string, query: AccountOrdersQuery) =>
  useQuery({
    queryKey: [...adminKeys.accountPart(id, 'orders'), query],
    queryFn: ({ signal }) =>
      apiRequest<AccountOrdersPage>('platform', ADMIN_PATHS.accountOrders(encodeURIComponent(id)), {
        signal,
        query: asQuery(query),
      }),
    placeholderData: keepPreviousData,
  });

/** A staff change to an account: the console's lists and the account page read it again. */
function useAccountMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useSetBlockState = (accountId: string) =>
  useAccountMutation((body: StaffBlockStateBody) =>
    apiRequest<BlockState>('platform', ADMIN_PATHS.setBlockState(encodeURIComponent(accountId)), {
      method: 'POST',
      body,
    }),
  );

export const useMarkInvoicePaid = () =>
  useAccountMutation((invoiceId: string) =>
    apiRequest<Invoice>('platform', FINANCE_PATHS.markInvoicePaid(encodeURIComponent(invoiceId)), { method: 'POST' }),
  );

export const useUpdateAccount = () =>
  useAccountMutation((body: StaffAccountUpdate) =>
    apiRequest<unknown>('platform', ADMIN_PATHS.accounts, { method: 'PUT', body }),
  );

/** Operations make the account a fulfilment account, or stop it (PUT …/capability, audited by the API). */
export const useSetFulfilment = (accountId: string) =>
  useAccountMutation((enabled: boolean) =>
    apiRequest<FulfilmentCapability>('platform', FULFILMENT_PATHS.accountCapability(encodeURIComponent(accountId)), {
      method: 'PUT',
      body: { enabled },
    }),
  );
