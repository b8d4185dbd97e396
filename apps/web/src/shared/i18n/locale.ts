import { LANGUAGE_STORAGE_KEY } from '@sameday/contract';

/** The dashboard's languages (docs/decisions/039). English is the spec's; Arabic is written by hand. */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's name in itself: what the language switch shows. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/**
 * The Intl locale of each language. Arabic keeps Western digits (latn), as UAE receipts,
 * prices, phone numbers and the spec's date formats use them (decisions 037 and 039).
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-AE-u-nu-latn' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The language chosen on this browser before, else the browser's first language we speak, else English. */
export function detectLocale(): Locale {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be refused (private windows): the browser's languages still answer.
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Not stored: the next visit detects it again.
  }
}
