import { PREFERENCE_PATHS, type Preferences } from '@sameday/contract';
import { apiRequest } from '../../../shared/api';

export type DefaultKind = 'pickup' | 'dropoff';

/** DELETE {platform}/partner/preferences/default/{kind}: forgets the default pickup or drop-off. */
export function removeDefaultPreference(kind: DefaultKind) {
  return apiRequest<Preferences>('platform', PREFERENCE_PATHS.removeDefault(kind), { method: 'DELETE' });
}
