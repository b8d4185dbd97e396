/** One reason a row of the file cannot be imported. */
export type BulkRowError = { row: number; column: string; message: string };

/** POST {platform}/quiqdash/bulk_orders: what the file held and what the import created. */
export type BulkImportResult = {
  /** The bulk_imports record; null for a check without import (validate_only=true). */
  importId: string | null;
  fileName: string;
  /** Data rows in the file: valid + invalid. */
  rowCount: number;
  validCount: number;
  invalidCount: number;
  /** New orders placed by this import. */
  createdCount: number;
  /** Valid rows already placed before (same reference or the same row of an earlier upload). */
  duplicateCount: number;
  /** The reasons of the invalid rows, the first 1,000 of them. */
  errors: BulkRowError[];
};

/** At most this many row errors travel in one answer; the counts stay exact. */
export const BULK_ERRORS_LISTED = 1000;
