import { TRACKING_PATHS, type TrackingSettings } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

export const trackingSettingsKeys = { all: ['tracking-settings'] as const };

/** GET {platform}/tracking/settings: the tracking page's brand and the events that message the recipient. */
export const trackingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: trackingSettingsKeys.all,
    queryFn: ({ signal }) => apiRequest<TrackingSettings>('platform', TRACKING_PATHS.settings, { signal }),
  });

export const useTrackingSettings = () => useQuery(trackingSettingsQueryOptions());
