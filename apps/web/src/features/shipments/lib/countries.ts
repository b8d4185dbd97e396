import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../shared/i18n';

/** Destinations abroad offered by the international form (ISO 3166-1 alpha-2), GCC first. */
export const DESTINATION_NAMES: { value: string; label: MessageDescriptor }[] = [
  { value: 'SA', label: msg`Saudi Arabia` },
  { value: 'KW', label: msg`Kuwait` },
  { value: 'QA', label: msg`Qatar` },
  { value: 'BH', label: msg`Bahrain` },
  { value: 'OM', label: msg`Oman` },
  { value: 'EG', label: msg`Egypt` },
  { value: 'JO', label: msg`Jordan` },
  { value: 'LB', label: msg`Lebanon` },
  { value: 'IN', label: msg`India` },
  { value: 'PK', label: msg`Pakistan` },
  { value: 'GB', label: msg`United Kingdom` },
  { value: 'FR', label: msg`France` },
  { value: 'DE', label: msg`Germany` },
  { value: 'IT', label: msg`Italy` },
  { value: 'ES', label: msg`Spain` },
  { value: 'NL', label: msg`Netherlands` },
  { value: 'TR', label: msg`Türkiye` },
  { value: 'US', label: msg`United States` },
  { value: 'CA', label: msg`Canada` },
  { value: 'AU', label: msg`Australia` },
  { value: 'SG', label: msg`Singapore` },
  { value: 'MY', label: msg`Malaysia` },
  { value: 'CN', label: msg`China` },
  { value: 'JP', label: msg`Japan` },
  { value: 'KR', label: msg`South Korea` },
  { value: 'ZA', label: msg`South Africa` },
];

export const UAE_NAME = msg`United Arab Emirates`;

/** The destinations with their names in the current language (call while rendering). */
export const destinations = () => DESTINATION_NAMES.map(({ value, label }) => ({ value, label: i18n._(label) }));

export const countryName = (code: string) => {
  const found = DESTINATION_NAMES.find((c) => c.value === code);
  return found ? i18n._(found.label) : code;
};
