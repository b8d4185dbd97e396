// The rules of a bulk upload file as a file: its kind, its size, its zip directory, its CSV
// records and its row limit, and the bad-rows download. The rules of its rows are in rows.ts.
// Zod-free and plain TypeScript: the browser's Web Worker and the server both import it.
import { type ServerText, textWriter } from '../sentences';
import { BULK_COMMENT_PREFIX, BULK_MAX_BYTES, BULK_MAX_ROWS } from './columns';

/** A cell's reason: its English, and its id and values when a template wrote it (decision 053). */
export type BulkCellError = { column: string; message: string; text?: ServerText | null };
export type BulkInvalidRow = { row: number; cells: string[]; errors: BulkCellError[] };
/** A problem with the whole file: nothing in it can be imported. */
export type BulkFileProblem = {
  ok: false;
  message: string;
  /** The message's id and values when a template wrote it (decision 053). */
  text?: ServerText;
  unknownColumns?: string[];
  missingColumns?: string[];
};

/** The column the bad-rows download adds; an upload of that file ignores it. */
export const BULK_ERROR_COLUMN = 'Error';

/**
 * A bulk file's problems with values (see ../sentences.ts), so the dashboard can say them in
 * Arabic: counts and column names stay as written. A file with wrong columns gets the parts
 * that apply, one after the other, then "Use the columns of the template." (`columnsProblem`).
 */
export const BULK_SENTENCES = {
  tooManyRows: 'The file has {rows} rows; the limit is {limit} per file.',
  unknownColumns: 'Unknown columns: {columns}.',
  missingColumns: 'Missing columns: {columns}.',
  duplicatedColumns: 'Columns given twice: {columns}.',
  columnsProblem: '{problems} Use the columns of the template.',
  unclosedQuote: 'The file could not be read: a quoted cell is not closed (near row {row}).',
} as const;

/** The file's problems with values, by id beside their English (see ../sentences.ts). */
const bulkText = textWriter('bulk', BULK_SENTENCES);

export const BULK_MESSAGES = {
  empty: 'The file is empty.',
  headerOnly: 'The file has a header row but no orders.',
  notCsvOrXlsx: 'Upload a .csv or .xlsx file.',
  notText: 'This file is not a CSV text file. Save it as "CSV UTF-8" or upload the .xlsx file.',
  notXlsx: 'This file is not an Excel .xlsx workbook.',
  brokenUpload: 'The upload did not arrive whole. Choose the file and upload it again.',
  tooLarge: `The file is larger than ${BULK_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  tooManyRows: (rows: number) => BULK_TEXTS.tooManyRows(rows).message,
  overRowLimit: `The file has more than ${BULK_MAX_ROWS.toLocaleString('en-US')} rows; the limit is ${BULK_MAX_ROWS.toLocaleString('en-US')} per file.`,
  noValidRows: 'No row of the file can be imported. Fix the rows listed and upload the file again.',
  xlsxTooLarge: 'This workbook is too large once opened. Save it as CSV or split it into smaller files.',
  xlsxTooManyParts: 'This workbook holds too many parts to be an order sheet. Save it as CSV and upload that.',
  sameUploadInProgress: 'The same upload is still being processed. Try again in a moment.',
  anotherUploadInProgress: 'Another file of this account is still being processed. Try again when it finishes.',
  noFile: 'Choose a .csv or .xlsx file to upload.',
  unclosedQuote: (row: number) => BULK_TEXTS.unclosedQuote(row).message,
} as const;

/** The same problems with their ids. */
export const BULK_TEXTS = {
  tooManyRows: (rows: number) =>
    bulkText('tooManyRows', { rows: rows.toLocaleString('en-US'), limit: BULK_MAX_ROWS.toLocaleString('en-US') }),
  unclosedQuote: (row: number) => bulkText('unclosedQuote', { row }),
} as const;

/** What an .xlsx may unpack to: a 10 MB workbook of 50,000 rows opens to well under this. */
export const BULK_MAX_XLSX_UNPACKED_BYTES = 200 * 1024 * 1024;
/** An order workbook holds a dozen parts; thousands are only there to make a reader work. */
export const BULK_MAX_XLSX_ENTRIES = 500;
/** The workbook's shared strings (every distinct text of every sheet), unpacked. */
export const BULK_MAX_XLSX_SHARED_STRINGS_BYTES = 64 * 1024 * 1024;

/** One file of a zip, as its central directory describes it. */
export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's (compressed) bytes start in the zip. */
  dataStart: number;
  /** The entry's whole record in the zip, its local header to the end of its data (and data descriptor). */
  start: number;
  end: number;
};

/**
 * The files of a zip from its central directory, without unpacking anything. Undefined
 * when the directory cannot be read, or when the files do not lie one after the other
 * from the first byte to the directory: a reader that walks the file from the
 * start (a streaming unzip) then meets exactly the files this list names, and no hidden one.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.byteLength - 22 - 65_535);
  for (let end = bytes.byteLength - 22; end >= lowest; end -= 1) {
    if (view.getUint32(end, true) !== 0x06054b50) continue;
    const count = view.getUint16(end + 10, true);
    const directoryStart = view.getUint32(end + 16, true);
    const found: (ZipEntry & { hasDescriptor: boolean })[] = [];
    let at = directoryStart;
    for (let entry = 0; entry < count; entry += 1) {
      if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50) return undefined;
      const compressedSize = view.getUint32(at + 20, true);
      const uncompressedSize = view.getUint32(at + 24, true);
      const localStart = view.getUint32(at + 42, true);
      if (compressedSize === 0xffffffff || localStart === 0xffffffff) return undefined;
      if (localStart + 30 > bytes.byteLength || view.getUint32(localStart, true) !== 0x04034b50) return undefined;
      const dataStart = localStart + 30 + view.getUint16(localStart + 26, true) + view.getUint16(localStart + 28, true);
      found.push({
        name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + view.getUint16(at + 28, true))),
        method: view.getUint16(at + 10, true),
        compressedSize,
        // ZIP64: more than 4 GB once unpacked.
        uncompressedSize: uncompressedSize === 0xffffffff ? Number.POSITIVE_INFINITY : uncompressedSize,
        dataStart,
        start: localStart,
        end: 0,
        hasDescriptor: (view.getUint16(at + 8, true) & 0x08) !== 0,
      });
      at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    let next = 0;
    for (const entry of [...found].sort((a, b) => a.start - b.start)) {
      if (entry.start !== next) return undefined;
      next = entry.dataStart + entry.compressedSize;
      if (entry.hasDescriptor) {
        // The sizes again after the data, with or without their signature.
        next += next + 4 <= bytes.byteLength && view.getUint32(next, true) === 0x08074b50 ? 16 : 12;
      }
      entry.end = next;
    }
    if (next !== directoryStart) return undefined;
    return found.map(({ hasDescriptor: _, ...entry }) => entry);
  }
  return undefined;
}

/**
 * The bytes an .xlsx (a zip) says it unpacks to, from its central directory, without
 * unpacking it: a small file that opens to gigabytes is refused before it is read.
 * Undefined when the directory cannot be read (the file is then refused). What it says
 * is checked again on the server while unpacking, where a lie would otherwise go unseen.
 */
export function xlsxUnpackedBytes(bytes: Uint8Array): number | undefined {
  return readZipDirectory(bytes)?.reduce((total, entry) => total + entry.uncompressedSize, 0);
}

/** Which kind of file the bytes are, by their first bytes and the name; a renamed PNG or zip is refused. */
export function sniffBulkFile(name: string, bytes: Uint8Array): { kind: 'csv' | 'xlsx' } | { error: string } {
  if (bytes.byteLength > BULK_MAX_BYTES) return { error: BULK_MESSAGES.tooLarge };
  const lower = name.toLowerCase();
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (lower.endsWith('.xlsx')) {
    if (!isZip) return { error: BULK_MESSAGES.notXlsx };
    const unpacked = xlsxUnpackedBytes(bytes);
    if (unpacked === undefined) return { error: BULK_MESSAGES.notXlsx };
    return unpacked > BULK_MAX_XLSX_UNPACKED_BYTES ? { error: BULK_MESSAGES.xlsxTooLarge } : { kind: 'xlsx' };
  }
  if (!lower.endsWith('.csv') && !lower.endsWith('.txt')) return { error: BULK_MESSAGES.notCsvOrXlsx };
  if (isZip) return { error: BULK_MESSAGES.notText };
  const probe = bytes.subarray(0, 8192);
  for (const byte of probe) {
    // NUL and most control bytes never appear in a text file (tab, newlines and form feed do).
    if (byte === 0 || (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c)) {
      return { error: BULK_MESSAGES.notText };
    }
  }
  return { kind: 'csv' };
}

/** UTF-8 text of a CSV file without its byte order mark; anything else is refused. */
export function decodeBulkCsv(bytes: Uint8Array): { text: string } | { error: string } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, '') };
  } catch {
    return { error: BULK_MESSAGES.notText };
  }
}

/** The separators a CSV file may use; papaparse guesses which. */
export const BULK_CSV_DELIMITERS = [',', ';', '\t', '|'];

/**
 * A cell a spreadsheet would run as a formula (= + - @, a tab or a return first) gets a
 * quote in front when exported, so it stays text (OWASP "CSV injection"). Plain numbers
 * such as +971501234567 or -5 are left as they are.
 */
export function neutraliseBulkCell(value: string): string {
  if (!/^[=+\-@\t\r]/.test(value)) return value;
  if (/^[+-]?[\d\s.,]+$/.test(value)) return value;
  return `'${value}`;
}

/**
 * Counts the data rows of a file as a reader meets them, the way validateBulkTable counts
 * them (the first non-blank row is the header; blank rows and # notes are not data), and
 * answers true once there are more than BULK_MAX_ROWS: the reader stops there instead of
 * holding millions of rows of a small file in memory.
 */
export function bulkRowLimiter(): (cells: readonly unknown[]) => boolean {
  let hasHeader = false;
  let dataRows = 0;
  return (cells) => {
    const texts = cells.map((cell) => (typeof cell === 'string' ? cell : String(cell ?? '')));
    if (!texts.some((cell) => cell.trim() !== '')) return false;
    if (!hasHeader) {
      hasHeader = true;
      return false;
    }
    if ((texts[0] ?? '').trim().startsWith(BULK_COMMENT_PREFIX)) return false;
    dataRows += 1;
    return dataRows > BULK_MAX_ROWS;
  };
}

/**
 * The records of a CSV file as papaparse hands them over one by one (its `step`), blank ones
 * included so that row numbers are the ones a spreadsheet shows. Reading stops past the row
 * limit, and at a quoted cell that is never closed. The browser and the server both read so.
 */
export function bulkCsvRecords() {
  const table: string[][] = [];
  const isOverLimit = bulkRowLimiter();
  let problem: { error: string; text?: ServerText } | undefined;
  return {
    step(result: { data: string[]; errors: readonly { type: string }[] }, parser: { abort: () => void }) {
      if (result.errors.some((error) => error.type === 'Quotes')) {
        const unclosed = BULK_TEXTS.unclosedQuote(table.length + 1);
        problem = { error: unclosed.message, text: unclosed.text };
        parser.abort();
        return;
      }
      table.push(result.data);
      if (isOverLimit(result.data)) {
        problem = { error: BULK_MESSAGES.overRowLimit };
        parser.abort();
      }
    },
    /** The records read, or why the file cannot be read. */
    result: (): { table: string[][] } | { error: string; text?: ServerText } => problem ?? { table },
  };
}

/** The bad rows as a table to fix: the file's columns, then an Error column; every cell neutralised. */
export function bulkErrorRows(header: readonly string[], invalid: readonly BulkInvalidRow[]): string[][] {
  return [
    [...header, BULK_ERROR_COLUMN],
    ...invalid.map((entry) => [
      ...header.map((_, position) => neutraliseBulkCell(entry.cells[position] ?? '')),
      neutraliseBulkCell(
        entry.errors.map((error) => (error.column ? `${error.column}: ${error.message}` : error.message)).join('; '),
      ),
    ]),
  ];
}
