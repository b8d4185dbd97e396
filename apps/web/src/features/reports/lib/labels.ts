import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The words of a breakdown row (a service kind or a destination emirate), keyed by the row's key. */
export const ROW_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  four_hour: msg`4-hour`,
  same_day: msg`Same day`,
  next_day: msg`Next day`,
  Dubai: msg`Dubai`,
  'Abu Dhabi': msg`Abu Dhabi`,
  Sharjah: msg`Sharjah`,
  Ajman: msg`Ajman`,
  'Umm Al Quwain': msg`Umm Al Quwain`,
  'Ras Al Khaimah': msg`Ras Al Khaimah`,
  Fujairah: msg`Fujairah`,
  Other: msg`Other`,
};
