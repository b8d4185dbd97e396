import type { Preferences } from '@sameday/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

export const PREFERENCES_PATH = '/partner/preferences';
export const preferencesQueryKey = ['preferences'] as const;

/** GET {platform}/partner/preferences: defaults, with the default pickup and drop-off resolved to locations. */
export function getPreferences(signal?: AbortSignal) {
  return apiRequest<Preferences>('platform', PREFERENCES_PATH, { signal });
}

export function getPreferencesQueryOptions() {
  return queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getPreferences(signal) });
}
