import { intlLocale } from './i18n';

type Formatters = { money: Intl.NumberFormat; count: Intl.NumberFormat };
// Made once per language: lists format thousands of rows.
const byLocale = new Map<string, Formatters>();

function formatters(): Formatters {
  const locale = intlLocale();
  let found = byLocale.get(locale);
  if (!found) {
    found = {
      money: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      count: new Intl.NumberFormat(locale),
    };
    byLocale.set(locale, found);
  }
  return found;
}

/**
 * "AED 1,234.50" from fils, as the invoices write money: Western digits in both languages
 * (decision 039); in Arabic a negative amount keeps its minus before the digits.
 */
export const formatMoney = (fils: number): string => `AED ${formatters().money.format(fils / 100)}`;

/** A count with the language's grouping and Western digits ("1,024"). */
export const formatCount = (value: number): string => formatters().count.format(value);
