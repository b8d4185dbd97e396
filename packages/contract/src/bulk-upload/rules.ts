// The rules of a bulk upload file, one function for the browser's Web Worker and the server.
// Zod and plain TypeScript only: the worker imports it without the rest of the app.
import type { z } from 'zod';
import { EMIRATES } from '../addresses/address';
import { SERVICE_KIND_LABELS, SERVICE_KINDS, type ServiceKind } from '../orders/cut-offs';
import { OrderInputSchema } from '../orders/order';
import { textProblem } from '../text';
import {
  BULK_COLUMNS,
  BULK_COMMENT_PREFIX,
  BULK_MAX_BYTES,
  BULK_MAX_ROWS,
  type BulkColumnKey,
  bulkColumnOf,
} from './columns';

export type BulkOrderInput = z.output<typeof OrderInputSchema>;
export type BulkPickup = { id: string; name: string };
export type BulkCellError = { column: string; message: string };
export type BulkValidRow = { row: number; input: BulkOrderInput };
export type BulkInvalidRow = { row: number; cells: string[]; errors: BulkCellError[] };
/** A problem with the whole file: nothing in it can be imported. */
export type BulkFileProblem = { ok: false; message: string; unknownColumns?: string[]; missingColumns?: string[] };
export type BulkValidation = {
  ok: true;
  header: string[];
  /** Data rows in the file (comment and blank rows left out): valid + invalid. */
  rowCount: number;
  valid: BulkValidRow[];
  invalid: BulkInvalidRow[];
};

/** The column the bad-rows download adds; an upload of that file ignores it. */
export const BULK_ERROR_COLUMN = 'Error';

export const BULK_MESSAGES = {
  empty: 'The file is empty.',
  headerOnly: 'The file has a header row but no orders.',
  notCsvOrXlsx: 'Upload a .csv or .xlsx file.',
  notText: 'This file is not a CSV text file. Save it as "CSV UTF-8" or upload the .xlsx file.',
  notXlsx: 'This file is not an Excel .xlsx workbook.',
  brokenUpload: 'The upload did not arrive whole. Choose the file and upload it again.',
  tooLarge: `The file is larger than ${BULK_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-US')} orders; the limit is ${BULK_MAX_ROWS.toLocaleString('en-US')} per file.`,
  overRowLimit: `The file has more than ${BULK_MAX_ROWS.toLocaleString('en-US')} orders; the limit is ${BULK_MAX_ROWS.toLocaleString('en-US')} per file.`,
  noValidRows: 'No row of the file can be imported. Fix the rows listed and upload the file again.',
  xlsxTooLarge: 'This workbook is too large once opened. Save it as CSV or split it into smaller files.',
  xlsxTooManyParts: 'This workbook holds too many parts to be an order sheet. Save it as CSV and upload that.',
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

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');
const normaliseHeader = (value: string) =>
  value
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

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
 * A number as people type it in a sheet: "1250.5", "1,250.50", "AED 250", "0,5"
 * (a decimal comma). Undefined when it is not a number.
 */
export function parseBulkNumber(raw: string): number | undefined {
  let value = raw
    .trim()
    .replace(/^AED\s*/i, '')
    .replace(/[\s\u00a0]/g, '');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replace(/,/g, '');
  else if (/^-?\d+,\d{1,2}$/.test(value)) value = value.replace(',', '.');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(value)) return undefined;
  return Number(value);
}

/** 05x…, 5x…, 9715…, 009715… or +9715… as +9715…; anything else is left for the phone rule to explain. */
export function normaliseBulkPhone(raw: string): string {
  const value = raw.trim().replace(/[\s\-().]/g, '');
  if (value.startsWith('+')) return value;
  if (value.startsWith('00971')) return `+${value.slice(2)}`;
  if (value.startsWith('971')) return `+${value}`;
  if (/^05\d/.test(value)) return `+971${value.slice(1)}`;
  if (/^5\d/.test(value)) return `+971${value}`;
  return value;
}

/** d-M-yyyy, dd/MM/yyyy (the spec's formats) or yyyy-MM-dd as yyyy-MM-dd; undefined when none fits. */
export function parseBulkDate(raw: string): string | undefined {
  const value = raw.trim();
  const pad = (part: string) => part.padStart(2, '0');
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (dayFirst) return `${dayFirst[3]}-${pad(dayFirst[2] as string)}-${pad(dayFirst[1] as string)}`;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(T00:00:00(\.000)?Z?)?$/.exec(value);
  if (iso) return `${iso[1]}-${pad(iso[2] as string)}-${pad(iso[3] as string)}`;
  return undefined;
}

const SERVICE_NAMES: Record<string, ServiceKind> = Object.fromEntries(
  SERVICE_KINDS.flatMap((kind) => [
    [kind.replace(/[^a-z0-9]/g, ''), kind],
    [SERVICE_KIND_LABELS[kind].toLowerCase().replace(/[^a-z0-9]/g, ''), kind],
  ]),
);
SERVICE_NAMES['4hr'] = 'four_hour';
SERVICE_NAMES['4hours'] = 'four_hour';

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

/** The cell as the merchant meant it: trimmed, and without the quote an export put before a formula-looking value. */
function cellText(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  return /^'[=+\-@]/.test(value) ? value.slice(1) : value;
}

const ISSUE_COLUMNS: Record<string, BulkColumnKey> = {
  pickupLocationId: 'pickup',
  'recipient.name': 'recipientName',
  'recipient.phone': 'phone',
  'recipient.addressLine1': 'addressLine1',
  'recipient.addressLine2': 'addressLine2',
  'recipient.apartmentNumber': 'apartmentNumber',
  'recipient.area': 'area',
  'recipient.emirate': 'emirate',
  'recipient.notes': 'notes',
  'items.0.name': 'itemName',
  'items.0.quantity': 'quantity',
  'items.0.weightKg': 'weightKg',
  'items.0.barcode': 'barcode',
  'payment.codAmountFils': 'codAmount',
  'payment.mode': 'codAmount',
  payment: 'codAmount',
  serviceKind: 'serviceKind',
  partnerOrderId: 'reference',
  scheduledDate: 'scheduledDate',
};

type RowContext = { pickups: Map<string, string> };

/** One data row: the order input the single-shipment form would send, or what is wrong, column by column. */
function parseRow(
  get: (key: BulkColumnKey) => string,
  context: RowContext,
): { input: BulkOrderInput } | { errors: BulkCellError[] } {
  const errors = new Map<BulkColumnKey, string>();
  const fail = (key: BulkColumnKey, message: string) => {
    if (!errors.has(key)) errors.set(key, message);
  };

  const pickupName = get('pickup');
  let pickupLocationId = '';
  if (pickupName) {
    pickupLocationId = context.pickups.get(pickupName.toLowerCase()) ?? '';
    if (!pickupLocationId) fail('pickup', `Unknown pickup address "${pickupName}"`);
  }

  const number = (key: BulkColumnKey, message: string): number | undefined => {
    const raw = get(key);
    if (!raw) return undefined;
    const value = parseBulkNumber(raw);
    if (value === undefined) fail(key, message);
    return value;
  };
  const quantity = number('quantity', 'Quantity must be a whole number');
  const weightKg = number('weightKg', 'Weight must be a number in kg, like 0.5');

  const codRaw = get('codAmount');
  let payment: { mode: 'prepaid' | 'cod'; codAmountFils?: number } = { mode: 'prepaid' };
  if (codRaw) {
    const aed = parseBulkNumber(codRaw);
    if (aed === undefined) fail('codAmount', 'COD amount must be a number like 250 or 1,250.50');
    else if (Math.abs(aed * 100 - Math.round(aed * 100)) > 1e-6) fail('codAmount', 'COD amount has at most 2 decimals');
    else payment = { mode: 'cod', codAmountFils: Math.round(aed * 100) };
  }

  const serviceRaw = get('serviceKind');
  const serviceKind = serviceRaw ? SERVICE_NAMES[serviceRaw.toLowerCase().replace(/[^a-z0-9]/g, '')] : undefined;
  if (serviceRaw && !serviceKind)
    fail('serviceKind', `Service must be Same day, Next day or 4-hour (not "${serviceRaw}")`);

  const emirateRaw = get('emirate');
  const emirate =
    EMIRATES.find((name) => name.toLowerCase() === emirateRaw.toLowerCase().replace(/\s+/g, ' ')) ?? emirateRaw;

  const dateRaw = get('scheduledDate');
  const scheduledDate = dateRaw ? parseBulkDate(dateRaw) : null;
  if (dateRaw && !scheduledDate) fail('scheduledDate', 'Use a date like 23-11-2026, 23/11/2026 or 2026-11-23');

  const phoneRaw = get('phone');
  const candidate = {
    pickupLocationId: pickupLocationId || (pickupName ? 'unknown' : ''),
    recipient: {
      name: get('recipientName'),
      phone: phoneRaw ? normaliseBulkPhone(phoneRaw) : '',
      addressLine1: get('addressLine1'),
      addressLine2: get('addressLine2'),
      apartmentNumber: get('apartmentNumber'),
      area: get('area'),
      emirate,
      notes: get('notes'),
    },
    items: [{ name: get('itemName'), quantity, weightKg, barcode: get('barcode') || null }],
    payment,
    serviceKind: serviceKind ?? serviceRaw,
    partnerOrderId: get('reference') || null,
    scheduledDate: scheduledDate ?? null,
  };
  const parsed = OrderInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      const key = ISSUE_COLUMNS[path] ?? (path.startsWith('items') ? 'itemName' : undefined);
      if (!key) continue;
      fail(key, get(key) === '' && bulkColumnOf(key).required ? 'This field is required' : issue.message);
    }
  }
  if (errors.size > 0 || !parsed.success) {
    const list = [...errors].map(([key, message]) => ({ column: bulkColumnOf(key).header, message }));
    return { errors: list.length > 0 ? list : [{ column: '', message: 'This row is not valid' }] };
  }
  return { input: parsed.data };
}

/**
 * Counts the data rows of a file as a reader meets them, the way validateBulkTable counts
 * them (the first non-blank row is the header; blank rows and # notes are not orders), and
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
  let problem: string | undefined;
  return {
    step(result: { data: string[]; errors: readonly { type: string }[] }, parser: { abort: () => void }) {
      if (result.errors.some((error) => error.type === 'Quotes')) {
        problem = `The file could not be read: a quoted cell is not closed (near row ${table.length + 1}).`;
        parser.abort();
        return;
      }
      table.push(result.data);
      if (isOverLimit(result.data)) {
        problem = BULK_MESSAGES.overRowLimit;
        parser.abort();
      }
    },
    /** The records read, or why the file cannot be read. */
    result: (): { table: string[][] } | { error: string } => (problem ? { error: problem } : { table }),
  };
}

/**
 * Checks a whole table (rows of cells, the header first) against the columns and the
 * order rules. A problem with the file itself answers ok: false; otherwise every data
 * row is either valid or invalid with its reasons. `row` is the row number in the file
 * (the header is row 1).
 */
export function validateBulkTable(
  table: readonly (readonly string[])[],
  pickups: readonly BulkPickup[],
): BulkValidation | BulkFileProblem {
  const rows = table
    .map((cells, index) => ({ cells: cells.map((cell) => String(cell ?? '')), row: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const [headerRow, ...rest] = rows;
  if (!headerRow) return { ok: false, message: BULK_MESSAGES.empty };
  const header = headerRow.cells.map((cell) => cell.replace(/^\uFEFF/, '').trim());

  const byHeader = new Map(BULK_COLUMNS.map((column) => [normaliseHeader(column.header), column]));
  const unknownColumns: string[] = [];
  const duplicated: string[] = [];
  const index = new Map<BulkColumnKey, number>();
  header.forEach((name, position) => {
    if (name === '' || normaliseHeader(name) === normaliseHeader(BULK_ERROR_COLUMN)) return;
    const column = byHeader.get(normaliseHeader(name));
    if (!column) unknownColumns.push(name);
    else if (index.has(column.key)) duplicated.push(name);
    else index.set(column.key, position);
  });
  const missingColumns = BULK_COLUMNS.filter((column) => column.required && !index.has(column.key)).map(
    (column) => column.header,
  );
  if (unknownColumns.length > 0 || missingColumns.length > 0 || duplicated.length > 0) {
    const parts = [
      unknownColumns.length > 0 ? `Unknown columns: ${quoted(unknownColumns)}.` : '',
      missingColumns.length > 0 ? `Missing columns: ${quoted(missingColumns)}.` : '',
      duplicated.length > 0 ? `Columns given twice: ${quoted(duplicated)}.` : '',
    ];
    return {
      ok: false,
      message: `${parts.filter(Boolean).join(' ')} Use the columns of the template.`,
      unknownColumns,
      missingColumns,
    };
  }

  const dataRows = rest.filter(({ cells }) => !(cells[0] ?? '').trim().startsWith(BULK_COMMENT_PREFIX));
  if (dataRows.length === 0) return { ok: false, message: BULK_MESSAGES.headerOnly };
  if (dataRows.length > BULK_MAX_ROWS) return { ok: false, message: BULK_MESSAGES.tooManyRows(dataRows.length) };

  const context: RowContext = {
    pickups: new Map(pickups.map((pickup) => [pickup.name.trim().toLowerCase(), pickup.id])),
  };
  /** The name a row error gives a cell's column: the template's header, or the file's for a column it ignores. */
  const columnNames = [...header];
  for (const [key, position] of index) columnNames[position] = bulkColumnOf(key).header;
  const valid: BulkValidRow[] = [];
  const invalid: BulkInvalidRow[] = [];
  const firstRowOfReference = new Map<string, number>();
  for (const { cells, row } of dataRows) {
    const get = (key: BulkColumnKey) => {
      const position = index.get(key);
      return position === undefined ? '' : cellText(cells[position]);
    };
    // Every cell, the ignored columns' included, meets the one text rule of every request
    // (a NUL that PostgreSQL cannot store, a lone surrogate, a control character).
    const textErrors: BulkCellError[] = cells.flatMap((cell, position) => {
      const problem = textProblem(cell);
      return problem ? [{ column: columnNames[position] ?? '', message: problem }] : [];
    });
    const result = parseRow(get, context);
    const errors = [
      ...textErrors,
      ...('errors' in result ? result.errors : []).filter(
        (error) => !textErrors.some((textError) => textError.column === error.column),
      ),
    ];
    const reference = get('reference');
    if (reference) {
      const first = firstRowOfReference.get(reference);
      if (first === undefined) firstRowOfReference.set(reference, row);
      else
        errors.push({
          column: bulkColumnOf('reference').header,
          message: `Reference "${reference}" is already used on row ${first} of this file`,
        });
    }
    if (errors.length > 0 || !('input' in result)) invalid.push({ row, cells, errors });
    else valid.push({ row, input: result.input });
  }
  return { ok: true, header, rowCount: dataRows.length, valid, invalid };
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

/** An order input written as a row of the template's columns (one item): the template's example, the bench, the tests. */
export function orderInputToBulkCells(input: z.input<typeof OrderInputSchema>, pickupName: string): string[] {
  const item = input.items[0];
  const cod = input.payment.mode === 'cod' ? ((input.payment.codAmountFils ?? 0) / 100).toFixed(2) : '';
  const values: Record<BulkColumnKey, string> = {
    pickup: pickupName,
    recipientName: input.recipient.name,
    phone: input.recipient.phone,
    addressLine1: input.recipient.addressLine1,
    addressLine2: input.recipient.addressLine2 ?? '',
    apartmentNumber: input.recipient.apartmentNumber ?? '',
    area: input.recipient.area,
    emirate: input.recipient.emirate,
    itemName: item?.name ?? '',
    quantity: item ? String(item.quantity) : '',
    weightKg: item ? String(item.weightKg) : '',
    barcode: item?.barcode ?? '',
    codAmount: cod,
    serviceKind: SERVICE_KIND_LABELS[input.serviceKind as ServiceKind] ?? String(input.serviceKind),
    reference: input.partnerOrderId ?? '',
    scheduledDate: input.scheduledDate ?? '',
    notes: input.recipient.notes ?? '',
  };
  return BULK_COLUMNS.map((column) => values[column.key]);
}
