import { useEffect, useRef } from 'react';
import { useAccount } from '../../entities/account';
import { usePreferences } from '../../entities/preferences';
import { track } from '../../shared/analytics';

export type InitStatus = 'started' | 'success' | 'failed';

/**
 * App initialisation (spec §4): started, then success once the user and the
 * preferences are in, or failed when either fetch fails.
 */
export function useAppInitialisation(onFailed: () => void): InitStatus {
  const account = useAccount();
  const { preferences, fetchPhase } = usePreferences();
  let status: InitStatus = 'started';
  if (account.isError || fetchPhase === 'failed') status = 'failed';
  else if (account.data && preferences) status = 'success';
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;
  useEffect(() => {
    track({ event: 'appInit', status });
    if (status === 'failed') onFailedRef.current();
  }, [status]);
  return status;
}
