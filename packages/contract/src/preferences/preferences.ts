import { z } from 'zod';
import { LocationSchema } from '../addresses/address';
import { FIELD_MESSAGES, MESSAGES } from '../messages';

export { PREFERENCE_PATHS } from './paths';

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

const TimeOfDaySchema = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, FIELD_MESSAGES.clock24h);
/**
 * A same-day cut-off (four-hour, same day in Dubai or the other emirates) cannot be later than the
 * restriction time: an order placed after it could not be collected and delivered the same evening.
 */
export const SAME_DAY_CUT_OFF_MESSAGE = `A same-day cut-off cannot be later than ${STANDARD_RESTRICTION_TIME}`;
const SameDayCutOffSchema = TimeOfDaySchema.refine(
  (value) => value <= STANDARD_RESTRICTION_TIME,
  SAME_DAY_CUT_OFF_MESSAGE,
);
const DefaultLocationSchema = z.object({ locationId: z.string().min(1, MESSAGES.required).max(64) });

/** Each preference key and the value it takes. */
export const PREFERENCE_VALUE_SCHEMAS = {
  ecommerceDeliveryOptions: z.string().min(1).max(100),
  partner4hrCutOffTime: SameDayCutOffSchema,
  sameDayCutOffTime: SameDayCutOffSchema,
  nextDayCutOffTime: TimeOfDaySchema,
  sameDayOtherEmiratesCutOffTime: SameDayCutOffSchema,
  nextDayOtherEmiratesCutOffTime: TimeOfDaySchema,
  defaultPickupDetails: DefaultLocationSchema,
  defaultDropoffDetails: DefaultLocationSchema,
} as const;
export const CUT_OFF_KEYS = [
  'partner4hrCutOffTime',
  'sameDayCutOffTime',
  'nextDayCutOffTime',
  'sameDayOtherEmiratesCutOffTime',
  'nextDayOtherEmiratesCutOffTime',
] as const satisfies readonly (keyof typeof DEFAULT_CUT_OFFS)[];
export type CutOffKey = (typeof CUT_OFF_KEYS)[number];
export type PreferenceKey = keyof typeof PREFERENCE_VALUE_SCHEMAS;
export const PREFERENCE_KEYS = Object.keys(PREFERENCE_VALUE_SCHEMAS) as PreferenceKey[];

/** The preferences API's refusals, in English as it answers them; the dashboard shows them in Arabic. */
export const PREFERENCE_MESSAGES = {
  unknownLocation: 'Unknown location',
  alreadySet: 'This preference is already set; update it instead.',
  notSet: 'This preference is not set.',
  unknownPreference: 'Unknown preference',
} as const;

export const PreferenceKeySchema = z.enum(PREFERENCE_KEYS as [PreferenceKey, ...PreferenceKey[]], {
  error: PREFERENCE_MESSAGES.unknownPreference,
});

export const PreferenceKeyParamsSchema = z.object({ key: PreferenceKeySchema });
export const DefaultKindParamsSchema = z.object({ kind: z.enum(['pickup', 'dropoff']) });

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
