import { BULK_MESSAGES, sniffBulkFile } from '@sameday/contract';
import { readBulkCsv } from './csv';
import { BulkFileError } from './error';

/** Reads the bytes of an .xlsx file (already recognised as a zip) into rows of text, or throws a BulkFileError. */
export type XlsxReader = (bytes: Uint8Array) => Promise<string[][]>;

/**
 * The rows of a .csv or .xlsx upload as cells of text, read the same way by the server and
 * the browser. A file of another kind, or one that cannot be read, throws a BulkFileError
 * with the sentence to show. How a workbook is read is the caller's: the server streams it
 * behind its unpacking limits, the browser loads it whole (see loadedWorkbookReader).
 */
export async function readBulkTable(name: string, bytes: Uint8Array, readXlsx: XlsxReader): Promise<string[][]> {
  if (bytes.byteLength === 0) throw new BulkFileError(BULK_MESSAGES.empty);
  const sniffed = sniffBulkFile(name, bytes);
  if ('error' in sniffed) throw new BulkFileError(sniffed.error);
  return sniffed.kind === 'xlsx' ? readXlsx(bytes) : readBulkCsv(bytes);
}
