import { z } from 'zod';

const AddressFormTextsSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string(),
  apartmentNumber: z.string(),
});

/** GET {platform}/quiqdash/region/{regionCode}: labels, placeholders and features of a region's address form. */
export const RegionConfigSchema = z.object({
  name: z.string(),
  regionCode: z.string(),
  timezone: z.string(),
  supportEmail: z.string(),
  features: z.object({
    hasLocationName: z.boolean(),
    hasApartmentNumber: z.boolean(),
    standardRestrictionTime: z.string(),
  }),
  locationLabels: AddressFormTextsSchema,
  locationPlaceholders: AddressFormTextsSchema,
  accountAddressPlaceholder: z.string(),
});
export type RegionConfig = z.infer<typeof RegionConfigSchema>;
