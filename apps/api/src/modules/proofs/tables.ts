// The proofs module's tables: the images couriers upload and the proofs of delivery they became.
// Only its own files write them; another module reads them through this module's index.ts.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An image a courier uploaded (PUT /courier/proofs/:id), re-encoded and stored in the file store
 * under `storageKey`. The id is the phone's: the same id again answers this row.
 */
export const proofUploads = pgTable('proof_uploads', {
  id: text('id').primaryKey(),
  /** The courier's user who uploaded it: no one else may use it. */
  uploadedBy: integer('uploaded_by').notNull(),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** What the phone sent, before re-encoding. */
  sentBytes: integer('sent_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An order's proof of delivery: written in the move to delivered's own transaction (decision 059). */
export const orderProofs = pgTable(
  'order_proofs',
  {
    orderId: text('order_id').notNull(),
    accountId: text('account_id').notNull(),
    /** `photo` or `signature`. */
    kind: text('kind').notNull(),
    uploadId: text('upload_id')
      .notNull()
      .references(() => proofUploads.id),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.kind] }),
    index('order_proofs_upload_idx').on(table.uploadId),
  ],
);
