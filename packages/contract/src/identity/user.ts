import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';

export const RegionSchema = z.object({
  code: z.string(),
  countryCode: z.string(),
  isUnitedArabEmirates: z.boolean(),
});

export const BusinessAccountSchema = z.object({ id: z.string(), name: z.string() });
export type BusinessAccount = z.infer<typeof BusinessAccountSchema>;

export const ClientTypeSchema = z.enum(['business', 'personal']);

/** The dashboard's languages: English (the spec's) and Arabic (docs/decisions/039). */
export const LANGUAGES = ['en', 'ar'] as const;
export const LanguageSchema = z.enum(LANGUAGES, { error: FIELD_MESSAGES.chooseLanguage });
export type Language = z.infer<typeof LanguageSchema>;
/** PUT {platform}/me/language: the user's language, kept for every browser they sign in on. */
export const LanguageBodySchema = z.object({ language: LanguageSchema });

/** The partner user (GET {platform}/partner/user, /me). */
export const UserSchema = z.object({
  id: z.number(),
  gid: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
  displayName: z.string(),
  mobile: z.string(),
  businessName: z.string(),
  businessPhone: z.string(),
  active: z.boolean(),
  activated: z.boolean(),
  status: z.string(),
  courier: z.boolean(),
  customerBalance: z.number(),
  hasPendingPayments: z.boolean(),
  temporaryPassword: z.boolean(),
  /**
   * The courier app's fields (platform spec §3). A dashboard user is never a courier: it
   * waits in no dispatch queue, has no phone registered for push, and no waypoint window
   * (docs/decisions/022).
   */
  inQueue: z.boolean(),
  pushId: z.string().nullable(),
  gcmToken: z.string().nullable(),
  mobileVerificationRequired: z.boolean(),
  waypointConstraintWindowMinutes: z.number().nullable(),
  isNewUser: z.boolean(),
  isContactUser: z.boolean(),
  isParentAccount: z.boolean(),
  isAlshayaaAccount: z.boolean(),
  businessAccounts: z.array(BusinessAccountSchema),
  roles: z.array(z.string()),
  salesforceId: z.string(),
  regionCode: z.string(),
  region: RegionSchema,
  locale: z.string(),
  /** The dashboard language the user chose; null until they choose one (the browser's is used). */
  language: LanguageSchema.nullable().optional(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** GET {platform}/account: the user account with its business accounts. */
export const AccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  clientType: ClientTypeSchema,
  vertical: z.string(),
  ordersPerMonth: z.string(),
  user: UserSchema,
  businessAccounts: z.array(BusinessAccountSchema),
});
export type Account = z.infer<typeof AccountSchema>;
