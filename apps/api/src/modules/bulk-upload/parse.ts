import { Readable } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';
import {
  BULK_CSV_DELIMITERS,
  BULK_MAX_XLSX_ENTRIES,
  BULK_MAX_XLSX_SHARED_STRINGS_BYTES,
  BULK_MAX_XLSX_UNPACKED_BYTES,
  BULK_MESSAGES,
  bulkCsvRecords,
  bulkRowLimiter,
  decodeBulkCsv,
  readZipDirectory,
  sniffBulkFile,
  type ZipEntry,
} from '@sameday/contract';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../platform/errors';

const unreadable = (message: string) => new AppError('invalid_argument', message, { details: { field: 'file' } });

/**
 * The cells of a spreadsheet cell as text. A formula is kept as its text (=…) and
 * never evaluated; a date is its calendar day.
 */
function cellToText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value && typeof value.formula === 'string') return `=${value.formula}`;
  if ('sharedFormula' in value && typeof value.sharedFormula === 'string') return `=${value.sharedFormula}`;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

/** How many bytes deflated data unpacks to, counted as it unpacks (nothing kept), up to a little past `stopAfter`. */
function inflatedSize(data: Buffer, stopAfter: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    let size = 0;
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > stopAfter) {
        inflater.destroy();
        resolve(size);
      }
    });
    inflater.on('end', () => resolve(size));
    inflater.on('error', reject);
    inflater.end(data);
  });
}

/**
 * Whether every file of the workbook, really unpacked, stays within the limit. The sizes a
 * zip declares are not trusted: a "zip bomb" declares a few kilobytes and unpacks to
 * gigabytes, which the workbook reader would hold in memory.
 */
async function unpacksWithinLimit(bytes: Buffer, entries: readonly ZipEntry[]): Promise<boolean> {
  let total = 0;
  for (const entry of entries) {
    // The shared strings are held whole by the reader: they get a limit of their own.
    const limit = entry.name === SHARED_STRINGS ? BULK_MAX_XLSX_SHARED_STRINGS_BYTES : Number.POSITIVE_INFINITY;
    const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    let size: number;
    if (entry.method === 0) size = data.byteLength;
    else if (entry.method === 8) {
      try {
        size = await inflatedSize(data, Math.min(limit, BULK_MAX_XLSX_UNPACKED_BYTES - total));
      } catch {
        throw unreadable(BULK_MESSAGES.notXlsx);
      }
    } else throw unreadable(BULK_MESSAGES.notXlsx);
    total += size;
    if (size > limit || total > BULK_MAX_XLSX_UNPACKED_BYTES) return false;
  }
  return true;
}

/** A stored (uncompressed) zip entry: its local header and bytes, all a streaming unzip reads. */
function storedEntry(name: string, data: Buffer): Buffer {
  const nameBytes = Buffer.from(name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.byteLength, 18);
  header.writeUInt32LE(data.byteLength, 22);
  header.writeUInt16LE(nameBytes.byteLength, 26);
  return Buffer.concat([header, nameBytes, data]);
}

const SHEET_LIST = 'xl/workbook.xml';
const SHEET_FILES = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/**
 * The workbook's parts in the order exceljs's streaming reader needs (4.4.0 reads them in
 * the order they are stored, and loses a worksheet stored last or met before the sheet
 * list: exceljs issues 2790 and 3064): the sheet list, styles and shared strings first,
 * then the worksheets, then an empty marker entry. Parts are copied as stored, never
 * unpacked here. Undefined when the workbook has no sheet list.
 */
function inReadingOrder(bytes: Buffer, entries: readonly ZipEntry[]): Buffer | undefined {
  const named = new Map(entries.map((entry) => [entry.name, entry]));
  const record = (name: string) => {
    const entry = named.get(name);
    return entry && bytes.subarray(entry.start, entry.end);
  };
  const sheetFiles = record(SHEET_FILES);
  const sheetList = record(SHEET_LIST);
  if (!sheetFiles || !sheetList) return undefined;
  return Buffer.concat([
    sheetFiles,
    sheetList,
    record('xl/styles.xml') ?? Buffer.alloc(0),
    // Without shared strings (a workbook of inline text) the reader copies sheets to temporary files first.
    record(SHARED_STRINGS) ?? storedEntry(SHARED_STRINGS, Buffer.from('<sst/>')),
    ...entries.filter((entry) => WORKSHEET.test(entry.name)).map((entry) => bytes.subarray(entry.start, entry.end)),
    storedEntry('end', Buffer.alloc(0)),
  ]);
}

/**
 * The rows of the workbook's first sheet, read as a stream: rows are kept as they come and
 * reading stops just past the row limit, so a workbook of a million rows is refused without
 * being held whole in memory.
 */
async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const entries = readZipDirectory(bytes);
  if (!entries) throw unreadable(BULK_MESSAGES.notXlsx);
  if (entries.length > BULK_MAX_XLSX_ENTRIES) throw unreadable(BULK_MESSAGES.xlsxTooManyParts);
  if (!(await unpacksWithinLimit(bytes, entries))) throw unreadable(BULK_MESSAGES.xlsxTooLarge);
  const ordered = inReadingOrder(bytes, entries);
  if (!ordered) throw unreadable(BULK_MESSAGES.notXlsx);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([ordered]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const table: string[][] = [];
  const isOverLimit = bulkRowLimiter();
  let isTooLong = false;
  try {
    for await (const sheet of reader) {
      // The reader's types leave out the workbook's sheet list and a sheet's name.
      const first = (reader as unknown as { model?: { sheets?: { name: string }[] } }).model?.sheets?.[0];
      if (first && first.name !== (sheet as unknown as { name: string }).name) continue;
      for await (const row of sheet) {
        const cells = (row.values as ExcelJS.CellValue[]).slice(1).map(cellToText);
        table[row.number - 1] = cells;
        isTooLong = isOverLimit(cells);
        if (isTooLong) break;
      }
      break;
    }
  } catch {
    throw unreadable(BULK_MESSAGES.notXlsx);
  }
  if (isTooLong) throw unreadable(BULK_MESSAGES.overRowLimit);
  return table;
}

/** The records of a CSV file; the separator is guessed from its first rows. */
function readCsv(bytes: Buffer): string[][] {
  const decoded = decodeBulkCsv(bytes);
  if ('error' in decoded) throw unreadable(decoded.error);
  const records = bulkCsvRecords();
  // Guessing from the first rows and reading without papaparse's fast mode: both would
  // otherwise split the whole text into lines before the first record is handed over.
  const { delimiter } = Papa.parse(decoded.text.slice(0, 65_536), {
    delimitersToGuess: BULK_CSV_DELIMITERS,
    preview: 10,
  }).meta;
  Papa.parse<string[]>(decoded.text, { delimiter, fastMode: false, step: records.step });
  const read = records.result();
  if ('error' in read) throw unreadable(read.error);
  return read.table;
}

/** The rows of a .csv or .xlsx upload as cells of text; a file of another kind is refused with a sentence. */
export async function readBulkFile(name: string, bytes: Buffer): Promise<string[][]> {
  if (bytes.byteLength === 0) throw unreadable(BULK_MESSAGES.empty);
  const sniffed = sniffBulkFile(name, bytes);
  if ('error' in sniffed) throw unreadable(sniffed.error);
  return sniffed.kind === 'xlsx' ? readXlsx(bytes) : readCsv(bytes);
}
