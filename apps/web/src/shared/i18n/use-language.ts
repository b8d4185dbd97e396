import { useLingui } from '@lingui/react';
import { PLATFORM_PATHS, type User } from '@sameday/contract';
import { useCallback } from 'react';
import { apiRequest } from '../api';
import { activateLocale } from './i18n';
import { isLocale, type Locale } from './locale';

/** Saves the user's language on their account: every browser they sign in on opens in it. */
export function saveLanguage(language: Locale): Promise<User> {
  return apiRequest<User>('platform', PLATFORM_PATHS.myLanguage, { method: 'PUT', body: { language } });
}

/**
 * After sign-in: the user's saved language wins over this browser's; a user who never chose
 * keeps the one this browser shows, saved as theirs.
 */
export async function adoptUserLanguage(user: Pick<User, 'language'>, shown: Locale): Promise<void> {
  if (isLocale(user.language)) {
    if (user.language !== shown) await activateLocale(user.language);
    return;
  }
  await saveLanguage(shown).catch(() => undefined);
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
