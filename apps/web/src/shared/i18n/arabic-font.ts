import regular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url';
import medium from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-500-normal.woff2?url';
import semibold from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url';
import bold from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2?url';

/** Arabic letters only: Latin words (Sameday, emails, order ids) keep the theme's Latin fonts. */
const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

const WEIGHTS: readonly (readonly [number, string])[] = [
  [400, regular],
  [500, medium],
  [600, semibold],
  [700, bold],
];

/**
 * The dashboard's Arabic typeface, IBM Plex Sans Arabic, in the weights the theme uses (woff2,
 * font-display: swap). Declared only once the page turns Arabic, so an English page loads
 * nothing of it; each weight downloads when text first needs it. Heavier weights (the logo's
 * 800) are drawn from the 700.
 */
export function declareArabicFont(): void {
  if (document.getElementById('sameday-arabic-font')) return;
  const style = document.createElement('style');
  style.id = 'sameday-arabic-font';
  style.textContent = WEIGHTS.map(
    ([weight, url]) =>
      `@font-face{font-family:'IBM Plex Sans Arabic';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${ARABIC_RANGE}}`,
  ).join('');
  document.head.append(style);
}
