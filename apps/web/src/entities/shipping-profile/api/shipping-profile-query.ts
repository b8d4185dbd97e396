import { ACCOUNT_SETTINGS_PATHS, type ShippingProfile } from '@sameday/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** The account's shipping profile: a save answers the profile, which replaces `shippingProfileKeys.detail()`. */
export const shippingProfileKeys = {
  all: ['shipping-profile'] as const,
  detail: () => [...shippingProfileKeys.all, 'active-account'] as const,
};

/** GET {platform}/account/shipping-profile: the service and parcel a new order starts with. */
export function getShippingProfile(signal?: AbortSignal): Promise<ShippingProfile> {
  return apiRequest<ShippingProfile>('platform', ACCOUNT_SETTINGS_PATHS.shippingProfile, { signal });
}

export function shippingProfileQueryOptions() {
  return queryOptions({ queryKey: shippingProfileKeys.detail(), queryFn: ({ signal }) => getShippingProfile(signal) });
}
