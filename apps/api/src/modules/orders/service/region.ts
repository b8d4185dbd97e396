import { ADDRESS_LABELS, REGION_CODES, type RegionConfig, STANDARD_RESTRICTION_TIME } from '@sameday/contract';
import { AppError } from '../../../platform/errors';

/** GET /quiqdash/region/{regionCode}: labels, placeholders and features of a region. */
export function regionConfig(regionCode: string, supportEmail: string): RegionConfig {
  if (!(REGION_CODES as readonly string[]).includes(regionCode)) throw new AppError('not_found', 'Region not found');
  const isDubai = regionCode === 'uae.dubai';
  return {
    name: isDubai ? 'Dubai' : 'Abu Dhabi',
    regionCode,
    timezone: 'Asia/Dubai',
    supportEmail,
    features: { hasLocationName: false, hasApartmentNumber: true, standardRestrictionTime: STANDARD_RESTRICTION_TIME },
    locationLabels: {
      addressLine1: ADDRESS_LABELS.addressLine1,
      addressLine2: ADDRESS_LABELS.addressLine2,
      apartmentNumber: ADDRESS_LABELS.apartmentNumber,
    },
    locationPlaceholders: {
      addressLine1: isDubai ? 'e.g. Marina Heights Tower' : 'e.g. Al Reem Tower B',
      addressLine2: 'Street, landmark, directions for the courier',
      apartmentNumber: 'e.g. 1204',
    },
    accountAddressPlaceholder: isDubai ? 'e.g. Warehouse 5, Al Quoz Industrial 3' : 'e.g. Musaffah M-14, Plot 22',
  };
}
