// The pricing module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../identity/tables';

/** An account's own rate card; accounts without one use the default. */
export const pricingModels = pgTable('pricing_models', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  model: jsonb('model').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
