import { ADDRESS_PATHS, type AddressPatchSchema, type Location } from '@sameday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api';
import { preferencesKeys } from '../../preferences';
import { savedPickupsKeys } from '../../saved-pickups';

/** The pickup zones of the account (read by the addresses screen): invalidated after an address changes. */
export const pickupZonesKeys = {
  all: ['pickup-zones'] as const,
  list: (accountId: string | undefined) => [...pickupZonesKeys.all, accountId] as const,
};

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
      queryClient.invalidateQueries({ queryKey: pickupZonesKeys.all }),
      queryClient.invalidateQueries({ queryKey: preferencesKeys.all }),
    ]);
}

export type AddressBody = z.output<typeof AddressPatchSchema>;

/** PATCH {platform}/partner/addresses/{id} with an id, POST {platform}/partner/addresses without. */
export function useSaveAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AddressBody }) =>
      id
        ? apiRequest<Location>('platform', ADDRESS_PATHS.address(encodeURIComponent(id)), { method: 'PATCH', body })
        : apiRequest<Location>('platform', ADDRESS_PATHS.create[0], { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** DELETE {platform}/partner/addresses/{id}. */
export function useDeleteAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ status: string }>('platform', ADDRESS_PATHS.address(encodeURIComponent(id)), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
