import { TRACKING_PATHS, type TrackingSettings } from '@sameday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { trackingSettingsKeys } from './get-tracking-settings';

/** PUT {platform}/tracking/settings: the settings saved become the ones read. */
export function useUpdateTrackingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrackingSettings) =>
      apiRequest<TrackingSettings>('platform', TRACKING_PATHS.settings, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(trackingSettingsKeys.all, saved),
  });
}
