// The admin module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts, users } from '../identity/tables';

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
