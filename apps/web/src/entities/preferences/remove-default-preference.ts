import type { Preferences } from '@sameday/contract';
import { apiRequest } from '../../shared/api';
import { PREFERENCES_PATH } from './preferences-query';

export type DefaultKind = 'pickup' | 'dropoff';

/** DELETE {platform}/partner/preferences/default/{kind}: forgets the default pickup or drop-off. */
export function removeDefaultPreference(kind: DefaultKind) {
  return apiRequest<Preferences>('platform', `${PREFERENCES_PATH}/default/${kind}`, { method: 'DELETE' });
}
