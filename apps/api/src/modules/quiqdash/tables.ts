// The quiqdash module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../identity/tables';
import { orders } from '../orders/tables';

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
