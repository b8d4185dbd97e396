import {
  ADDRESS_LABELS,
  REGION_PLACEHOLDERS as EXAMPLES,
  ORDER_ERROR_MESSAGES,
  REGION_CODES,
  type RegionConfig,
  STANDARD_RESTRICTION_TIME,
} from '@sameday/contract';
import { AppError } from '../../../platform/errors';

/** GET /quiqdash/region/{regionCode}: labels, placeholders and features of a region. */
export function regionConfig(regionCode: string, supportEmail: string): RegionConfig {
  if (!(REGION_CODES as readonly string[]).includes(regionCode))
    throw new AppError('not_found', ORDER_ERROR_MESSAGES.regionNotFound);
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
      addressLine1: isDubai ? EXAMPLES.dubaiBuilding : EXAMPLES.abuDhabiBuilding,
      addressLine2: EXAMPLES.addressDetails,
      apartmentNumber: EXAMPLES.apartment,
    },
    accountAddressPlaceholder: isDubai ? EXAMPLES.dubaiPickup : EXAMPLES.abuDhabiPickup,
  };
}
