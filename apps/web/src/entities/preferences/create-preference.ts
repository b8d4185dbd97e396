import type { PreferenceKey, Preferences } from '@sameday/contract';
import { apiRequest } from '../../shared/api';
import { PREFERENCES_PATH } from './preferences-query';

/** POST {platform}/partner/preferences {key, value}: answers every preference. */
export function createPreference(key: PreferenceKey, value: unknown) {
  return apiRequest<Preferences>('platform', PREFERENCES_PATH, { method: 'POST', body: { key, value } });
}
