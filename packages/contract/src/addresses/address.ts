import { z } from 'zod';
import { InternationalPhoneSchema, requiredText } from '../identity/common';
import { MESSAGES } from '../messages';
import { EMIRATES } from './emirates';

export { EMIRATES } from './emirates';
export const REGION_CODES = ['uae.dubai', 'uae.abu_dhabi'] as const;

/** The address form's example values by region (GET …/region/{code}); the dashboard shows them in its language. */
export const REGION_PLACEHOLDERS = {
  dubaiBuilding: 'e.g. Marina Heights Tower',
  abuDhabiBuilding: 'e.g. Al Reem Tower B',
  addressDetails: 'Street, landmark, directions for the courier',
  apartment: 'e.g. 1204',
  dubaiPickup: 'e.g. Warehouse 5, Al Quoz Industrial 3',
  abuDhabiPickup: 'e.g. Musaffah M-14, Plot 22',
} as const;

/** Region-specific labels of the address form (spec: platform contract §2). */
export const ADDRESS_LABELS = {
  addressLine1: 'Building name or Area',
  addressLine2: 'Address details',
  apartmentNumber: 'Apartment number',
  locationName: 'Location name',
} as const;

/** The addresses API's refusals and field checks, in English as it answers them; the dashboard shows them in Arabic. */
export const ADDRESS_MESSAGES = {
  notFound: 'Address not found',
  outsideUae: 'Coordinates are outside the UAE',
  /** The same words as the order's (ORDER_FIELD_MESSAGES.emirate): one Arabic serves both. */
  emirate: 'Choose one of the seven emirates',
} as const;

const optionalCoordinate = (min: number, max: number) =>
  z.number().min(min, ADDRESS_MESSAGES.outsideUae).max(max, ADDRESS_MESSAGES.outsideUae).nullable().optional();

/** The fields of an address without their defaults: a patch leaves out what it does not change. */
const AddressFieldsSchema = z.object({
  kind: z.enum(['pickup', 'dropoff']),
  locationName: z.string().trim().max(80).optional().nullable(),
  contactName: requiredText(120),
  phone: InternationalPhoneSchema,
  addressLine1: requiredText(200),
  addressLine2: z.string().trim().max(300),
  apartmentNumber: z.string().trim().max(40),
  area: requiredText(120),
  emirate: z.enum(EMIRATES, {
    error: (issue) => (issue.input === undefined ? MESSAGES.required : ADDRESS_MESSAGES.emirate),
  }),
  regionCode: z.enum(REGION_CODES),
  latitude: optionalCoordinate(22, 27),
  longitude: optionalCoordinate(51, 57),
  notes: z.string().trim().max(500),
});

export const AddressInputSchema = AddressFieldsSchema.extend({
  kind: AddressFieldsSchema.shape.kind.default('pickup'),
  addressLine2: AddressFieldsSchema.shape.addressLine2.default(''),
  apartmentNumber: AddressFieldsSchema.shape.apartmentNumber.default(''),
  regionCode: AddressFieldsSchema.shape.regionCode.default('uae.dubai'),
  notes: AddressFieldsSchema.shape.notes.default(''),
});
export type AddressInput = z.input<typeof AddressInputSchema>;

/** PATCH: any subset of the fields; no defaults, so a field left out keeps its saved value. */
export const AddressPatchSchema = AddressFieldsSchema.partial();

export const LocationSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  kind: z.string(),
  locationName: z.string().nullable(),
  contactName: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  apartmentNumber: z.string(),
  area: z.string(),
  emirate: z.string(),
  regionCode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;

/** A saved pickup as the order forms offer it (spec §3 "Saved pickup"). */
export type SavedPickup = { label: string; value: string; contactName: string; phone: string; region: string };

export { toSavedPickups } from './saved-pickups';
