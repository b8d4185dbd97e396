// The notifications module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../identity/tables';

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
