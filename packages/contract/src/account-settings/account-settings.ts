import { z } from 'zod';
import { EMAIL_PATTERN } from '../identity/rules';
import { ClientTypeSchema } from '../identity/user';
import { FIELD_MESSAGES, MESSAGES } from '../messages';
import { OrderItemInputSchema, ServiceKindSchema } from '../orders/order';

/**
 * The account API's refusals and the account settings' field checks, in English as the API
 * answers them; the dashboard shows them in Arabic.
 */
export const ACCOUNT_MESSAGES = {
  notFound: 'Account not found',
  tradeLicenceCharacters: 'Use letters, digits, - and / only',
  trnDigits: 'The TRN has exactly 15 digits',
  website: 'Enter a web address starting with https://',
  closingAfterOpening: 'Closing time must be after opening time',
} as const;

export { ACCOUNT_SETTINGS_PATHS } from './paths';

const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters.`);

/** Optional phone in the stored form (+971 and 8 or 9 digits), or empty. */
const OptionalPhoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value === '' || /^\+971[0-9]{8,9}$/.test(value), FIELD_MESSAGES.phoneFormat);

const OptionalEmailSchema = z
  .string()
  .trim()
  .max(254, MESSAGES.invalidEmail)
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), MESSAGES.invalidEmail)
  .transform((value) => value.toLowerCase());

/** Company details (table company_profiles) and the account's display name. */
export const CompanyInputSchema = z.object({
  name: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(120, 'Must be at most 120 characters.'),
  legalName: optionalText(200),
  tradeLicenseNumber: z
    .string()
    .trim()
    .max(40, 'Must be at most 40 characters.')
    .refine((value) => value === '' || /^[A-Za-z0-9/-]+$/.test(value), ACCOUNT_MESSAGES.tradeLicenceCharacters),
  taxRegistrationNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => value === '' || /^[0-9]{15}$/.test(value), ACCOUNT_MESSAGES.trnDigits),
  billingAddress: optionalText(500),
  website: z
    .string()
    .trim()
    .max(200, 'Must be at most 200 characters.')
    .refine((value) => value === '' || /^https?:\/\/[^\s/.]+\.[^\s]+$/i.test(value), ACCOUNT_MESSAGES.website),
  contactEmail: OptionalEmailSchema,
  contactPhone: OptionalPhoneSchema,
});
export type CompanyInput = z.input<typeof CompanyInputSchema>;

/** The caller's account with its company details, empty strings until first saved (the answer: no transforms). */
export const CompanyAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  clientType: ClientTypeSchema,
  regionCode: z.string(),
  signedTermsAt: z.string().nullable(),
  createdAt: z.string(),
  company: z.object({
    legalName: z.string(),
    tradeLicenseNumber: z.string(),
    taxRegistrationNumber: z.string(),
    billingAddress: z.string(),
    website: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    updatedAt: z.string().nullable(),
  }),
});
export type CompanyAccount = z.infer<typeof CompanyAccountSchema>;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const CLOCK_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const isClock = (value: string) => CLOCK_PATTERN.test(value);
const ClockSchema = z.string().regex(CLOCK_PATTERN, FIELD_MESSAGES.clock24h);

export const OpeningDaySchema = z
  .object({ isOpen: z.boolean(), opensAt: ClockSchema, closesAt: ClockSchema })
  .refine((day) => !day.isOpen || !isClock(day.opensAt) || !isClock(day.closesAt) || day.opensAt < day.closesAt, {
    message: ACCOUNT_MESSAGES.closingAfterOpening,
    path: ['closesAt'],
  });
export type OpeningDay = z.infer<typeof OpeningDaySchema>;

export const OpeningHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, OpeningDaySchema])) as Record<Weekday, typeof OpeningDaySchema>,
);
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** Open 09:00–18:00 Monday to Saturday, closed Sunday, until the account says otherwise. */
export const DEFAULT_OPENING_HOURS: OpeningHours = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { isOpen: day !== 'sunday', opensAt: '09:00', closesAt: '18:00' }]),
) as OpeningHours;

export const SettingsContactSchema = z.object({
  name: optionalText(120),
  phone: OptionalPhoneSchema,
  email: OptionalEmailSchema,
});
export type SettingsContact = z.infer<typeof SettingsContactSchema>;

export const AccountSettingsInputSchema = z.object({
  openingHours: OpeningHoursSchema,
  contact: SettingsContactSchema,
});
export type AccountSettingsInput = z.input<typeof AccountSettingsInputSchema>;

/** Opening hours and contact as saved, or the defaults; `updatedAt` is null until first saved. */
export const AccountSettingsSchema = z.object({
  openingHours: z.object(
    Object.fromEntries(
      WEEKDAYS.map((day) => [day, z.object({ isOpen: z.boolean(), opensAt: z.string(), closesAt: z.string() })]),
    ) as Record<Weekday, z.ZodObject<{ isOpen: z.ZodBoolean; opensAt: z.ZodString; closesAt: z.ZodString }>>,
  ),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  updatedAt: z.string().nullable(),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

/** The default of a new single shipment: service and one parcel. */
export const ShippingProfileInputSchema = z.object({
  serviceKind: ServiceKindSchema.nullable(),
  parcel: z
    .object({
      name: OrderItemInputSchema.shape.name,
      quantity: OrderItemInputSchema.shape.quantity,
      weightKg: OrderItemInputSchema.shape.weightKg,
    })
    .nullable(),
});
export type ShippingProfileInput = z.input<typeof ShippingProfileInputSchema>;
/** The default service and parcel of a new order; all null until first saved. */
export const ShippingProfileSchema = z.object({
  serviceKind: ServiceKindSchema.nullable(),
  parcel: z.object({ name: z.string(), quantity: z.number(), weightKg: z.number() }).nullable(),
  updatedAt: z.string().nullable(),
});
export type ShippingProfile = z.infer<typeof ShippingProfileSchema>;
export const EMPTY_SHIPPING_PROFILE: ShippingProfile = { serviceKind: null, parcel: null, updatedAt: null };
