// The identity module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import {
  boolean,
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
import { createdAt } from '../../db/columns';

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
  /** Why operations blocked order submission, as they wrote it; the merchant reads it on the banner. */
  orderSubmissionBlockedReason: text('order_submission_blocked_reason'),
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
