// The addresses module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../identity/tables';

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
