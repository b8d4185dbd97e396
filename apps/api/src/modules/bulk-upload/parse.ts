import { Readable } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';
import { BulkFileError, readBulkTable, sheetTable } from '@sameday/bulk-file';
import {
  BULK_MAX_XLSX_ENTRIES,
  BULK_MAX_XLSX_SHARED_STRINGS_BYTES,
  BULK_MAX_XLSX_UNPACKED_BYTES,
  BULK_MESSAGES,
  bulkRowLimiter,
  readZipDirectory,
  type ZipEntry,
} from '@sameday/contract';
import { AppError } from '../../platform/errors';

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
        throw new BulkFileError(BULK_MESSAGES.notXlsx);
      }
    } else throw new BulkFileError(BULK_MESSAGES.notXlsx);
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
  if (!entries) throw new BulkFileError(BULK_MESSAGES.notXlsx);
  if (entries.length > BULK_MAX_XLSX_ENTRIES) throw new BulkFileError(BULK_MESSAGES.xlsxTooManyParts);
  if (!(await unpacksWithinLimit(bytes, entries))) throw new BulkFileError(BULK_MESSAGES.xlsxTooLarge);
  const ordered = inReadingOrder(bytes, entries);
  if (!ordered) throw new BulkFileError(BULK_MESSAGES.notXlsx);
  // exceljs loads with the first workbook read, not at start-up (docs/decisions/044).
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([ordered]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let read: { table: string[][]; stopped: boolean } | undefined;
  try {
    for await (const sheet of reader) {
      // The reader's types leave out the workbook's sheet list and a sheet's name.
      const first = (reader as unknown as { model?: { sheets?: { name: string }[] } }).model?.sheets?.[0];
      if (first && first.name !== (sheet as unknown as { name: string }).name) continue;
      read = await sheetTable(sheet, bulkRowLimiter());
      break;
    }
  } catch {
    throw new BulkFileError(BULK_MESSAGES.notXlsx);
  }
  if (read?.stopped) throw new BulkFileError(BULK_MESSAGES.overRowLimit);
  return read?.table ?? [];
}

/**
 * The rows of a .csv or .xlsx upload as cells of text, read as the browser reads them but a
 * workbook streamed behind the unpacking limits above; a file that cannot be read is refused
 * with its sentence, as an invalid_argument on the file field.
 */
export async function readBulkFile(name: string, bytes: Buffer): Promise<string[][]> {
  try {
    return await readBulkTable(name, bytes, () => readXlsx(bytes));
  } catch (error) {
    if (!(error instanceof BulkFileError)) throw error;
    throw new AppError('invalid_argument', error.text ?? error.message, { details: { field: 'file' } });
  }
}
