// The account-settings module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../identity/tables';

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
