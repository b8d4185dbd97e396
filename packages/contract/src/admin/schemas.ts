import { z } from 'zod';
import { CompanyInputSchema } from '../account-settings/account-settings';
import { InvoiceSchema } from '../finance/finance';
import { SortDescSchema } from '../fulfilment/common';
import { EmailSchema, requiredText } from '../identity/common';
import { FIELD_MESSAGES } from '../messages';
import { BETA_ROLES, STAFF_MESSAGES, STAFF_ROLES } from './roles';

const optionalQueryText = z.string().trim().min(1).max(200).optional();

/** Page-numbered lists of the console (the spec's `limit` and `page`; pages count from 1). */
const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(25),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
};

export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.staffRoleOneOf });
export const BetaRoleSchema = z.enum(BETA_ROLES);

// ---------------------------------------------------------------- accounts

export const ACCOUNT_SORTS = ['created_at', 'updated_at', 'name', 'customer_code'] as const;

/** GET /accounts: the spec's query. `email_match` matches any member's email (contains, any case). */
export const AccountsQuerySchema = z.object({
  /** One field for what staff have at hand: part of the company's name, an order number or a tracking code (or link). */
  q: optionalQueryText,
  customer_code: optionalQueryText,
  email_match: optionalQueryText,
  external_id: optionalQueryText,
  warehouse_code: optionalQueryText,
  updated_after: z.iso.datetime({ offset: true, error: 'updated_after is an ISO date and time' }).optional(),
  sort: z.enum(ACCOUNT_SORTS).default('created_at'),
  sort_desc: SortDescSchema,
  ...pageQuery,
});
export type AccountsQuery = z.input<typeof AccountsQuerySchema>;

/** An account as staff see it in lists and on the account page. */
export const AdminAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  clientType: z.string(),
  kind: z.string(),
  phone: z.string(),
  regionCode: z.string(),
  /** The provider's customer code (billing systems), null until staff set it. */
  customerCode: z.string().nullable(),
  /** The account's id in an outside system (CRM), null until staff set it. */
  externalId: z.string().nullable(),
  /** The fulfilment warehouse that serves the account, null if none. */
  warehouseCode: z.string().nullable(),
  isOrderSubmissionBlocked: z.boolean(),
  /** The email of the account's owner (the user who created it). */
  ownerEmail: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

export const AccountsPageSchema = z.object({
  items: z.array(AdminAccountSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type AccountsPage = z.infer<typeof AccountsPageSchema>;

export const EmailParamsSchema = z.object({ email: EmailSchema });

const optionalCode = (messages: { tooLong: string; characters: string }) =>
  z
    .string()
    .trim()
    .max(64, messages.tooLong)
    .regex(/^[A-Za-z0-9._-]*$/, messages.characters)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * PUT /accounts with an `id` (staff): the fields staff may change. Only the fields sent change;
 * an empty code clears it. The merchant's own PUT /accounts (company details) has no `id`.
 */
export const StaffAccountUpdateSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: requiredText(120).optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+971[0-9]{8,9}$/, FIELD_MESSAGES.phoneFormat)
      .optional(),
    regionCode: z.enum(['uae.dubai', 'uae.abu_dhabi']).optional(),
    customerCode: optionalCode({
      tooLong: STAFF_MESSAGES.customerCodeTooLong,
      characters: STAFF_MESSAGES.customerCodeCharacters,
    }),
    externalId: optionalCode({
      tooLong: STAFF_MESSAGES.externalIdTooLong,
      characters: STAFF_MESSAGES.externalIdCharacters,
    }),
    warehouseCode: optionalCode({
      tooLong: STAFF_MESSAGES.warehouseCodeTooLong,
      characters: STAFF_MESSAGES.warehouseCodeCharacters,
    }),
  })
  .strict();
export type StaffAccountUpdate = z.input<typeof StaffAccountUpdateSchema>;

/** One thing an account may or may not do now, and why not. */
export const CapabilitySchema = z.object({ isAllowed: z.boolean(), reason: z.string().nullable() });
export type Capability = z.infer<typeof CapabilitySchema>;

export const CAPABILITY_NAMES = [
  'placeOrders',
  'fourHourService',
  'cashOnDelivery',
  'fulfilment',
  'integrations',
] as const;
export type CapabilityName = (typeof CAPABILITY_NAMES)[number];
export const CAPABILITY_LABELS: Record<CapabilityName, string> = {
  placeOrders: 'Place orders',
  fourHourService: '4-hour service',
  cashOnDelivery: 'Cash on delivery',
  fulfilment: 'Fulfilment',
  integrations: 'Shop integrations',
};

/** GET /accounts/{id}/capabilities: derived from block state, overdue invoices, flags and settings. */
export const AccountCapabilitiesSchema = z.object({
  accountId: z.string(),
  placeOrders: CapabilitySchema,
  fourHourService: CapabilitySchema,
  cashOnDelivery: CapabilitySchema,
  fulfilment: CapabilitySchema,
  integrations: CapabilitySchema,
});
export type AccountCapabilities = z.infer<typeof AccountCapabilitiesSchema>;

/** POST /accounts/{id}/set-block-state: the old `{isBlocked}` plus the reason staff give (audited). */
export const StaffBlockStateBodySchema = z.object({
  isBlocked: z.boolean({ error: 'isBlocked is true or false' }),
  reason: z
    .string({ error: STAFF_MESSAGES.reasonRequired })
    .trim()
    .min(3, STAFF_MESSAGES.reasonRequired)
    .max(500, STAFF_MESSAGES.reasonTooLong),
});
export type StaffBlockStateBody = z.input<typeof StaffBlockStateBodySchema>;

export const AccountMemberSchema = z.object({
  userId: z.number(),
  email: z.string(),
  fullName: z.string(),
  /** The member's role in this account (owner, admin, operations, finance, viewer). */
  role: z.string(),
  /** The user's own roles (beta switches, staff roles). */
  userRoles: z.array(z.string()),
});
export type AccountMember = z.infer<typeof AccountMemberSchema>;

// ---------------------------------------------------------------- ownerships

/**
 * An ownership: the account manager (a staff user) and the billing parent (a billing identifier
 * shared by accounts invoiced together) of one merchant account. At most one per account.
 */
export const OwnershipSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  ownerId: z.number(),
  ownerEmail: z.string(),
  ownerName: z.string(),
  billingIdentifier: z.string(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ownership = z.infer<typeof OwnershipSchema>;

export const BillingIdentifierSchema = z
  .string({ error: STAFF_MESSAGES.enterBillingIdentifier })
  .trim()
  .min(1, STAFF_MESSAGES.enterBillingIdentifier)
  .max(64, STAFF_MESSAGES.billingIdentifierTooLong)
  .regex(/^[A-Za-z0-9._-]+$/, STAFF_MESSAGES.billingIdentifierCharacters);

const OwnerIdSchema = z.number({ error: STAFF_MESSAGES.chooseOwner }).int().positive(STAFF_MESSAGES.chooseOwner);

export const OwnershipCreateSchema = z.object({
  accountId: z.string({ error: STAFF_MESSAGES.chooseAccount }).trim().min(1, STAFF_MESSAGES.chooseAccount).max(64),
  ownerId: OwnerIdSchema,
  billingIdentifier: BillingIdentifierSchema,
  note: z.string().trim().max(500, STAFF_MESSAGES.noteTooLong).default(''),
});
export type OwnershipCreate = z.input<typeof OwnershipCreateSchema>;

export const OwnershipUpdateSchema = z.object({
  ownerId: OwnerIdSchema.optional(),
  billingIdentifier: BillingIdentifierSchema.optional(),
  note: z.string().trim().max(500, STAFF_MESSAGES.noteTooLong).optional(),
});
export type OwnershipUpdate = z.input<typeof OwnershipUpdateSchema>;

export const OWNERSHIP_SORTS = ['created_at', 'updated_at', 'billing_identifier', 'account_id'] as const;

/** GET /admin/accounts/account-ownerships: the spec's query. */
export const OwnershipsQuerySchema = z.object({
  account_id: optionalQueryText,
  billing_identifier: optionalQueryText,
  owner_id: z.coerce.number().int().positive().optional(),
  sort: z.enum(OWNERSHIP_SORTS).default('created_at'),
  sort_desc: SortDescSchema,
  ...pageQuery,
});
export type OwnershipsQuery = z.input<typeof OwnershipsQuerySchema>;

export const OwnershipsPageSchema = z.object({
  items: z.array(OwnershipSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type OwnershipsPage = z.infer<typeof OwnershipsPageSchema>;

/** One side of a migration: an owner, or a billing identifier, or both (every ownership matching both). */
const MigrateSideSchema = z.object({
  ownerId: OwnerIdSchema.optional(),
  billingIdentifier: BillingIdentifierSchema.optional(),
});

/**
 * POST …/account-ownerships/migrate: moves every ownership matching `from` (optionally only the
 * `accountIds` named) to `to`. `dryRun` (the default) answers what would move and changes nothing;
 * the apply moves them all in one transaction, or none.
 */
export const OwnershipMigrateSchema = z
  .object({
    from: MigrateSideSchema,
    to: MigrateSideSchema,
    accountIds: z.array(z.string().min(1).max(64)).max(1000).optional(),
    dryRun: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.from.ownerId === undefined && body.from.billingIdentifier === undefined)
      ctx.addIssue({ code: 'custom', path: ['from'], message: STAFF_MESSAGES.migrateNeedsSource });
    if (body.to.ownerId === undefined && body.to.billingIdentifier === undefined)
      ctx.addIssue({ code: 'custom', path: ['to'], message: STAFF_MESSAGES.migrateNeedsTarget });
  });
export type OwnershipMigrate = z.input<typeof OwnershipMigrateSchema>;

export const OwnershipMoveSchema = z.object({
  ownershipId: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  before: z.object({ ownerId: z.number(), billingIdentifier: z.string() }),
  after: z.object({ ownerId: z.number(), billingIdentifier: z.string() }),
});
export type OwnershipMove = z.infer<typeof OwnershipMoveSchema>;

export const OwnershipMigrateAnswerSchema = z.object({
  dryRun: z.boolean(),
  count: z.number(),
  moves: z.array(OwnershipMoveSchema),
});
export type OwnershipMigrateAnswer = z.infer<typeof OwnershipMigrateAnswerSchema>;

// ---------------------------------------------------------------- audit log

/** The actions staff calls record (others may add theirs; the log stores any action text). */
export const AUDIT_ACTIONS = [
  'user.roles_changed',
  'employee.registered',
  'account.updated',
  'account.block_state_changed',
  'invoice.marked_paid',
  'ownership.created',
  'ownership.updated',
  'ownership.deleted',
  'ownership.migrated',
  'flag.changed',
  'flag.override_changed',
  'actor_token.issued',
  'fulfilment.capability_changed',
  'fulfilment.inbound_received',
  'fulfilment.stock_adjusted',
  'fulfilment.order_moved',
  'order.hold_released',
  'rule_set.created',
  'rule_set.updated',
  'rule_set.deleted',
  'rule_set.rules_changed',
  'notification.published',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z.object({
  id: z.string(),
  actorUserId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  /** The acting staff member's full name, null for the system. */
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The target's name when it is an account or a user; null where the id is all there is. */
  targetName: z.string().nullable(),
  accountId: z.string().nullable(),
  /** The name of the account the entry is about, null when none. */
  accountName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /admin/audit-log: newest first, a page at a time by cursor (the `nextCursor` of the last answer). */
export const AuditLogQuerySchema = z.object({
  actor_id: z.coerce.number().int().positive().optional(),
  action: optionalQueryText,
  account_id: optionalQueryText,
  target_type: optionalQueryText,
  target_id: optionalQueryText,
  from: z.iso.datetime({ offset: true, error: 'from is an ISO date and time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to is an ISO date and time' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

export const AuditLogPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

// ---------------------------------------------------------------- account overview

export const AccountInvoicesSummarySchema = z.object({
  unpaidCount: z.number(),
  overdueCount: z.number(),
  unpaidTotalFils: z.number(),
  /** The newest invoices (at most 12), newest first. */
  recent: z.array(InvoiceSchema),
});

/** GET /admin/accounts/{id}/overview: the console's account page in one answer. */
export const AccountOverviewSchema = z.object({
  account: AdminAccountSchema,
  members: z.array(AccountMemberSchema),
  capabilities: AccountCapabilitiesSchema,
  invoices: AccountInvoicesSummarySchema,
  /** Orders of the account by state (only states it has orders in). */
  ordersByState: z.array(z.object({ state: z.string(), count: z.number() })),
  integrationsCount: z.number(),
  ownership: OwnershipSchema.nullable(),
  /** The newest audit entries about the account (at most 20). */
  recentAudit: z.array(AuditEntrySchema),
});
export type AccountOverview = z.infer<typeof AccountOverviewSchema>;

export const AccountInvoicesSchema = z.object({ items: z.array(InvoiceSchema) });
export type AccountInvoices = z.infer<typeof AccountInvoicesSchema>;

/** GET /admin/accounts/{id}/orders: the account's orders, newest first, of one state when `state` is given. */
export const AccountOrdersQuerySchema = z.object({ state: optionalQueryText, ...pageQuery });
export type AccountOrdersQuery = z.input<typeof AccountOrdersQuerySchema>;

/** An order as the console lists it: enough to recognise it, nothing the merchant's screens alone need. */
export const AccountOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  recipientName: z.string(),
  emirate: z.string().nullable(),
  serviceDate: z.string(),
  codAmountFils: z.number(),
  priceFils: z.number(),
  createdAt: z.string(),
});
export type AccountOrder = z.infer<typeof AccountOrderSchema>;

export const AccountOrdersPageSchema = z.object({
  items: z.array(AccountOrderSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type AccountOrdersPage = z.infer<typeof AccountOrdersPageSchema>;

// ---------------------------------------------------------------- staff

/** POST /employee/register (admin): a staff user, invited by mail to set a password. */
export const EmployeeRegisterSchema = z.object({
  email: EmailSchema,
  fullName: requiredText(120),
  roles: z.array(StaffRoleSchema).min(1, STAFF_MESSAGES.atLeastOneStaffRole).max(STAFF_ROLES.length),
});
export type EmployeeRegister = z.input<typeof EmployeeRegisterSchema>;

export const StaffUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(z.string()),
  emailVerifiedAt: z.string().nullable(),
  /**
   * The invitation of a user registered by an admin while its email is unproven: `pending` while its
   * link works, `expired` after; null for a user who signed up alone or proved the email.
   */
  invitation: z.enum(['pending', 'expired']).nullable(),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

export const EmployeeRegisterAnswerSchema = StaffUserSchema.extend({ isInvited: z.boolean() });
export type EmployeeRegisterAnswer = z.infer<typeof EmployeeRegisterAnswerSchema>;

export const StaffListSchema = z.object({ items: z.array(StaffUserSchema) });
export type StaffList = z.infer<typeof StaffListSchema>;

// ---------------------------------------------------------------- acting as an account

/** GET /oauth/actor/token/{id}: a bearer token acting as the account, read-only, short-lived. */
export const ActorTokenSchema = z.object({
  token: z.string(),
  tokenType: z.literal('Bearer'),
  accountId: z.string(),
  expiresAt: z.string(),
  isReadOnly: z.literal(true),
});
export type ActorToken = z.infer<typeof ActorTokenSchema>;

/** GET /account/support-access: when the provider's support viewed the caller's account. */
export const SupportAccessSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      /** When the read-only view was opened, and until when it could be used. */
      viewedAt: z.string(),
      expiresAt: z.string(),
      /** Who viewed, as the merchant sees it ("Sameday support · Sara"). */
      viewerName: z.string(),
    }),
  ),
});
export type SupportAccess = z.infer<typeof SupportAccessSchema>;

/**
 * PUT /accounts: a body with an `id` is a staff edit (StaffAccountUpdateSchema); without, the
 * merchant's own company details (CompanyInputSchema). Each is checked by its own schema, so the
 * field errors read as they always did.
 */
export const AccountsPutBodySchema = z
  .unknown()
  .transform((value, ctx): z.output<typeof StaffAccountUpdateSchema> | z.output<typeof CompanyInputSchema> => {
    const isStaffEdit = typeof value === 'object' && value !== null && 'id' in value;
    const result = isStaffEdit ? StaffAccountUpdateSchema.safeParse(value) : CompanyInputSchema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** GET /admin/orders/held: the review holds of every account, or of one, oldest first (the longest waiting on top). */
export const HeldOrderListQuerySchema = z.object({
  accountId: z.string().trim().min(1).max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type HeldOrderListQuery = z.input<typeof HeldOrderListQuerySchema>;

/** An order the dispatcher's rules held as it was placed: never collected, waiting for operations. */
export const HeldOrderSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  serviceKind: z.string(),
  emirate: z.string(),
  area: z.string(),
  codAmountFils: z.number().int(),
  placedAt: z.string(),
  heldAt: z.string(),
  /** The history's words: which rule held it, and why. */
  reason: z.string(),
});
export type HeldOrder = z.infer<typeof HeldOrderSchema>;

export const HeldOrderListSchema = z.object({
  orders: z.array(HeldOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type HeldOrderList = z.infer<typeof HeldOrderListSchema>;

/** POST /admin/orders/{id}/release: a note for the merchant's history (optional). */
export const ReleaseHeldOrderSchema = z.object({
  note: z.string().trim().max(300, 'At most 300 characters').default(''),
});
export type ReleaseHeldOrder = z.input<typeof ReleaseHeldOrderSchema>;

export const HELD_ORDER_MESSAGES = {
  notHeld: 'This order is not held for review any more: it was released or changed meanwhile.',
} as const;
