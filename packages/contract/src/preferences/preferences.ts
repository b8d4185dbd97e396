import { z } from 'zod';
import { LocationSchema } from '../addresses/address';

/** Default cut-off times (spec: platform contract §9), Asia/Dubai. */
export const DEFAULT_CUT_OFFS = {
  partner4hrCutOffTime: '17:00',
  sameDayCutOffTime: '13:00',
  nextDayCutOffTime: '23:50',
  sameDayOtherEmiratesCutOffTime: '12:00',
  nextDayOtherEmiratesCutOffTime: '16:30',
} as const;
export const DEFAULT_DELIVERY_OPTION = 'delivery_4_hours_sameday_nextday';
export const STANDARD_RESTRICTION_TIME = '19:59';

const TimeOfDaySchema = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Use the 24-hour form HH:mm');
const DefaultLocationSchema = z.object({ locationId: z.string().min(1, 'This field is required').max(64) });

/** Each preference key and the value it takes. */
export const PREFERENCE_VALUE_SCHEMAS = {
  ecommerceDeliveryOptions: z.string().min(1).max(100),
  partner4hrCutOffTime: TimeOfDaySchema,
  sameDayCutOffTime: TimeOfDaySchema,
  nextDayCutOffTime: TimeOfDaySchema,
  sameDayOtherEmiratesCutOffTime: TimeOfDaySchema,
  nextDayOtherEmiratesCutOffTime: TimeOfDaySchema,
  defaultPickupDetails: DefaultLocationSchema,
  defaultDropoffDetails: DefaultLocationSchema,
} as const;
export type PreferenceKey = keyof typeof PREFERENCE_VALUE_SCHEMAS;
export const PREFERENCE_KEYS = Object.keys(PREFERENCE_VALUE_SCHEMAS) as PreferenceKey[];
export const PreferenceKeySchema = z.enum(PREFERENCE_KEYS as [PreferenceKey, ...PreferenceKey[]], {
  error: 'Unknown preference',
});

export const CreatePreferenceBodySchema = z.object({ key: PreferenceKeySchema, value: z.unknown() });
export const UpdatePreferenceBodySchema = z.object({ value: z.unknown() });

const DefaultDetailsSchema = z.object({ locationId: z.string(), location: LocationSchema.nullable() }).nullable();

export const PreferencesSchema = z.object({
  ecommerceDeliveryOptions: z.string(),
  partner4hrCutOffTime: z.string(),
  sameDayCutOffTime: z.string(),
  nextDayCutOffTime: z.string(),
  sameDayOtherEmiratesCutOffTime: z.string(),
  nextDayOtherEmiratesCutOffTime: z.string(),
  defaultPickupDetails: DefaultDetailsSchema,
  defaultDropoffDetails: DefaultDetailsSchema,
  /** Which keys the account set itself (the rest are defaults). */
  customised: z.array(z.string()),
});
export type Preferences = z.infer<typeof PreferencesSchema>;
