import { useEffect, useRef } from 'react';
import { useAccount } from '../../entities/account';
import { usePreferences } from '../../entities/preferences';
import { track } from '../../shared/analytics';
import { activateLocale, currentLocale, isLocale } from '../../shared/i18n';

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
  // A user who chose a language on another browser finds it here too.
  const language = account.data?.user.language;
  useEffect(() => {
    if (isLocale(language) && language !== currentLocale()) void activateLocale(language);
  }, [language]);
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;
  useEffect(() => {
    track({ event: 'appInit', status });
    if (status === 'failed') onFailedRef.current();
  }, [status]);
  return status;
}
