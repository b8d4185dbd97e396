import { z } from 'zod';
import { ServerTextSchema } from '../server-text-schema';

/**
 * One reason a row of the file cannot be imported: `text` is its id and values when a template
 * wrote it (decision 053), absent for text without one.
 */
export const BulkRowErrorSchema = z.object({
  row: z.number(),
  column: z.string(),
  message: z.string(),
  text: ServerTextSchema.nullable().optional(),
});
export type BulkRowError = z.infer<typeof BulkRowErrorSchema>;

/** POST {platform}/quiqdash/bulk_orders: what the file held and what the import created. */
export const BulkImportResultSchema = z.object({
  /** The bulk_imports record; null for a check without import (validate_only=true). */
  importId: z.string().nullable(),
  fileName: z.string(),
  /** Data rows in the file: valid + invalid. */
  rowCount: z.number(),
  validCount: z.number(),
  invalidCount: z.number(),
  /**
   * The orders the valid rows make (rows sharing a reference are one order of several
   * items): createdCount + duplicateCount once imported.
   */
  orderCount: z.number(),
  /** New orders placed by this import. */
  createdCount: z.number(),
  /** Valid orders already placed before (same reference or the same row of an earlier upload). */
  duplicateCount: z.number(),
  /** The reasons of the invalid rows (those the server refused at import included), the first 1,000 of them. */
  errors: z.array(BulkRowErrorSchema),
});
export type BulkImportResult = z.infer<typeof BulkImportResultSchema>;

/** At most this many row errors travel in one answer; the counts stay exact. */
export const BULK_ERRORS_LISTED = 1000;
