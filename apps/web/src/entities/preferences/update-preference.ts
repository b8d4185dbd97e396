import type { PreferenceKey, Preferences } from '@sameday/contract';
import { apiRequest } from '../../shared/api';
import { PREFERENCES_PATH } from './preferences-query';

/** PUT {platform}/partner/preferences/{key} {value}: answers every preference. */
export function updatePreference(key: PreferenceKey, value: unknown) {
  return apiRequest<Preferences>('platform', `${PREFERENCES_PATH}/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body: { value },
  });
}
