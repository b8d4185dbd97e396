import { BulkFileError, type ExcelModule, loadedWorkbookReader, readBulkTable } from '@sameday/bulk-file';
import {
  BULK_MAX_BYTES,
  BULK_MESSAGES,
  type BulkInvalidRow,
  type BulkRowRules,
  type ServerText,
  validateBulkTable,
} from '@sameday/contract';

/** What the browser's check of a file found: a problem with the file (with its id when a template wrote it), or its rows and orders counted. */
export type FileCheck =
  | { ok: false; message: string; text?: ServerText }
  | {
      ok: true;
      header: string[];
      rowCount: number;
      /** Rows that are part of an order to import. */
      validCount: number;
      /** The orders those rows make: rows sharing a reference are one order. */
      orderCount: number;
      invalid: BulkInvalidRow[];
    };

export type CheckRequest = { kind: 'check'; name: string; bytes: ArrayBuffer; rules: BulkRowRules };
/** The cells of some rows of a file, by row number (the rows the server refused, for the bad-rows download). */
export type RowsRequest = { kind: 'rows'; name: string; bytes: ArrayBuffer; rows: number[] };
export type FileRows = Record<number, string[]>;

/**
 * Reads a file as the server reads it and checks it with the contract's rules of the rows,
 * the same module the server runs, given what the server reads of the account and the
 * moment of the check. ExcelJS is passed in so the caller decides when that library loads.
 */
export async function checkBulkFile(
  { name, bytes, rules }: Omit<CheckRequest, 'kind'>,
  loadExcel: () => Promise<ExcelModule>,
): Promise<FileCheck> {
  if (bytes.byteLength > BULK_MAX_BYTES) return { ok: false, message: BULK_MESSAGES.tooLarge };
  try {
    const table = await readBulkTable(name, new Uint8Array(bytes), loadedWorkbookReader(loadExcel));
    const result = validateBulkTable(table, rules);
    if (!result.ok) return { ok: false, message: result.message, text: result.text };
    return {
      ok: true,
      header: result.header,
      rowCount: result.rowCount,
      validCount: result.validRowCount,
      orderCount: result.orders.length,
      invalid: result.invalid,
    };
  } catch (error) {
    if (error instanceof BulkFileError) return { ok: false, message: error.message, text: error.text };
    throw error;
  }
}

/** The cells of the asked rows of a file (row 1 is its first line), read as the check reads them. */
export async function readFileRows(
  { name, bytes, rows }: Omit<RowsRequest, 'kind'>,
  loadExcel: () => Promise<ExcelModule>,
): Promise<FileRows> {
  const table = await readBulkTable(name, new Uint8Array(bytes), loadedWorkbookReader(loadExcel));
  return Object.fromEntries(rows.map((row) => [row, (table[row - 1] ?? []).map((cell) => String(cell ?? ''))]));
}
