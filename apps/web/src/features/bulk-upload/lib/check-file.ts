import { BulkFileError, type ExcelModule, loadedWorkbookReader, readBulkTable } from '@sameday/bulk-file';
import {
  BULK_MAX_BYTES,
  BULK_MESSAGES,
  type BulkInvalidRow,
  type BulkPickup,
  validateBulkTable,
} from '@sameday/contract';

/** What the browser's check of a file found: a problem with the file, or the rows counted. */
export type FileCheck =
  | { ok: false; message: string }
  | { ok: true; header: string[]; rowCount: number; validCount: number; invalid: BulkInvalidRow[] };

export type CheckRequest = { name: string; bytes: ArrayBuffer; pickups: BulkPickup[] };

/**
 * Reads a file as the server reads it and checks it with the contract's rules, the same the
 * server applies. ExcelJS is passed in so the caller decides when that library loads.
 */
export async function checkBulkFile(
  { name, bytes, pickups }: CheckRequest,
  loadExcel: () => Promise<ExcelModule>,
): Promise<FileCheck> {
  if (bytes.byteLength > BULK_MAX_BYTES) return { ok: false, message: BULK_MESSAGES.tooLarge };
  try {
    const table = await readBulkTable(name, new Uint8Array(bytes), loadedWorkbookReader(loadExcel));
    const result = validateBulkTable(table, pickups);
    if (!result.ok) return { ok: false, message: result.message };
    return {
      ok: true,
      header: result.header,
      rowCount: result.rowCount,
      validCount: result.valid.length,
      invalid: result.invalid,
    };
  } catch (error) {
    if (error instanceof BulkFileError) return { ok: false, message: error.message };
    throw error;
  }
}
