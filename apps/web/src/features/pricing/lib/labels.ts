import { intlLocale } from '../../../shared/i18n';

export { EMIRATE_LABELS as EMIRATE_TEXT, SERVICE_KIND_LABELS as SERVICE_TEXT } from '../../../entities/places';

/** "AED 1,234.50" with Western digits in both languages, as the invoices write money. */
export function formatMoney(fils: number): string {
  const amount = new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `AED ${amount.format(fils / 100)}`;
}
