import { TRACKING_PATHS } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { ordersKeys } from './query-keys';

/** An order's tracking page, as its label prints it: the code and the page's address. */
export type TrackingLink = { code: string; url: string };

/** GET {platform}/tracking/orders/{id}/link: the merchant's own order only. */
export function getTrackingLink(id: string, signal?: AbortSignal) {
  return apiRequest<TrackingLink>('platform', TRACKING_PATHS.orderLink(encodeURIComponent(id)), { signal });
}

export function trackingLinkQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ordersKeys.all, 'tracking-link', id],
    queryFn: ({ signal }) => getTrackingLink(id, signal),
    // A code never changes for its order.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTrackingLink(id: string) {
  return useQuery(trackingLinkQueryOptions(id));
}
