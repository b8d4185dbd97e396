import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServiceKind, Weekday } from '@sameday/contract';
import { intlLocale } from '../../../shared/i18n';

export const SERVICE_TEXT: Record<ServiceKind, MessageDescriptor> = {
  four_hour: msg`4-hour`,
  same_day: msg`Same day`,
  next_day: msg`Next day`,
};

export const WEEKDAY_TEXT: Record<Weekday, MessageDescriptor> = {
  monday: msg`Monday`,
  tuesday: msg`Tuesday`,
  wednesday: msg`Wednesday`,
  thursday: msg`Thursday`,
  friday: msg`Friday`,
  saturday: msg`Saturday`,
  sunday: msg`Sunday`,
};

/** "AED 1,234.50" with Western digits in both languages, as the invoices write money. */
export function formatMoney(fils: number): string {
  const amount = new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `AED ${amount.format(fils / 100)}`;
}
