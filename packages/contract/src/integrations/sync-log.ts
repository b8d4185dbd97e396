import { z } from 'zod';
import { ServerTextSchema } from '../server-text-schema';

/**
 * What became of one shop order event: imported (a new order here), updated, cancelled,
 * skipped (the import rules leave it out), failed (it cannot become an order: see the
 * reason and "Fix and import"), not_applied (a change that came after collection),
 * tracking_sent / tracking_failed (the fulfilment, delivery or note sent back to the shop).
 */
export const SYNC_OUTCOMES = [
  'imported',
  'updated',
  'cancelled',
  'skipped',
  'failed',
  'not_applied',
  'tracking_sent',
  'tracking_failed',
] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];
export const SYNC_OUTCOME_LABELS: Record<SyncOutcome, string> = {
  imported: 'Imported',
  updated: 'Updated',
  cancelled: 'Cancelled',
  skipped: 'Skipped',
  failed: 'Failed',
  not_applied: 'Not applied',
  tracking_sent: 'Tracking sent',
  tracking_failed: 'Tracking failed',
};

/**
 * The single-shipment form's values for "Fix and import", as the shop sent them (they may be
 * the very values that failed, e.g. the bad phone number). The form checks them again.
 */
export const FixAndImportSchema = z.object({
  pickupLocationId: z.string().nullable(),
  recipient: z.object({
    name: z.string(),
    phone: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    area: z.string(),
    /** The emirate when the shop's province or city names one, else empty. */
    emirate: z.string(),
    notes: z.string(),
    /** The shop's customer email, when it is an address (absent in older entries). */
    email: z.string().optional(),
  }),
  /** Each item's weight as the import counts it (shops send none); absent in older entries. */
  items: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), weightKg: z.number().positive().optional() }),
  ),
  payment: z.object({ mode: z.enum(['prepaid', 'cod']), codAmountFils: z.number().int() }),
  serviceKind: z.string(),
  partnerOrderId: z.string(),
});
export type FixAndImport = z.infer<typeof FixAndImportSchema>;

export const SyncLogEntrySchema = z.object({
  id: z.string(),
  connectionId: z.string(),
  /** The platform's order id and the number the merchant sees in the shop. */
  shopOrderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  outcome: z.enum(SYNC_OUTCOMES),
  /** In plain words, e.g. "The phone number 050 12 is not a valid phone number." */
  reason: z.string().nullable(),
  /** The reason by message id when the server wrote it (decision 053); null for the shop's or a person's own words. */
  reasonText: ServerTextSchema.nullable().optional(),
  /** The order here, when there is one. */
  orderId: z.string().nullable(),
  /** Present on failed entries: opens the single-shipment form pre-filled. */
  fixAndImport: FixAndImportSchema.nullable(),
  createdAt: z.string(),
});
export type SyncLogEntry = z.infer<typeof SyncLogEntrySchema>;

/**
 * "Fix and import", its second half: the order the merchant placed from a failed entry. The shop
 * order is then linked to it (its later changes and the tracking flow as for any imported order)
 * and the entry shows the order instead of the button.
 */
export const SyncEntryFixedInputSchema = z.object({ orderId: z.string().trim().min(1).max(64) });
export type SyncEntryFixedInput = z.infer<typeof SyncEntryFixedInputSchema>;
export const SyncEntryParamsSchema = z.object({ id: z.string().max(64), entryId: z.string().max(64) });

export const SyncLogQuerySchema = z.object({
  outcome: z.enum(SYNC_OUTCOMES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});
export type SyncLogQuery = z.input<typeof SyncLogQuerySchema>;

export const SyncLogPageSchema = z.object({ entries: z.array(SyncLogEntrySchema), nextCursor: z.string().nullable() });
export type SyncLogPage = z.infer<typeof SyncLogPageSchema>;

/** "Import recent orders": how many days back, at most a month. */
export const IMPORT_RECENT_MAX_DAYS = 30;
/** The import form's checks, in English as the API answers them; the dashboard shows them in Arabic. */
export const IMPORT_RECENT_MESSAGES = {
  chooseDays: 'Choose how many days back',
  atLeastOneDay: 'At least 1 day',
  tooManyDays: `At most ${IMPORT_RECENT_MAX_DAYS} days`,
} as const;
export const ImportRecentInputSchema = z.object({
  days: z
    .number({ error: IMPORT_RECENT_MESSAGES.chooseDays })
    .int()
    .min(1, IMPORT_RECENT_MESSAGES.atLeastOneDay)
    .max(IMPORT_RECENT_MAX_DAYS, IMPORT_RECENT_MESSAGES.tooManyDays),
});
export type ImportRecentInput = z.infer<typeof ImportRecentInputSchema>;

/** The progress of one "Import recent orders" run; `total` is unknown until the shop's last page is read. */
export const ImportRunSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  days: z.number().int(),
  /** Shop orders read so far, and what became of them. */
  processed: z.number().int(),
  imported: z.number().int(),
  /** Left out by the import rules, or already known here. */
  skipped: z.number().int(),
  failed: z.number().int(),
  total: z.number().int().nullable(),
  /** In plain words, when the run failed. */
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof ImportRunSchema>;
/** Why an "Import recent orders" run stopped (its `error`), in English as the API answers it; the dashboard shows it in Arabic. */
export const IMPORT_RUN_MESSAGES = {
  disconnected: 'The shop was disconnected before the import finished.',
  accessRefused: 'The shop refused Sameday’s access: reconnect it, then import again.',
  unreadable: 'The shop could not be read: try again later.',
} as const;
/** GET import: the latest run, or null when none ever ran. */
export const ImportProgressSchema = z.object({ run: ImportRunSchema.nullable() });
