// The pickups module's tables: pickups merchants ask for, and the pickup manifests signed off at
// their addresses (decision 072). Only its own files write them; another module reads them
// through this module's index.ts.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../identity/tables';

/**
 * A pickup a merchant asked for: one of the account's pickup addresses, a Dubai day and a window
 * of the collection hours (Dubai clock times). One open request per address and day.
 */
export const pickupRequests = pgTable(
  'pickup_requests',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    locationId: text('location_id').notNull(),
    date: text('date').notNull(),
    windowFrom: text('window_from').notNull(),
    windowTo: text('window_to').notNull(),
    /** `requested`, or `cancelled` by the merchant (`planned` is read from the missions). */
    state: text('state').notNull().default('requested'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('pickup_requests_open_key')
      .on(table.accountId, table.locationId, table.date)
      .where(sql`${table.state} = 'requested'`),
    index('pickup_requests_date_idx').on(table.date),
  ],
);

/**
 * A pickup address's manifest of a day as the courier and the merchant's person signed it off at
 * the pickup stop (the courier app's `sign_manifest`): what was handed over, who signed, and the
 * signature's image in the file store (a proof upload).
 */
export const pickupManifests = pgTable(
  'pickup_manifests',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    locationId: text('location_id').notNull(),
    date: text('date').notNull(),
    stopId: text('stop_id').notNull(),
    courierId: text('courier_id').notNull(),
    courierFirstName: text('courier_first_name').notNull(),
    signerName: text('signer_name').notNull(),
    signatureUploadId: text('signature_upload_id').notNull(),
    /** The orders handed over, as signed: id, reference, recipient, area, parcels, cash (fils). */
    lines: jsonb('lines').$type<ManifestLine[]>().notNull(),
    orders: integer('orders').notNull(),
    parcels: integer('parcels').notNull(),
    codFils: integer('cod_fils').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('pickup_manifests_stop_key').on(table.stopId),
    index('pickup_manifests_account_date_idx').on(table.accountId, table.date, table.locationId),
  ],
);

export type ManifestLine = {
  orderId: string;
  reference: string;
  recipientName: string;
  area: string;
  emirate: string;
  parcels: number;
  codFils: number;
};
