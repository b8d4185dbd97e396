import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EMIRATES, ServiceKind } from '@sameday/contract';

/** The emirates' names as shown, in the reader's language; the value sent stays the contract's English name. */
export const EMIRATE_LABELS: Readonly<Record<(typeof EMIRATES)[number], MessageDescriptor>> = {
  Dubai: msg`Dubai`,
  'Abu Dhabi': msg`Abu Dhabi`,
  Sharjah: msg`Sharjah`,
  Ajman: msg`Ajman`,
  'Umm Al Quwain': msg`Umm Al Quwain`,
  'Ras Al Khaimah': msg`Ras Al Khaimah`,
  Fujairah: msg`Fujairah`,
};

/** The three domestic services' names as shown, keyed by their code. */
export const SERVICE_KIND_LABELS: Readonly<Record<ServiceKind, MessageDescriptor>> = {
  four_hour: msg`4-hour`,
  same_day: msg`Same day`,
  next_day: msg`Next day`,
};

/** The contract's ADDRESS_LABELS, keyed by their field. */
export const ADDRESS_FIELD_NAMES = {
  addressLine1: msg`Building name or Area`,
  addressLine2: msg`Address details`,
  apartmentNumber: msg`Apartment number`,
  locationName: msg`Location name`,
} as const;
