import { PREFERENCE_PATHS, type PreferenceKey, type Preferences } from '@sameday/contract';
import { apiRequest } from '../../../shared/api';

/** POST {platform}/partner/preferences {key, value}: answers every preference. */
export function createPreference(key: PreferenceKey, value: unknown) {
  return apiRequest<Preferences>('platform', PREFERENCE_PATHS.preferences, { method: 'POST', body: { key, value } });
}
