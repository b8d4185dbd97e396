import { useLingui } from '@lingui/react';
import { PLATFORM_PATHS, type User } from '@sameday/contract';
import { useCallback } from 'react';
import { apiRequest } from '../api';
import { activateLocale, currentLocale } from './i18n';
import { isLocale, type Locale } from './locale';

/** Saves the user's language on their account: every browser they sign in on opens in it. */
export function saveLanguage(language: Locale): Promise<User> {
  return apiRequest<User>('platform', PLATFORM_PATHS.myLanguage, { method: 'PUT', body: { language } });
}

/**
 * After sign-in: the user's saved language wins over this browser's. A user who never chose
 * keeps what this browser shows; nothing is saved until they choose (or sign up, which the API
 * records from the request's language).
 */
export async function adoptUserLanguage(user: Pick<User, 'language'>): Promise<void> {
  if (isLocale(user.language) && user.language !== currentLocale()) await activateLocale(user.language);
}

/** The language shown, and a switch that also saves it for a signed-in user. */
export function useLanguage(isSignedIn: boolean) {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const switchTo = useCallback(
    async (next: Locale) => {
      await activateLocale(next);
      if (isSignedIn) await saveLanguage(next).catch(() => undefined);
    },
    [isSignedIn],
  );
  return { locale, switchTo };
}
