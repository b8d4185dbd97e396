import { useQuery } from '@tanstack/react-query';
import { shippingProfileQueryOptions } from './shipping-profile-query';

export function useShippingProfile() {
  return useQuery(shippingProfileQueryOptions());
}
