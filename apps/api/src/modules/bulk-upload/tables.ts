// The bulk-upload module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts, users } from '../identity/tables';

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
