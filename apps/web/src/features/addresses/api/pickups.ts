import {
  PICKUP_PATHS,
  type PickupManifestsAnswer,
  type PickupRequest,
  type PickupRequestBody,
  type PickupRequestsAnswer,
  type PickupWindowsAnswer,
} from '@sameday/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, downloadFile } from '../../../shared/api';

/** The pickups' queries (decision 072): the windows offered, the account's requests, a day's manifests. */
export const pickupsKeys = {
  all: ['pickups'] as const,
  windows: () => ['pickups', 'windows'] as const,
  requests: () => ['pickups', 'requests'] as const,
  manifests: (date: string) => ['pickups', 'manifests', date] as const,
};

/** GET {platform}/quiqdash/pickups/windows: the windows a pickup can be asked for now. */
export const usePickupWindows = (enabled: boolean) =>
  useQuery({
    queryKey: pickupsKeys.windows(),
    queryFn: ({ signal }) => apiRequest<PickupWindowsAnswer>('platform', PICKUP_PATHS.windows, { signal }),
    enabled,
  });

/** GET {platform}/quiqdash/pickups/requests: the account's requests of today and later. */
export const usePickupRequests = () =>
  useQuery({
    queryKey: pickupsKeys.requests(),
    queryFn: ({ signal }) => apiRequest<PickupRequestsAnswer>('platform', PICKUP_PATHS.requests, { signal }),
  });

/**
 * GET {platform}/quiqdash/pickups/manifests?date=: each pickup address's manifest of a Dubai day
 * (today or one of the last 90); not asked while the day chosen is not one of them.
 */
export const usePickupManifests = (date: string, enabled = true) =>
  useQuery({
    queryKey: pickupsKeys.manifests(date),
    queryFn: ({ signal }) =>
      apiRequest<PickupManifestsAnswer>('platform', PICKUP_PATHS.manifests, { query: { date }, signal }),
    enabled,
  });

/** POST a pickup request, or DELETE one; the pickups' queries are read again after either. */
export function usePickupChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: pickupsKeys.all });
  const ask = useMutation({
    mutationFn: (body: PickupRequestBody) =>
      apiRequest<PickupRequest>('platform', PICKUP_PATHS.requests, { method: 'POST', body }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => apiRequest<PickupRequest>('platform', PICKUP_PATHS.request(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { ask, cancel };
}

/** The manifest PDF of one pickup address and day (signed once signed off). */
export const downloadManifest = (locationId: string, date: string) =>
  downloadFile('platform', PICKUP_PATHS.manifestPdf(locationId), { date }, `pickup-manifest-${date}.pdf`);
