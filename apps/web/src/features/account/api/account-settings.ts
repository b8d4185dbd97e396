import {
  ACCOUNT_SETTINGS_PATHS,
  type AccountSettings,
  type AccountSettingsInputSchema,
  type AddressPatchSchema,
  type CompanyAccount,
  type CompanyInputSchema,
  type Location,
  type Quote,
  type QuoteRequest,
  type ShippingProfile,
  type ShippingProfileInputSchema,
} from '@sameday/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountKeys, useAccount } from '../../../entities/account';
import { featureFlagQueryOptions } from '../../../entities/flags';
import { preferencesKeys } from '../../../entities/preferences';
import { savedPickupsKeys, savedPickupsQueryOptions } from '../../../entities/saved-pickups';
import { shippingProfileKeys } from '../../../entities/shipping-profile';
import { apiRequest } from '../../../shared/api';
import { pickupZonesQueryKey } from './find-pickup-zones';

export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  company: (id: string | undefined) => ['account-settings', 'company', id] as const,
  settings: () => ['account-settings', 'settings'] as const,
  region: (code: string | undefined) => ['account-settings', 'region', code] as const,
  permissions: () => ['account-settings', 'permissions'] as const,
};

/** GET {platform}/accounts/{id}: the account's name, client type, terms date and company details. */
export function useCompanyAccount() {
  const account = useAccount();
  const id = account.data?.id;
  const query = useQuery(
    queryOptions({
      queryKey: accountSettingsKeys.company(id),
      queryFn: ({ signal }) =>
        apiRequest<CompanyAccount>('platform', ACCOUNT_SETTINGS_PATHS.account(id as string), { signal }),
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

export function useUpdateShippingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof ShippingProfileInputSchema>) =>
      apiRequest<ShippingProfile>('platform', ACCOUNT_SETTINGS_PATHS.shippingProfile, { method: 'PUT', body }),
    // The order form reads the same entry: a new order starts from the saved profile.
    onSuccess: (saved) => queryClient.setQueryData(shippingProfileKeys.detail(), saved),
  });
}

/** Every saved address of the account (with or without a location name). */
export function useAddresses() {
  const account = useAccount();
  const query = useQuery(savedPickupsQueryOptions(account.data?.id));
  return { ...query, error: account.error ?? query.error, isPending: account.isPending || query.isPending };
}

/**
 * After an address changes: the saved addresses (this page's list, the shell's
 * saved pickups and the order form's pickups are one entry), the pickup zones,
 * and the preferences (a deleted default pickup is no longer the default).
 */
function useRefreshAddresses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: savedPickupsKeys.all }),
      queryClient.invalidateQueries({ queryKey: pickupZonesQueryKey }),
      queryClient.invalidateQueries({ queryKey: preferencesKeys.all }),
    ]);
}

export type AddressBody = z.output<typeof AddressPatchSchema>;

export function useSaveAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AddressBody }) =>
      id
        ? apiRequest<Location>('platform', `/partner/addresses/${encodeURIComponent(id)}`, { method: 'PATCH', body })
        : apiRequest<Location>('platform', '/partner/addresses', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useDeleteAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ status: string }>('platform', `/partner/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** POST {platform}/quiqdash/order-charge: the price of one order. */
export function useQuote() {
  return useMutation({
    mutationFn: (body: QuoteRequest) =>
      apiRequest<Quote>('platform', '/quiqdash/order-charge', { method: 'POST', body }),
  });
}

export type RegionConfig = {
  name: string;
  regionCode: string;
  timezone: string;
  locationLabels: { addressLine1: string; addressLine2: string; apartmentNumber: string };
  locationPlaceholders: { addressLine1: string; addressLine2: string; apartmentNumber: string };
  accountAddressPlaceholder: string;
  features: { hasApartmentNumber: boolean; standardRestrictionTime: string };
};

/** GET {platform}/quiqdash/region/{id}: labels and placeholders of the address form. */
export function useRegionConfig(regionCode: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: accountSettingsKeys.region(regionCode),
      queryFn: ({ signal }) =>
        apiRequest<RegionConfig>('platform', `/quiqdash/region/${encodeURIComponent(regionCode as string)}`, {
          signal,
        }),
      enabled: Boolean(regionCode),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/** Whether 4-hour delivery is offered to the signed-in user (the flag shipments_partner_4hr). */
export function useFourHourFlag() {
  const account = useAccount();
  const query = useQuery(featureFlagQueryOptions('shipments_partner_4hr', account.data?.user.salesforceId));
  return query.data?.Enabled === true;
}
