// The audit module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../identity/tables';

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
