export { formatCount, formatMoney } from './format';
export {
  activateLocale,
  currentLocale,
  i18n,
  intlLocale,
  loadAppMessages,
  loadFirstScreenMessages,
  translateContractText,
  translateServerText,
} from './i18n';
export { I18nRoot } from './i18n-root';
export { LanguageSwitch } from './language-switch';
export { detectLocale, directionOf, INTL_LOCALES, isLocale, LOCALE_NAMES, LOCALES, type Locale } from './locale';
export { FLIP_IN_RTL } from './rtl';
export { adoptUserLanguage, saveLanguage, useLanguage } from './use-language';
