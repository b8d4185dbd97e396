import { PREFERENCE_PATHS, type PreferenceKey, type Preferences } from '@sameday/contract';
import { apiRequest } from '../../../shared/api';

/** DELETE {platform}/partner/preferences/{key}: the key goes back to its default. */
export function deletePreference(key: PreferenceKey) {
  return apiRequest<Preferences>('platform', PREFERENCE_PATHS.preference(encodeURIComponent(key)), {
    method: 'DELETE',
  });
}
