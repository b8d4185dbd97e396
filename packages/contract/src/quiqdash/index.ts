import { z } from 'zod';
import { PermissionsAnswerSchema } from '../access-schemas';
import { UserConfigSchema } from '../finance/finance';
import { AccountSchema } from '../identity/user';
import { MESSAGES } from '../messages';
import { NotificationSchema } from '../notifications/notifications';
import { FindOrdersResponseSchema, GroupCountsSchema } from '../orders/order';
import { PreferencesSchema } from '../preferences/preferences';

/**
 * The dashboard's own calls of the spec's "Orders dashboard" list that no other module
 * answers (docs/decisions/022), relative to the platform base. A path with a parameter is a
 * function: the web calls it with the value, the API registers it with `':id'`.
 */
export const QUIQDASH_PATHS = {
  /** GET: what the dashboard needs at start, in one answer: the account with its user, the permissions, the version. */
  init: '/quiqdash/init',
  /** PUT: the order is recorded as exported to the merchant's own system (kept once: the first time stays). */
  exportOrder: (id: string) => `/quiqdash/orders/export/${id}`,
  /** PUT: the order leaves any pooled courier mission and is collected on its own (before collection only). */
  unpoolOrder: (id: string) => `/quiqdash/missions/unpool/orders/${id}`,
  /** GET ?userKey: a short-lived signed token that opens one embedded reporting dashboard for the account. */
  reportToken: (id: string) => `/quiqdash/reports/token/${id}`,
} as const;

export const QuiqdashInitSchema = z.object({
  appVersion: z.string(),
  account: AccountSchema,
  permissions: PermissionsAnswerSchema,
});
export type QuiqdashInit = z.infer<typeof QuiqdashInitSchema>;

/**
 * GET /quiqdash/first-screen (ORDER_PATHS.firstScreen): what the signed-in first screen reads, in
 * one answer, each part as its own call answers it. `flags`: FIRST_SCREEN_FLAGS decided for the
 * user. `counts` and `orders` (the list's first page for the query sent) are null for a caller
 * who may not read orders. `userConfig` and `notifications` (the account banner's) as GET
 * {invoicer}/user-config and GET /quiqdash/notifications answer them: the banner shows with the
 * page, not above it once the page is drawn.
 */
export const FirstScreenSchema = z.object({
  account: AccountSchema,
  permissions: PermissionsAnswerSchema,
  preferences: PreferencesSchema,
  flags: z.record(z.string(), z.boolean()),
  counts: GroupCountsSchema.nullable(),
  orders: FindOrdersResponseSchema.nullable(),
  userConfig: UserConfigSchema,
  notifications: z.array(NotificationSchema),
});
export type FirstScreen = z.infer<typeof FirstScreenSchema>;

/** What the dashboard records of one order beyond its state. */
export const OrderDispatchMarksSchema = z.object({
  orderId: z.string(),
  /** When the merchant recorded the order as exported to their own system; null: never. */
  exportedAt: z.string().nullable(),
  /** When the order was taken out of pooled missions; null: it may be pooled. */
  unpooledAt: z.string().nullable(),
});
export type OrderDispatchMarks = z.infer<typeof OrderDispatchMarksSchema>;

/** An embedded reporting dashboard named in the path: one of /env.json's `reportingDashboardIds`. */
export const ReportDashboardParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'A dashboard id is letters, digits, - and _'),
});

/** The caller's own user key (the User's gid): the token is minted for that user only. */
export const ReportTokenQuerySchema = z.object({
  userKey: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(64),
});

export const ReportTokenSchema = z.object({
  dashboardId: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export type ReportToken = z.infer<typeof ReportTokenSchema>;

export const REPORT_TOKEN_TTL_SECONDS = 600;
export const QUIQDASH_MESSAGES = {
  notYourUserKey: 'This user key is not yours.',
  reportsNotConfigured: 'Embedded reports are not set up on this platform.',
  unknownDashboard: 'Unknown reporting dashboard.',
  alreadyCollected: 'The order has left the pickup: it can no longer be taken out of a pooled mission.',
} as const;
