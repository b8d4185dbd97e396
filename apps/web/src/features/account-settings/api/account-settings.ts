import {
  ACCOUNT_SETTINGS_PATHS,
  type AccountSettings,
  type AccountSettingsInputSchema,
  ADMIN_PATHS,
  type CompanyAccount,
  type CompanyInputSchema,
  type ShippingProfile,
  type ShippingProfileInputSchema,
  type SupportAccess,
} from '@sameday/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountKeys, useAccount } from '../../../entities/account';
import { shippingProfileKeys } from '../../../entities/shipping-profile';
import { apiRequest } from '../../../shared/api';

/** The account settings feature's own cache entries (the shipping profile is an entity). */
export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  company: (id: string | undefined) => [...accountSettingsKeys.all, 'company', id] as const,
  settings: () => [...accountSettingsKeys.all, 'settings'] as const,
};

/** GET {platform}/accounts/{id}: the account's name, client type, terms date and company details. */
export function useCompanyAccount() {
  const account = useAccount();
  const id = account.data?.id;
  const query = useQuery(
    queryOptions({
      queryKey: accountSettingsKeys.company(id),
      queryFn: ({ signal }) =>
        apiRequest<CompanyAccount>('platform', ACCOUNT_SETTINGS_PATHS.account(encodeURIComponent(id as string)), {
          signal,
        }),
      enabled: Boolean(id),
    }),
  );
  return { ...query, error: account.error ?? query.error, isPending: account.isPending || query.isPending };
}

/** PUT {platform}/accounts. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof CompanyInputSchema>) =>
      apiRequest<CompanyAccount>('platform', ACCOUNT_SETTINGS_PATHS.updateAccount, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountSettingsKeys.company(saved.id), saved);
      // The display name shows in the shell.
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

/** GET {platform}/account/settings: opening hours and contact. */
export function useAccountSettings() {
  return useQuery(
    queryOptions({
      queryKey: accountSettingsKeys.settings(),
      queryFn: ({ signal }) => apiRequest<AccountSettings>('platform', ACCOUNT_SETTINGS_PATHS.settings, { signal }),
    }),
  );
}

export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof AccountSettingsInputSchema>) =>
      apiRequest<AccountSettings>('platform', ACCOUNT_SETTINGS_PATHS.settings, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(accountSettingsKeys.settings(), saved),
  });
}

/** PUT {platform}/account/shipping-profile. */
export function useUpdateShippingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof ShippingProfileInputSchema>) =>
      apiRequest<ShippingProfile>('platform', ACCOUNT_SETTINGS_PATHS.shippingProfile, { method: 'PUT', body }),
    // The order form reads the same entry: a new order starts from the saved profile.
    onSuccess: (saved) => queryClient.setQueryData(shippingProfileKeys.detail(), saved),
  });
}

/** GET {platform}/account/support-access: when the provider's support viewed the account (read-only). */
export function useSupportAccess() {
  return useQuery(
    queryOptions({
      queryKey: [...accountSettingsKeys.all, 'support-access'] as const,
      queryFn: ({ signal }) => apiRequest<SupportAccess>('platform', ADMIN_PATHS.supportAccess, { signal }),
    }),
  );
}
