import { PREFERENCE_PATHS, type PreferenceKey, type Preferences } from '@sameday/contract';
import { apiRequest } from '../../../shared/api';

/** PUT {platform}/partner/preferences/{key} {value}: answers every preference. */
export function updatePreference(key: PreferenceKey, value: unknown) {
  return apiRequest<Preferences>('platform', PREFERENCE_PATHS.preference(encodeURIComponent(key)), {
    method: 'PUT',
    body: { value },
  });
}
