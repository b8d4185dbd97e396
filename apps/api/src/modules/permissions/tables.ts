// The permissions module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../identity/tables';

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
