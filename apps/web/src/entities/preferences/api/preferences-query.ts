import { PREFERENCE_PATHS, type Preferences } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** The account's preferences: every change answers the whole set, which replaces `preferencesKeys.detail()`. */
export const preferencesKeys = {
  all: ['preferences'] as const,
  detail: () => [...preferencesKeys.all, 'active-account'] as const,
};

/** GET {platform}/partner/preferences: defaults, with the default pickup and drop-off resolved to locations. */
export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return apiRequest<Preferences>('platform', PREFERENCE_PATHS.preferences, { signal });
}

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesKeys.detail(),
    queryFn: ({ signal }) => getPreferences(signal),
    // Asked for at / before the shell mounts (app/first-screen-data): not asked again at once.
    staleTime: 5_000,
  });
}

/** The account's preferences, for a screen that shows them and changes none (`usePreferences` changes them). */
export const usePreferencesQuery = () => useQuery(preferencesQueryOptions());
