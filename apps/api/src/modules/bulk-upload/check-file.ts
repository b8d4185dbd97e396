// Reads and checks an uploaded file in a worker thread (see check-pool.ts): the CPU work of
// a 50,000-row file takes seconds, which on the event loop would hold up every other request.
import { createHash } from 'node:crypto';
import {
  BULK_ERRORS_LISTED,
  type BulkRowError,
  type BulkRowRules,
  type BulkValidOrder,
  type ServerText,
  validateBulkTable,
} from '@sameday/contract';
import { AppError } from '../../platform/errors';
import { readBulkFile } from './parse';

export type BulkCheckTask = { name: string; bytes: Uint8Array; rules: BulkRowRules; validateOnly: boolean };

/** A file that cannot be imported at all: the invalid_argument to answer (with its id when a template wrote it). */
export type BulkFileRefusal = { ok: false; message: string; text?: ServerText; details: Record<string, unknown> };
export type BulkCheckedRows = {
  ok: true;
  rowCount: number;
  validCount: number;
  invalidCount: number;
  /** The orders the valid rows make (rows sharing a reference are one). */
  orderCount: number;
  /** The invalid rows' reasons in row order, the first BULK_ERRORS_LISTED of them. */
  errors: BulkRowError[];
  /**
   * The valid orders as JSON text, ORDERS_PER_PIECE a piece, and their hashes, for an import
   * only (a check answers the counts). Text crosses to the main thread in a copy; 50,000
   * orders as objects took a quarter of a second to rebuild there, holding every request.
   */
  orders: string[];
  hashes: string[];
};

const ORDERS_PER_PIECE = 500;
export type BulkCheck = { fileHash: string; outcome: BulkFileRefusal | BulkCheckedRows };

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/**
 * The hash that recognises a row on a later upload: its order input as the rules read it
 * (so 0501234567 and +971501234567 are the same row), and which copy of it this is in
 * the file (two identical rows in one file are two orders).
 */
function rowHashes(orders: readonly BulkValidOrder[]): string[] {
  const seen = new Map<string, number>();
  return orders.map(({ input }) => {
    const content = sha256(JSON.stringify(input));
    const copy = (seen.get(content) ?? 0) + 1;
    seen.set(content, copy);
    return sha256(`${content}#${copy}`);
  });
}

/** The file's hash, and its rows read and checked by the rules of the rows, with what they read of the account. */
export default async function checkBulkFile(task: BulkCheckTask): Promise<BulkCheck> {
  // Structured cloning hands the worker a Uint8Array; the readers expect a Buffer.
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const fileHash = sha256(bytes.toString('base64'));
  let table: string[][];
  try {
    table = await readBulkFile(task.name, bytes);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { fileHash, outcome: { ok: false, message: error.message, details: error.extras.details ?? {} } };
  }
  const checked = validateBulkTable(table, task.rules);
  if (!checked.ok) {
    const details = {
      field: 'file',
      unknownColumns: checked.unknownColumns ?? [],
      missingColumns: checked.missingColumns ?? [],
    };
    return { fileHash, outcome: { ok: false, message: checked.message, text: checked.text, details } };
  }
  const errors: BulkRowError[] = [];
  for (const entry of checked.invalid) {
    for (const error of entry.errors) {
      if (errors.length === BULK_ERRORS_LISTED) break;
      errors.push({
        row: entry.row,
        column: error.column,
        message: error.message,
        ...(error.text ? { text: error.text } : {}),
      });
    }
  }
  const orders = task.validateOnly ? [] : checked.orders;
  return {
    fileHash,
    outcome: {
      ok: true,
      rowCount: checked.rowCount,
      validCount: checked.validRowCount,
      invalidCount: checked.invalid.length,
      orderCount: checked.orders.length,
      errors,
      orders: Array.from({ length: Math.ceil(orders.length / ORDERS_PER_PIECE) }, (_, piece) =>
        JSON.stringify(orders.slice(piece * ORDERS_PER_PIECE, (piece + 1) * ORDERS_PER_PIECE)),
      ),
      hashes: rowHashes(orders),
    },
  };
}
