import type { PreferenceKey, Preferences } from '@sameday/contract';
import { apiRequest } from '../../shared/api';
import { PREFERENCES_PATH } from './preferences-query';

/** DELETE {platform}/partner/preferences/{key}: the key goes back to its default. */
export function deletePreference(key: PreferenceKey) {
  return apiRequest<Preferences>('platform', `${PREFERENCES_PATH}/${encodeURIComponent(key)}`, { method: 'DELETE' });
}
