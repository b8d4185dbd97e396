import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EMIRATES, ServiceKind } from '@sameday/contract';
import { intlLocale } from '../../../shared/i18n';

export const SERVICE_TEXT: Record<ServiceKind, MessageDescriptor> = {
  four_hour: msg`4-hour`,
  same_day: msg`Same day`,
  next_day: msg`Next day`,
};

export const EMIRATE_TEXT: Record<(typeof EMIRATES)[number], MessageDescriptor> = {
  Dubai: msg`Dubai`,
  'Abu Dhabi': msg`Abu Dhabi`,
  Sharjah: msg`Sharjah`,
  Ajman: msg`Ajman`,
  'Umm Al Quwain': msg`Umm Al Quwain`,
  'Ras Al Khaimah': msg`Ras Al Khaimah`,
  Fujairah: msg`Fujairah`,
};

/** "AED 1,234.50" with Western digits in both languages, as the invoices write money. */
export function formatMoney(fils: number): string {
  const amount = new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `AED ${amount.format(fils / 100)}`;
}
