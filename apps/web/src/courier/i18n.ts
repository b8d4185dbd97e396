// The courier app's words: its own Lingui catalog (src/locales/{en,ar}/courier.po), English in the
// first script, Arabic loaded when chosen (and kept by the service worker for offline use).
import arabic400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url';
import arabic600 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url';
import { i18n } from '@lingui/core';
import { messages as english } from '../locales/en/courier.po';
import { detectLocale, directionOf, INTL_LOCALES, type Locale, rememberLocale } from '../shared/i18n/locale';

i18n.load('en', english);
i18n.activate('en');

const ARABIC_RANGE = 'U+0600-06FF,U+0750-077F,U+08A0-08FF,U+200C-200E,U+FB50-FDFF,U+FE70-FEFF';

function declareArabicFont() {
  if (document.getElementById('courier-arabic-font')) return;
  const style = document.createElement('style');
  style.id = 'courier-arabic-font';
  style.textContent = [
    [400, arabic400],
    [600, arabic600],
  ]
    .map(
      ([weight, url]) =>
        `@font-face{font-family:'IBM Plex Sans Arabic';font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${ARABIC_RANGE}}`,
    )
    .join('');
  document.head.append(style);
}

export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === 'ar' && !i18n.messages.ar) {
    const { messages } = await import('../locales/ar/courier.po');
    i18n.load('ar', messages);
  }
  if (locale === 'ar') declareArabicFont();
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  rememberLocale(locale);
}

export const startLocale = () => switchLocale(detectLocale());

export const currentLocale = (): Locale => (i18n.locale === 'ar' ? 'ar' : 'en');

const DUBAI = 'Asia/Dubai';

/** A time of day in Dubai, 24-hour clock, Western digits in both languages. */
export const formatTime = (iso: string) =>
  new Intl.DateTimeFormat(INTL_LOCALES[currentLocale()], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: DUBAI,
  }).format(new Date(iso));

/** An amount in dirhams. */
export const formatMoney = (amount: number) =>
  new Intl.NumberFormat(INTL_LOCALES[currentLocale()], { style: 'currency', currency: 'AED' }).format(amount);
