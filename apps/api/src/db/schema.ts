import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A tenant: a business or personal account, or a team (organisation). */
export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  clientType: text('client_type').notNull(),
  kind: text('kind').notNull().default('primary'),
  vertical: text('vertical').notNull(),
  otherVertical: text('other_vertical'),
  ordersPerMonth: text('orders_per_month').notNull(),
  phone: text('phone').notNull(),
  regionCode: text('region_code').notNull().default('uae.dubai'),
  utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
  signedTermsAt: timestamp('signed_terms_at', { withTimezone: true }),
  isOrderSubmissionBlocked: boolean('is_order_submission_blocked').notNull().default(false),
  /** Staff fields (docs/decisions/032): the provider's customer code, a CRM id, the serving warehouse. */
  customerCode: text('customer_code'),
  externalId: text('external_id'),
  warehouseCode: text('warehouse_code'),
  createdAt: createdAt(),
  /** When staff last changed the account's fields or block state. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    gid: text('gid').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    temporaryPassword: boolean('temporary_password').notNull().default(false),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    salesforceId: text('salesforce_id').notNull(),
    regionCode: text('region_code').notNull().default('uae.dubai'),
    isNewUser: boolean('is_new_user').notNull().default(true),
    primaryAccountId: text('primary_account_id')
      .notNull()
      .references(() => accounts.id),
    /** The account the user last switched to: the next sign-in opens it again. */
    lastAccountId: text('last_account_id'),
    /** When the user opened a mailed verification link (or a reset): the address is proven theirs. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The dashboard's language the user chose ('en' or 'ar'); null until they choose (docs/decisions/039). */
    language: text('language').$type<'en' | 'ar'>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email), uniqueIndex('users_gid_key').on(table.gid)],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.accountId] }),
    index('memberships_account_idx').on(table.accountId),
  ],
);

/** A signed-in browser. Its refresh secrets live in refresh_tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeAccountId: text('active_account_id').notNull(),
    /** 'full', or 'recovery' (opened by a reset link: may only change the password). */
    kind: text('kind').notNull().default('full'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Refresh secrets, stored as SHA-256 digests. A secret is used once; its successor replaces it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export const signInFailures = pgTable(
  'sign_in_failures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.ip] })],
);

export const resetCodes = pgTable(
  'reset_codes',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('reset_codes_user_idx').on(table.userId)],
);

export const resetLinks = pgTable(
  'reset_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('reset_links_user_idx').on(table.userId)],
);

/** Single-use email verification links, stored as SHA-256 digests; each proves the address it was mailed to. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_verifications_user_idx').on(table.userId)],
);

/**
 * Every grant of a staff role (docs/decisions/013): who got it, from what (a verified
 * ADMIN_EMAILS address, the staff:grant command, or another admin), and when. A staff
 * role without a grant still in force is taken away at start.
 */
export const staffGrants = pgTable(
  'staff_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** 'admin_emails', 'command' or 'staff'. */
    source: text('source').notNull(),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // One grant in force per user and role: a second start, or two at once, records nothing new.
  (table) => [uniqueIndex('staff_grants_in_force_key').on(table.userId, table.role).where(sql`revoked_at is null`)],
);

/** Every mail the platform sends; without SMTP it stays here (and in DATA_DIR/outbox). */
export const outbox = pgTable('outbox', {
  id: text('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

/** Secrets the platform generates for itself when none is configured (shared by replicas). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const nowSql = sql`now()`;

/** A team: the organisation built on an account, whose members share its data. */
export const organisations = pgTable(
  'organisations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('organisations_account_key').on(table.accountId)],
);

/** An invitation to join an account, mailed as a single-use link. */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_token_key').on(table.tokenHash),
    index('invitations_account_idx').on(table.accountId),
  ],
);

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(false),
  rolloutPercentage: integer('rollout_percentage').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A flag forced on or off for one user (by salesforceId) or one account. */
export const featureFlagOverrides = pgTable(
  'feature_flag_overrides',
  {
    flag: text('flag')
      .notNull()
      .references(() => featureFlags.name, { onDelete: 'cascade' }),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.flag, table.subjectType, table.subjectId] })],
);

/** A saved address of an account: pickup locations and frequent drop-offs. */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('pickup'),
    locationName: text('location_name'),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    apartmentNumber: text('apartment_number').notNull().default(''),
    area: text('area').notNull(),
    emirate: text('emirate').notNull(),
    regionCode: text('region_code').notNull().default('uae.dubai'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('addresses_account_idx').on(table.accountId)],
);

/** Account preferences by key (cut-offs, delivery options, default pickup/drop-off). */
export const preferences = pgTable(
  'preferences',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.key] })],
);

/** Messages for an account (or every account when account_id is null), shown in the banner. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    severity: text('severity').notNull().default('info'),
    link: jsonb('link').$type<{ text: string; url: string } | null>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('notifications_account_idx').on(table.accountId)],
);

/** A shipment from a pickup address of the account to a recipient. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    serviceKind: text('service_kind').notNull(),
    serviceDate: text('service_date').notNull(),
    scheduledDate: text('scheduled_date'),
    partnerOrderId: text('partner_order_id'),
    pickupLocationId: text('pickup_location_id').notNull(),
    pickup: jsonb('pickup').$type<Record<string, unknown>>().notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    dropoff: jsonb('dropoff').$type<Record<string, unknown>>().notNull(),
    paymentMode: text('payment_mode').notNull(),
    codAmountFils: integer('cod_amount_fils').notNull().default(0),
    priceFils: integer('price_fils').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    onHoldUntil: timestamp('on_hold_until', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    /** Bulk upload: the hash of the file row that created the order, so a re-upload creates nothing twice. */
    sourceRowHash: text('source_row_hash'),
    /** Bulk upload: the import that placed the order, so an import that fails halfway takes its orders back. */
    bulkImportId: text('bulk_import_id'),
    /** The recipient's emirate, kept beside the JSON so the delivery report reads it from an index. */
    dropoffEmirate: text('dropoff_emirate').generatedAlwaysAs(sql`dropoff->>'emirate'`),
    /** A customer return: the delivered order whose parcels it brings back (docs/decisions/040). */
    returnOfOrderId: text('return_of_order_id'),
    /** A delivered order's latest return, if one was requested. */
    returnOrderId: text('return_order_id'),
    /** The merchant's labels for the order (shop tags too): the dispatcher's rules read them. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The longest side of the biggest parcel, whole cm, when the merchant gives it (dispatcher rules). */
    longestSideCm: integer('longest_side_cm'),
    /** What the carrier sent as proof (photo and signature links, the code the courier asks for). */
    proof: jsonb('proof').$type<{ photoUrl?: string; signatureUrl?: string; otp?: string }>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_account_source_row_key')
      .on(table.accountId, table.sourceRowHash)
      .where(sql`${table.sourceRowHash} is not null`),
    index('orders_account_created_idx').on(table.accountId, table.createdAt.desc(), table.id.desc()),
    index('orders_account_status_created_idx').on(
      table.accountId,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // One return at a time per order: a cancelled return frees the order for another.
    uniqueIndex('orders_open_return_key')
      .on(table.returnOfOrderId)
      .where(sql`${table.returnOfOrderId} is not null and ${table.status} <> 'cancelled'`),
    // The delivery report's returns of a period (few rows): without it, every order of the account's period was read.
    index('orders_account_returns_idx')
      .on(table.accountId, table.createdAt)
      .where(sql`${table.returnOfOrderId} is not null`),
    // Operations' list of review holds across accounts (decision 041): few rows, read oldest first.
    index('orders_review_holds_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'on_hold' and ${table.onHoldUntil} is null`),
    uniqueIndex('orders_account_reference_key')
      .on(table.accountId, table.partnerOrderId)
      .where(sql`${table.partnerOrderId} is not null`),
    // orders_account_report_idx (account_id, created_at) INCLUDE (…) is created in migration 0009:
    // drizzle cannot declare INCLUDE columns. The delivery report reads it alone (index-only scan).
    // Search by id, reference, recipient or phone within one account (pg_trgm + btree_gin):
    // without it a search that matches little read every order of the account.
    index('orders_search_idx').using(
      'gin',
      table.accountId,
      table.id.op('gin_trgm_ops'),
      table.partnerOrderId.op('gin_trgm_ops'),
      table.recipientName.op('gin_trgm_ops'),
      table.recipientPhone.op('gin_trgm_ops'),
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    barcode: text('barcode'),
    position: integer('position').notNull(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
);

/** Every change of an order: who, when, from, to, why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    actor: text('actor').notNull(),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);

/** Answers of requests sent with an Idempotency-Key, per account. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: text('account_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.key] })],
);

/** An account's own rate card; accounts without one use the default. */
export const pricingModels = pgTable('pricing_models', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  model: jsonb('model').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One bulk upload of a file: what it held and what it created. */
export const bulkImports = pgTable(
  'bulk_imports',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileHash: text('file_hash').notNull(),
    rowCount: integer('row_count').notNull(),
    createdCount: integer('created_count').notNull(),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    /** 'placing' while its orders are placed batch by batch; 'placed' once all of them are. */
    state: text('state').notNull().default('placed'),
    /** The Idempotency-Key the import was sent with: released if the import is taken back. */
    idempotencyKey: text('idempotency_key'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('bulk_imports_account_idx').on(table.accountId, table.createdAt)],
);

/** A monthly invoice of an account: its delivered orders priced by the rate card. */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** First and last day of the period, YYYY-MM-DD in Asia/Dubai. */
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    orderCount: integer('order_count').notNull(),
    subtotalFils: integer('subtotal_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** YYYY-MM-DD in Asia/Dubai; unpaid after this day means overdue. */
    dueDate: text('due_date').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.number),
    uniqueIndex('invoices_account_period_key').on(table.accountId, table.periodStart),
  ],
);

/** One delivered order on an invoice; an order is invoiced once. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    description: text('description').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    amountFils: integer('amount_fils').notNull(),
  },
  (table) => [index('invoice_lines_invoice_idx').on(table.invoiceId)],
);

/** A COD statement: cash collected on delivered orders, owed to the merchant. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    orderCount: integer('order_count').notNull(),
    codTotalFils: integer('cod_total_fils').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('credit_notes_number_key').on(table.number),
    index('credit_notes_account_idx').on(table.accountId, table.periodStart),
  ],
);

/** One delivered COD order on a credit note; an order's cash is stated once. */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    creditNoteId: text('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    codAmountFils: integer('cod_amount_fils').notNull(),
  },
  (table) => [index('credit_note_lines_note_idx').on(table.creditNoteId)],
);

/** A saved card of an account: brand, last four digits and expiry only, never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    holderName: text('holder_name').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The payment provider's token of the card (a PaymentMethod id) and the customer it belongs to, never a number. */
    providerToken: text('provider_token'),
    providerCustomerId: text('provider_customer_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('payment_methods_account_idx').on(table.accountId),
    uniqueIndex('payment_methods_provider_token_key').on(table.providerToken),
    // Four digits exactly: a card number (or more of one) can never be stored here (migration 0011).
    check('payment_methods_last4_check', sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** The payment provider's customer of an account: saved cards belong to it. */
export const paymentCustomers = pgTable('payment_customers', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  providerCustomerId: text('provider_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/** A payment of an invoice confirmed by the provider's signed webhook (docs/decisions/019). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: text('id').primaryKey(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The provider's payment (a PaymentIntent id): a payment is recorded once. */
    providerReference: text('provider_reference').notNull(),
    method: text('method').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoice_payments_provider_reference_key').on(table.providerReference),
    index('invoice_payments_invoice_idx').on(table.invoiceId),
    check('invoice_payments_card_last4_check', sql`${table.cardLast4} is null or ${table.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** The provider's webhook events already handled: a replayed event changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where COD money is paid out to the account. */
export const bankDetails = pgTable('bank_details', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  accountHolder: text('account_holder').notNull(),
  bankName: text('bank_name').notNull(),
  iban: text('iban').notNull(),
  swiftCode: text('swift_code').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Company details of an account (trade licence, tax number, billing address). */
export const companyProfiles = pgTable('company_profiles', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull().default(''),
  tradeLicenseNumber: text('trade_license_number').notNull().default(''),
  taxRegistrationNumber: text('tax_registration_number').notNull().default(''),
  billingAddress: text('billing_address').notNull().default(''),
  website: text('website').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Settings (opening hours, contact) and the shipping profile of an account. */
export const accountSettings = pgTable('account_settings', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  openingHours: jsonb('opening_hours').$type<Record<string, unknown>>().notNull().default({}),
  contact: jsonb('contact').$type<Record<string, unknown>>().notNull().default({}),
  shippingProfile: jsonb('shipping_profile').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An online shop (Shopify, WooCommerce) connected to an account; one row per account and shop.
 * A shop belongs to one account at a time: at most one row per shop is not disconnected.
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    shop: text('shop').notNull(),
    /** connected, needs_reconnecting or disconnected. */
    status: text('status').notNull().default('connected'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    /** The platform credentials, AES-256-GCM sealed (platform/sealing.ts); null once disconnected. */
    credentialsSealed: text('credentials_sealed'),
    /** The secret the platform signs this shop's webhooks with, sealed the same way. */
    webhookSecretSealed: text('webhook_secret_sealed'),
    /** The import rules (IntegrationSettings). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('integration_connections_shop_idx').on(table.accountId, table.platform, table.shop),
    uniqueIndex('integration_connections_held_shop_idx')
      .on(table.platform, table.shop)
      .where(sql`${table.status} <> 'disconnected'`),
  ],
);

/** Each webhook delivery received once: a platform's retries of the same delivery id are answered and dropped. */
export const integrationDeliveries = pgTable(
  'integration_deliveries',
  {
    id: text('id').primaryKey(),
    platform: text('platform').notNull(),
    deliveryId: text('delivery_id').notNull(),
    connectionId: text('connection_id')
      .notNull()
      .references(() => integrationConnections.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('integration_deliveries_delivery_idx').on(table.platform, table.deliveryId)],
);

/** The one order here of each shop order: unique per connection and shop order id, whatever the retries. */
export const integrationShopOrders = pgTable(
  'integration_shop_orders',
  {
    connectionId: text('connection_id')
      .notNull()
      .references(() => integrationConnections.id, { onDelete: 'cascade' }),
    shopOrderId: text('shop_order_id').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.connectionId, table.shopOrderId] }),
    uniqueIndex('integration_shop_orders_order_idx').on(table.orderId),
  ],
);

/** What became of each shop order event, newest first on screen. */
export const integrationSyncLog = pgTable(
  'integration_sync_log',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id')
      .notNull()
      .references(() => integrationConnections.id, { onDelete: 'cascade' }),
    shopOrderId: text('shop_order_id'),
    orderNumber: text('order_number'),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    orderId: text('order_id'),
    fixAndImport: jsonb('fix_and_import').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('integration_sync_log_connection_idx').on(table.connectionId, table.createdAt, table.id)],
);

/**
 * One "Import recent orders" run of a connection: its progress, and the shop's page cursor
 * so the job goes on from the last page read after a restart. At most one runs per connection.
 */
export const integrationImportRuns = pgTable(
  'integration_import_runs',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id')
      .notNull()
      .references(() => integrationConnections.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('running'),
    days: integer('days').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    /** The shop's cursor of the next page to read; null before the first page and after the last. */
    cursor: text('cursor'),
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    total: integer('total'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('integration_import_runs_connection_idx').on(table.connectionId, table.startedAt),
    uniqueIndex('integration_import_runs_running_idx').on(table.connectionId).where(sql`${table.status} = 'running'`),
  ],
);

/** Single-use `state` of a Shopify install: signed, short-lived, consumed by the callback. */
export const integrationOauthStates = pgTable('integration_oauth_states', {
  state: text('state').primaryKey(),
  platform: text('platform').notNull(),
  shop: text('shop').notNull(),
  /** The signed-in account that began it; null when the install began from the app listing. */
  accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A shop installed from the app listing, waiting for a signed-in merchant to confirm it
 * through the entry link `?shop=&token=` (only the token's SHA-256 is kept).
 */
export const integrationPendingShops = pgTable('integration_pending_shops', {
  tokenHash: text('token_hash').primaryKey(),
  platform: text('platform').notNull(),
  shop: text('shop').notNull(),
  credentialsSealed: text('credentials_sealed').notNull(),
  webhookSecretSealed: text('webhook_secret_sealed').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The durable job queue (docs/decisions/028): jobs survive a restart, retry with backoff,
 * and a key makes an enqueue happen once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    queue: text('queue').notNull(),
    /** Dedupe key: a second enqueue with the same queue and key is dropped. */
    key: text('key'),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** queued, running, done or failed (no attempts left). */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_key_idx').on(table.queue, table.key),
    index('jobs_due_idx').on(table.state, table.runAt),
  ],
);

/**
 * A WooCommerce key exchange under way: the single-use state sent to the store (kept as its hash),
 * the account and store it was started for, and how it ended (the merchant's return page reads it).
 */
export const woocommerceConnectAttempts = pgTable('woocommerce_connect_attempts', {
  stateHash: text('state_hash').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  store: text('store').notNull(),
  /** pending, then connected, denied, failed, already_exists, refused or read_only. */
  outcome: text('outcome').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/**
 * What the dashboard records of an order beyond its state (docs/decisions/022): exported
 * to the merchant's own system, and taken out of pooled courier missions.
 */
export const orderDashboardMarks = pgTable(
  'order_dashboard_marks',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    exportedBy: integer('exported_by').references(() => users.id),
    unpooledAt: timestamp('unpooled_at', { withTimezone: true }),
    unpooledBy: integer('unpooled_by').references(() => users.id),
  },
  (table) => [index('order_dashboard_marks_account_idx').on(table.accountId)],
);

/* ---------------------------------------------------------------- Fulfilment (docs/decisions/031) */

/** An account is a fulfilment account when operations say so; who and when are kept. */
export const fulfilmentCapabilities = pgTable('fulfilment_capabilities', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  note: text('note'),
  changedByUserId: integer('changed_by_user_id'),
  changedByName: text('changed_by_name').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

/** An account without fulfilment asks to be contacted; stored, and mailed to operations. */
export const fulfilmentContactRequests = pgTable(
  'fulfilment_contact_requests',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    monthlyOrders: text('monthly_orders').notNull(),
    skuCount: integer('sku_count'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('fulfilment_contact_requests_account_idx').on(table.accountId, table.createdAt)],
);

export const fulfilmentProducts = pgTable(
  'fulfilment_products',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    barcode: text('barcode'),
    weightKg: doublePrecision('weight_kg'),
    lengthCm: doublePrecision('length_cm'),
    widthCm: doublePrecision('width_cm'),
    heightCm: doublePrecision('height_cm'),
    unitValueMinor: integer('unit_value_minor'),
    currency: text('currency').notNull().default('AED'),
    hsCode: text('hs_code'),
    countryOfOrigin: text('country_of_origin'),
    imageUrl: text('image_url'),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    isBundle: boolean('is_bundle').notNull().default(false),
    /** The product's stock over every location, changed in the same statements as its stock rows (lists sort by them). */
    onHandTotal: integer('on_hand_total').notNull().default(0),
    reservedTotal: integer('reserved_total').notNull().default(0),
    availableTotal: integer('available_total').notNull().default(0),
    createdByUserId: integer('created_by_user_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fulfilment_products_account_kind_available_idx').on(
      table.accountId,
      table.isBundle,
      table.availableTotal,
      table.sku,
    ),
    index('fulfilment_products_account_kind_on_hand_idx').on(
      table.accountId,
      table.isBundle,
      table.onHandTotal,
      table.sku,
    ),
    index('fulfilment_products_account_kind_reserved_idx').on(
      table.accountId,
      table.isBundle,
      table.reservedTotal,
      table.sku,
    ),
    uniqueIndex('fulfilment_products_account_sku_key').on(table.accountId, table.sku),
    // The inventory list (products, not bundles) pages by SKU or name and counts from these alone.
    index('fulfilment_products_account_kind_sku_idx').on(table.accountId, table.isBundle, table.sku),
    index('fulfilment_products_account_kind_name_idx').on(table.accountId, table.isBundle, table.name, table.sku),
    // "Low stock" compares two columns of the row: only the low rows are indexed, so the filter
    // (page and capped count) reads them alone instead of walking the account's products.
    index('fulfilment_products_low_stock_idx')
      .on(table.accountId, table.isBundle, table.sku)
      .where(sql`${table.availableTotal} <= greatest(${table.lowStockThreshold}, 0)`),
    // Search by SKU, name or barcode within one account (pg_trgm + btree_gin, as orders).
    index('fulfilment_products_search_idx').using(
      'gin',
      table.accountId,
      table.sku.op('gin_trgm_ops'),
      table.name.op('gin_trgm_ops'),
      table.barcode.op('gin_trgm_ops'),
    ),
  ],
);

/** A bundle's parts: selling one bundle draws `quantity` of each component. */
export const fulfilmentBundleComponents = pgTable(
  'fulfilment_bundle_components',
  {
    bundleId: text('bundle_id')
      .notNull()
      .references(() => fulfilmentProducts.id, { onDelete: 'cascade' }),
    componentId: text('component_id')
      .notNull()
      .references(() => fulfilmentProducts.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bundleId, table.componentId] }),
    index('fulfilment_bundle_components_component_idx').on(table.componentId),
  ],
);

/**
 * Stock of a product at a warehouse location. The row is the lock and the fast read; the
 * ledger below is the record: on hand and reserved always equal the sums of its deltas.
 */
export const fulfilmentStock = pgTable(
  'fulfilment_stock',
  {
    productId: text('product_id')
      .notNull()
      .references(() => fulfilmentProducts.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    accountId: text('account_id').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.location] }),
    check(
      'fulfilment_stock_reserved_within_on_hand',
      sql`${table.reserved} >= 0 AND ${table.onHand} >= ${table.reserved}`,
    ),
  ],
);

/** The append-only ledger of stock movements (no UPDATE or DELETE is ever issued on it). */
export const fulfilmentMovements = pgTable(
  'fulfilment_movements',
  {
    id: serial('id').primaryKey(),
    accountId: text('account_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => fulfilmentProducts.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    kind: text('kind').notNull(),
    onHandDelta: integer('on_hand_delta').notNull(),
    reservedDelta: integer('reserved_delta').notNull(),
    reason: text('reason'),
    fulfilmentOrderId: text('fulfilment_order_id'),
    inboundShipmentId: text('inbound_shipment_id'),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('fulfilment_movements_product_idx').on(table.productId, table.id),
    index('fulfilment_movements_order_idx')
      .on(table.fulfilmentOrderId)
      .where(sql`${table.fulfilmentOrderId} is not null`),
  ],
);

export const fulfilmentInboundShipments = pgTable(
  'fulfilment_inbound_shipments',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    reference: text('reference'),
    expectedDate: text('expected_date').notNull(),
    state: text('state').notNull(),
    note: text('note'),
    createdByUserId: integer('created_by_user_id'),
    createdByName: text('created_by_name').notNull(),
    receivedByUserId: integer('received_by_user_id'),
    receivedByName: text('received_by_name'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('fulfilment_inbound_account_idx').on(table.accountId, table.createdAt)],
);

export const fulfilmentInboundLines = pgTable(
  'fulfilment_inbound_lines',
  {
    shipmentId: text('shipment_id')
      .notNull()
      .references(() => fulfilmentInboundShipments.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => fulfilmentProducts.id, { onDelete: 'cascade' }),
    expectedQuantity: integer('expected_quantity').notNull(),
    receivedQuantity: integer('received_quantity'),
  },
  (table) => [primaryKey({ columns: [table.shipmentId, table.productId] })],
);

export const fulfilmentOrders = pgTable(
  'fulfilment_orders',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    location: text('location').notNull(),
    reference: text('reference'),
    source: text('source').notNull(),
    externalId: text('external_id'),
    recipient: jsonb('recipient').$type<Record<string, unknown>>().notNull(),
    serviceKind: text('service_kind').notNull(),
    paymentMode: text('payment_mode').notNull(),
    codAmountFils: integer('cod_amount_fils').notNull().default(0),
    deliveryOrderId: text('delivery_order_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fulfilment_orders_account_created_idx').on(table.accountId, table.createdAt, table.id),
    index('fulfilment_orders_awaiting_idx')
      .on(table.accountId, table.location, table.createdAt)
      .where(sql`${table.state} = 'awaiting_stock'`),
    uniqueIndex('fulfilment_orders_external_key')
      .on(table.accountId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    uniqueIndex('fulfilment_orders_delivery_order_key')
      .on(table.deliveryOrderId)
      .where(sql`${table.deliveryOrderId} is not null`),
  ],
);

export const fulfilmentOrderLines = pgTable(
  'fulfilment_order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => fulfilmentOrders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => fulfilmentProducts.id),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.productId] })],
);

/**
 * What staff did (docs/decisions/032): who, when, which action on which target, and the record
 * before and after. Written in the transaction of the action itself; no route changes or deletes it.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The merchant account concerned, if any (kept even when the account is gone). */
    accountId: text('account_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_audit_log_account_idx').on(table.accountId, table.id),
    index('staff_audit_log_actor_idx').on(table.actorUserId, table.id),
    index('staff_audit_log_target_idx').on(table.targetType, table.targetId, table.id),
    index('staff_audit_log_created_idx').on(table.createdAt),
  ],
);

/**
 * An account ownership (docs/decisions/032): the account manager (a staff user) and the billing
 * parent (a billing identifier shared by accounts invoiced together) of one merchant account.
 */
export const accountOwnerships = pgTable(
  'account_ownerships',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    billingIdentifier: text('billing_identifier').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_ownerships_account_key').on(table.accountId),
    index('account_ownerships_owner_idx').on(table.ownerId),
    index('account_ownerships_billing_idx').on(table.billingIdentifier),
  ],
);

/**
 * Dispatcher rule sets (docs/decisions/035): a merchant's own (`partner`) or the one operations
 * keep for the merchant (`operations`); at most one of each kind is active for a merchant.
 * `version` counts the changes; each version's content is kept in dispatcher_rule_set_versions.
 */
export const dispatcherRuleSets = pgTable(
  'dispatcher_rule_sets',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    version: integer('version').notNull().default(1),
    defaultAction: jsonb('default_action').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('dispatcher_rule_sets_account_idx').on(table.accountId, table.kind),
    uniqueIndex('dispatcher_rule_sets_active_key')
      .on(table.accountId, table.kind)
      .where(sql`${table.active} and ${table.deletedAt} is null`),
  ],
);

/** The rules of a rule set, in order (`position` from 0): the first matching active rule wins. */
export const dispatcherRules = pgTable(
  'dispatcher_rules',
  {
    id: text('id').primaryKey(),
    ruleSetId: text('rule_set_id')
      .notNull()
      .references(() => dispatcherRuleSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    action: jsonb('action').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dispatcher_rules_set_idx').on(table.ruleSetId, table.position)],
);

/** The conditions of a rule, ANDed. */
export const dispatcherConditions = pgTable(
  'dispatcher_conditions',
  {
    id: text('id').primaryKey(),
    ruleId: text('rule_id')
      .notNull()
      .references(() => dispatcherRules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    field: text('field').notNull(),
    operator: text('operator').notNull(),
    value: jsonb('value').notNull(),
  },
  (table) => [index('dispatcher_conditions_rule_idx').on(table.ruleId, table.position)],
);

/** Every version of a rule set, whole and immutable: what decisions read. */
export const dispatcherRuleSetVersions = pgTable(
  'dispatcher_rule_set_versions',
  {
    ruleSetId: text('rule_set_id')
      .notNull()
      .references(() => dispatcherRuleSets.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.ruleSetId, table.version] })],
);

/**
 * The carrier decisions of orders: written once, never changed; a later decision of the same
 * order is a new row. The trace is kept compact (each step's rule and outcome); the condition
 * checks are derived again from the facts and the rule set versions, which never change.
 */
export const dispatcherDecisions = pgTable(
  'dispatcher_decisions',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    outcome: text('outcome').notNull(),
    carrier: text('carrier'),
    service: text('service'),
    reason: text('reason'),
    source: text('source').notNull(),
    rule: jsonb('rule').$type<{ id: string; name: string } | null>(),
    ruleSets: jsonb('rule_sets').$type<Record<string, unknown>>().notNull(),
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    steps: jsonb('steps').$type<unknown[]>().notNull(),
    explanation: text('explanation').notNull(),
    costFils: integer('cost_fils').notNull().default(0),
    decidedBy: text('decided_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('dispatcher_decisions_order_idx').on(table.orderId, table.createdAt.desc())],
);

/** What was booked with a carrier: its label, parcels and customs (docs/decisions/036). */
export const shipments = pgTable(
  'shipments',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    carrier: text('carrier').notNull(),
    service: text('service').notNull(),
    state: text('state').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** The carrier's own id of the shipment (labels, address changes and cancels go by it). */
    carrierRef: text('carrier_ref').notNull(),
    clientOrderId: text('client_order_id'),
    reference: text('reference'),
    sender: jsonb('sender').$type<Record<string, unknown>>(),
    recipient: jsonb('recipient').$type<Record<string, unknown>>().notNull(),
    parcels: jsonb('parcels').$type<Record<string, unknown>[]>().notNull(),
    customs: jsonb('customs').$type<Record<string, unknown>>(),
    documents: jsonb('documents').$type<string[]>().notNull(),
    labelFormat: text('label_format').notNull(),
    /** The carrier's label, base64. */
    label: text('label'),
    priceFils: integer('price_fils').notNull(),
    codAmountFils: integer('cod_amount_fils').notNull().default(0),
    source: text('source').notNull(),
    /** What the booking webhook carried beyond the fields read (spec §3), kept as received. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipments_account_created_idx').on(table.accountId, table.createdAt, table.id),
    uniqueIndex('shipments_client_order_key')
      .on(table.accountId, table.clientOrderId)
      .where(sql`${table.clientOrderId} is not null`),
    uniqueIndex('shipments_carrier_tracking_key').on(table.carrier, table.trackingNumber),
  ],
);

/** Internal shipment events already applied, by their id: a replay changes nothing. */
export const shipmentEvents = pgTable('shipment_events', {
  eventId: text('event_id').primaryKey(),
  kind: text('kind').notNull(),
  shipmentId: text('shipment_id').notNull(),
  receivedAt: createdAt(),
});

/** Per-account flow settings of a shipment kind (docs/decisions/036). */
export const shipmentAppFlows = pgTable(
  'shipment_app_flows',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    requiredDocuments: jsonb('required_documents').$type<string[]>().notNull(),
    defaultIncoterm: text('default_incoterm').notNull(),
    defaultContentsDescription: text('default_contents_description'),
    defaultCurrency: text('default_currency').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shipment_app_flows_account_kind_key').on(table.accountId, table.kind)],
);

/** Per-account checks evaluated before a booking (docs/decisions/036). */
export const shipmentRuleSets = pgTable(
  'shipment_rule_sets',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    evaluator: text('evaluator').notNull(),
    isActive: boolean('is_active').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipment_rule_sets_account_idx').on(table.accountId, table.evaluator)],
);

export const shipmentRules = pgTable(
  'shipment_rules',
  {
    id: text('id').primaryKey(),
    ruleSetId: text('rule_set_id')
      .notNull()
      .references(() => shipmentRuleSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    field: text('field').notNull(),
    operator: text('operator').notNull(),
    value: text('value').notNull(),
    effect: text('effect').notNull(),
    document: text('document'),
    message: text('message').notNull(),
  },
  (table) => [index('shipment_rules_set_idx').on(table.ruleSetId, table.position)],
);

/**
 * An API client of a merchant's own system (docs/decisions/033): acts on one account, with a
 * subset of the permission strings as scopes. Only the SHA-256 of its secret is kept.
 */
export const oauthClients = pgTable(
  'oauth_clients',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    redirectUris: text('redirect_uris').array().notNull(),
    secretHash: text('secret_hash').notNull(),
    secretHint: text('secret_hint').notNull(),
    createdAt: createdAt(),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('oauth_clients_account_idx').on(table.accountId, table.createdAt)],
);

/**
 * The authorisation server's own records (interactions, sessions, grants, codes, access and
 * refresh tokens), one row each, kept as the library hands them over.
 */
export const oauthRecords = pgTable(
  'oauth_records',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('oauth_records_grant_idx').on(table.grantId),
    index('oauth_records_uid_idx').on(table.uid),
    index('oauth_records_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Outgoing webhooks (docs/decisions/034): a merchant's endpoints, the events of the account
 * (one message each, created in the transaction of the change it tells), one delivery per
 * message and endpoint, and every attempt at it (the delivery log).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull(),
    /** The signing secret (`whsec_…`), sealed with the integrations' key. */
    secretSealed: text('secret_sealed').notNull(),
    /** enabled | disabled */
    status: text('status').notNull().default('enabled'),
    /** Why it is disabled: by a person (`manual`) or after failing for days (`failing`). */
    disabledReason: text('disabled_reason'),
    /** The first failed attempt since the last success; null while the endpoint answers. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_account_idx').on(table.accountId, table.createdAt)],
);

export const webhookMessages = pgTable(
  'webhook_messages',
  {
    /** The `webhook-id` header: the same on every attempt, so receivers can drop repeats. */
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The JSON body sent, exactly as signed. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_messages_account_idx').on(table.accountId, table.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    /** pending | succeeded | failed | skipped */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The automatic attempts made (a manual "send again" is not counted against the schedule). */
    scheduledAttempts: integer('scheduled_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_endpoint_message_key').on(table.endpointId, table.messageId),
    index('webhook_deliveries_account_idx').on(table.accountId),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** The delivery's attempt number (1 = the first). */
    attempt: integer('attempt').notNull(),
    /** scheduled | manual */
    trigger: text('trigger').notNull(),
    /** The answer's HTTP status; null when none came (refused, timed out, blocked address). */
    responseStatus: integer('response_status'),
    /** The first characters of the answer's body. */
    responseBody: text('response_body'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_attempts_endpoint_idx').on(table.endpointId, table.createdAt, table.id)],
);

/**
 * An order's public tracking code, kept only as its SHA-256 digest (docs/decisions/037): the code
 * itself is derived from the order id with a secret key, so it is printed again without being stored.
 */
export const trackingCodes = pgTable(
  'tracking_codes',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('tracking_codes_hash_key').on(table.codeHash)],
);

/** An account's tracking page and recipient messages: brand, which events notify, the return window. */
export const trackingSettings = pgTable('tracking_settings', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  brandColour: text('brand_colour').notNull().default('#0b5cad'),
  logoUrl: text('logo_url').notNull().default(''),
  notifyEvents: jsonb('notify_events')
    .$type<string[]>()
    .notNull()
    .default(sql`'["out_for_delivery","delivery_complete","delivery_failed","rescheduled"]'::jsonb`),
  returnWindowDays: integer('return_window_days').notNull().default(7),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The recipient's 1–5 rating of a delivered order, once per order. */
export const trackingRatings = pgTable(
  'tracking_ratings',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('tracking_ratings_account_idx').on(table.accountId, table.createdAt)],
);

/** Recipient messages (SMS / WhatsApp) for the provider; without one configured they stay here. */
export const recipientMessages = pgTable(
  'recipient_messages',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    orderId: text('order_id').notNull(),
    /** The order event it tells of; one message a channel an event (the job's key). */
    eventKey: text('event_key').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [
    uniqueIndex('recipient_messages_event_key').on(table.eventKey, table.channel),
    index('recipient_messages_order_idx').on(table.orderId),
  ],
);

/**
 * One-time codes sent to a recipient's phone to confirm a change on the tracking page
 * (docs/decisions/052): kept as an HMAC only, valid 10 minutes, single use, 5 tries.
 */
export const recipientCodes = pgTable(
  'recipient_codes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recipient_codes_order_idx').on(table.orderId, table.createdAt)],
);

/** Wrong phone digits typed on an order's tracking page: counted per order, they lock the digits for a while. */
export const recipientVerificationFailures = pgTable(
  'recipient_verification_failures',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('recipient_verification_failures_order_idx').on(table.orderId, table.createdAt)],
);
