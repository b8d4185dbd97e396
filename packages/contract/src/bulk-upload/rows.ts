// The rules of a bulk upload file's rows, one module for the browser's Web Worker and the
// server's worker thread: cells become the order input the single-shipment form sends, rows
// sharing a reference become one order of several items, and each order meets the rules of
// its service day, schedule and price. What those depend on (the account's pickups,
// cut-offs, 4-hour flag and rate card, and the moment of the check) is an input, so the
// browser and the server give the same verdict on the same file.
// Zod and plain TypeScript only: the worker imports it without the rest of the app.
import type { z } from 'zod';
import { EMIRATES } from '../addresses/address';
import { MESSAGES } from '../messages';
import {
  addDays,
  type CutOffTimes,
  dubaiClock,
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
  type ServiceKind,
  serviceWindow,
} from '../orders/cut-offs';
import { ORDER_FIELD_MESSAGES, ORDER_MAX_ITEMS, OrderInputSchema } from '../orders/order';
import { ORDER_ERROR_SENTENCES } from '../orders/order-errors';
import { quoteOrder } from '../orders/pricing';
import type { PricingModel, ServiceWindow } from '../pricing/schemas';
import { sentence, textWriter, type WrittenText } from '../sentences';
import { textProblem } from '../text';
import { BULK_COLUMNS, BULK_COMMENT_PREFIX, BULK_MAX_ROWS, type BulkColumnKey, bulkColumnOf } from './columns';
import {
  BULK_ERROR_COLUMN,
  BULK_MESSAGES,
  BULK_SENTENCES,
  BULK_TEXTS,
  type BulkCellError,
  type BulkFileProblem,
  type BulkInvalidRow,
} from './rules';

export type BulkOrderInput = z.output<typeof OrderInputSchema>;
/** A saved pickup address a file may name, with its emirate (4-hour goes from Dubai to Dubai only). */
export type BulkPickup = { id: string; name: string; emirate: string };

/**
 * What the rules of the rows read besides the cells: the account's pickups, cut-off times,
 * 4-hour flag and rate card, and the moment of the check, whose Dubai date and time decide
 * the earliest delivery day. The browser passes what it read of the account and its clock,
 * the server what it read from the database and its clock.
 */
export type BulkRowRules = {
  pickups: readonly BulkPickup[];
  now: Date;
  cutOffs: CutOffTimes;
  isFourHourEnabled: boolean;
  pricing: PricingModel;
};

/** One order of the file: its input (an item per row) and the rows it was read from. */
export type BulkValidOrder = { rows: number[]; input: BulkOrderInput };
export type BulkValidation = {
  ok: true;
  header: string[];
  /** Data rows in the file (comment and blank rows left out): valid + invalid. */
  rowCount: number;
  /** The rows of `orders`: rowCount - invalid.length. */
  validRowCount: number;
  /** The orders the valid rows make: rows sharing a reference are one order. */
  orders: BulkValidOrder[];
  /** The rows that cannot be imported with their reasons, in row order. */
  invalid: BulkInvalidRow[];
};

/** How far ahead an order can be scheduled, as the order placement allows. */
export const BULK_SCHEDULE_DAYS_AHEAD = 30;

/** A YYYY-MM-DD day as the template writes it: DD-MM-YYYY. */
export const formatBulkDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

/**
 * The reasons a row gets with values (see ../sentences.ts), so the dashboard can say them in
 * Arabic: dates (DD-MM-YYYY), column names, references and row numbers stay as written. A
 * route the rate card does not price is the orders' own sentence (ORDER_ERROR_SENTENCES).
 */
export const BULK_ROW_SENTENCES = {
  pastDate: '{date} is in the past: the earliest delivery date for {service} is {earliest}',
  tooEarly: 'The earliest delivery date for {service} is {earliest}',
  tooLate: 'Orders can be scheduled up to {days} days ahead: the latest date is {latest}',
  notSameInOrder: '{column} must be the same on every row of order "{reference}" (row {row} says otherwise)',
  tooManyItems: 'Order "{reference}" has more than {max} rows; an order holds at most {max} items',
  orderHasErrorsInRow: 'Order "{reference}" is not imported: its row {row} has errors',
  orderHasErrorsInRows: 'Order "{reference}" is not imported: its rows {rows} have errors',
  unknownPickup: 'Unknown pickup address "{name}"',
  unknownService: 'Service must be Same day, Next day or 4-hour (not "{given}")',
} as const;

const rowText = textWriter('bulkRows', BULK_ROW_SENTENCES);
const bulkText = textWriter('bulk', BULK_SENTENCES);
const orderText = textWriter('orders', ORDER_ERROR_SENTENCES);

/** The reasons a row gets with values, by id beside their English, in the template's formats (dates DD-MM-YYYY). */
export const BULK_ROW_TEXTS = {
  unknownPickup: (name: string) => rowText('unknownPickup', { name }),
  unknownService: (given: string) => rowText('unknownService', { given }),
  pastDate: (date: string, earliest: string, service: string) => rowText('pastDate', { date, earliest, service }),
  tooEarly: (earliest: string, service: string) => rowText('tooEarly', { earliest, service }),
  tooLate: (latest: string) => rowText('tooLate', { days: BULK_SCHEDULE_DAYS_AHEAD, latest }),
  noPrice: (emirate: string) => orderText('noPriceForService', { emirate }),
  notSameInOrder: (column: string, reference: string, firstRow: number) =>
    rowText('notSameInOrder', { column, reference, row: firstRow }),
  tooManyItems: (reference: string) => rowText('tooManyItems', { reference, max: ORDER_MAX_ITEMS }),
  orderHasErrors: (reference: string, rows: readonly number[]) =>
    rows.length === 1
      ? rowText('orderHasErrorsInRow', { reference, row: rows[0] ?? '' })
      : rowText('orderHasErrorsInRows', {
          reference,
          rows: `${rows.slice(0, 5).join(', ')}${rows.length > 5 ? '…' : ''}`,
        }),
} as const;

const T = BULK_ROW_TEXTS;

/** The reasons a row gets, in the template's formats (dates DD-MM-YYYY): their English. */
export const BULK_ROW_MESSAGES = {
  phone: 'Phone must be a UAE mobile: 050… or +971…',
  date: 'Use a date like 23-11-2026 (day-month-year), 23/11/2026 or 2026-11-23',
  weight: 'Weight must be a number in kg, like 0.5',
  codNumber: 'COD amount must be a number like 250 or 1,250.50',
  codDecimals: 'COD amount has at most 2 decimals',
  /** A row the order's schema refused without naming a column of the template. */
  rowNotValid: 'This row is not valid',
  /** A service the route does not offer, when the service window gives no reason of its own. */
  serviceNotAvailable: 'This service is not available',
  unknownPickup: (name: string) => T.unknownPickup(name).message,
  unknownService: (given: string) => T.unknownService(given).message,
  pastDate: (date: string, earliest: string, service: string) => T.pastDate(date, earliest, service).message,
  tooEarly: (earliest: string, service: string) => T.tooEarly(earliest, service).message,
  tooLate: (latest: string) => T.tooLate(latest).message,
  noPrice: (emirate: string) => T.noPrice(emirate).message,
  notSameInOrder: (column: string, reference: string, firstRow: number) =>
    T.notSameInOrder(column, reference, firstRow).message,
  tooManyItems: (reference: string) => T.tooManyItems(reference).message,
  orderHasErrors: (reference: string, rows: readonly number[]) => T.orderHasErrors(reference, rows).message,
} as const;

/** A cell's reason from its English alone (a fixed sentence) or from a template with its id. */
const cellError = (column: string, reason: string | WrittenText): BulkCellError =>
  typeof reason === 'string' ? { column, message: reason } : { column, message: reason.message, text: reason.text };

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

/** The one sentence a cell of these columns gets, whatever the schema found wrong (the template's formats). */
const CELL_MESSAGES: Partial<Record<BulkColumnKey, string>> = {
  phone: BULK_ROW_MESSAGES.phone,
  scheduledDate: BULK_ROW_MESSAGES.date,
};

type RowContext = { pickups: Map<string, string> };

/** One data row: the order input the single-shipment form would send, or what is wrong, column by column. */
function parseRow(
  get: (key: BulkColumnKey) => string,
  context: RowContext,
): { input: BulkOrderInput } | { errors: BulkCellError[] } {
  const errors = new Map<BulkColumnKey, string | WrittenText>();
  const fail = (key: BulkColumnKey, message: string | WrittenText) => {
    if (!errors.has(key)) errors.set(key, message);
  };

  const pickupName = get('pickup');
  let pickupLocationId = '';
  if (pickupName) {
    pickupLocationId = context.pickups.get(pickupName.toLowerCase()) ?? '';
    if (!pickupLocationId) fail('pickup', T.unknownPickup(pickupName));
  }

  const number = (key: BulkColumnKey, message: string): number | undefined => {
    const raw = get(key);
    if (!raw) return undefined;
    const value = parseBulkNumber(raw);
    if (value === undefined) fail(key, message);
    return value;
  };
  const quantity = number('quantity', ORDER_FIELD_MESSAGES.quantityWhole);
  const weightKg = number('weightKg', BULK_ROW_MESSAGES.weight);

  const codRaw = get('codAmount');
  let payment: { mode: 'prepaid' | 'cod'; codAmountFils?: number } = { mode: 'prepaid' };
  if (codRaw) {
    const aed = parseBulkNumber(codRaw);
    if (aed === undefined) fail('codAmount', BULK_ROW_MESSAGES.codNumber);
    else if (Math.abs(aed * 100 - Math.round(aed * 100)) > 1e-6) fail('codAmount', BULK_ROW_MESSAGES.codDecimals);
    else payment = { mode: 'cod', codAmountFils: Math.round(aed * 100) };
  }

  const serviceRaw = get('serviceKind');
  const serviceKind = serviceRaw ? SERVICE_NAMES[serviceRaw.toLowerCase().replace(/[^a-z0-9]/g, '')] : undefined;
  if (serviceRaw && !serviceKind) fail('serviceKind', T.unknownService(serviceRaw));

  const emirateRaw = get('emirate');
  const emirate =
    EMIRATES.find((name) => name.toLowerCase() === emirateRaw.toLowerCase().replace(/\s+/g, ' ')) ?? emirateRaw;

  const dateRaw = get('scheduledDate');
  const scheduledDate = dateRaw ? parseBulkDate(dateRaw) : null;
  if (dateRaw && !scheduledDate) fail('scheduledDate', BULK_ROW_MESSAGES.date);

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
      if (get(key) === '' && bulkColumnOf(key).required) fail(key, MESSAGES.required);
      else fail(key, CELL_MESSAGES[key] ?? issue.message);
    }
  }
  if (errors.size > 0 || !parsed.success) {
    const list = [...errors].map(([key, reason]) => cellError(bulkColumnOf(key).header, reason));
    return { errors: list.length > 0 ? list : [{ column: '', message: BULK_ROW_MESSAGES.rowNotValid }] };
  }
  return { input: parsed.data };
}

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');
const normaliseHeader = (value: string) =>
  value
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** The columns of an order rather than of an item: every row of an order of several items repeats them. */
const ORDER_FIELDS: readonly [BulkColumnKey, (input: BulkOrderInput) => unknown][] = [
  ['pickup', (input) => input.pickupLocationId],
  ['recipientName', (input) => input.recipient.name],
  ['phone', (input) => input.recipient.phone],
  ['addressLine1', (input) => input.recipient.addressLine1],
  ['addressLine2', (input) => input.recipient.addressLine2],
  ['apartmentNumber', (input) => input.recipient.apartmentNumber],
  ['area', (input) => input.recipient.area],
  ['emirate', (input) => input.recipient.emirate],
  ['codAmount', (input) => `${input.payment.mode} ${input.payment.codAmountFils}`],
  ['serviceKind', (input) => input.serviceKind],
  ['scheduledDate', (input) => input.scheduledDate ?? null],
  ['notes', (input) => input.recipient.notes],
];

/** A data row as read: its cells, its reasons so far, and its order input when it has none. */
type ReadRow = { row: number; cells: string[]; errors: BulkCellError[]; input?: BulkOrderInput; reference: string };

/**
 * The order the rows of one reference make (or the one row without a reference), with
 * an item per row; undefined when a row of it is wrong, and then every row of it says why.
 */
function orderOfRows(rows: readonly ReadRow[]): BulkOrderInput | undefined {
  const [first, ...others] = rows as [ReadRow, ...ReadRow[]];
  if (others.length === 0) return first.input;
  const reference = first.reference;
  const firstInput = first.input;
  if (firstInput) {
    for (const entry of others) {
      const input = entry.input;
      if (!input) continue;
      for (const [key, fieldOf] of ORDER_FIELDS) {
        if (fieldOf(input) === fieldOf(firstInput)) continue;
        const column = bulkColumnOf(key).header;
        entry.errors.push(cellError(column, T.notSameInOrder(column, reference, first.row)));
      }
    }
  }
  for (const entry of rows.slice(ORDER_MAX_ITEMS)) {
    entry.errors.push(cellError(bulkColumnOf('reference').header, T.tooManyItems(reference)));
  }
  const wrong = rows.filter((entry) => entry.errors.length > 0).map((entry) => entry.row);
  if (wrong.length > 0) {
    const reason = T.orderHasErrors(reference, wrong);
    for (const entry of rows) {
      if (entry.errors.length === 0) entry.errors.push(cellError(bulkColumnOf('reference').header, reason));
    }
    return undefined;
  }
  return { ...(firstInput as BulkOrderInput), items: rows.flatMap((entry) => entry.input?.items ?? []) };
}

/**
 * What the order placement would refuse of an order, by the same functions it uses: a
 * service not offered on this route (4-hour), a scheduled day before the earliest one or
 * too far ahead, a route the rate card does not price. Dates are given DD-MM-YYYY.
 */
function orderPlanner({ pickups, now, cutOffs, isFourHourEnabled, pricing }: BulkRowRules) {
  const today = dubaiClock(now).date;
  const latest = addDays(today, BULK_SCHEDULE_DAYS_AHEAD);
  const pickupEmirates = new Map(pickups.map((pickup) => [pickup.id, pickup.emirate]));
  // A 50,000-row file has a handful of routes: each window is worked out once.
  const windows = new Map<string, ServiceWindow>();
  const problem = (key: BulkColumnKey, reason: string | WrittenText): BulkCellError =>
    cellError(bulkColumnOf(key).header, reason);
  return (input: BulkOrderInput): BulkCellError | undefined => {
    const pickupEmirate = pickupEmirates.get(input.pickupLocationId);
    const route = `${input.serviceKind}|${input.recipient.emirate}|${pickupEmirate}`;
    let window = windows.get(route);
    if (!window) {
      window = serviceWindow({
        now,
        kind: input.serviceKind,
        destinationEmirate: input.recipient.emirate,
        pickupEmirate,
        cutOffs,
        isFourHourEnabled,
      });
      windows.set(route, window);
    }
    if (!window.isOffered) return problem('serviceKind', window.reason ?? BULK_ROW_MESSAGES.serviceNotAvailable);
    const date = input.scheduledDate;
    if (date) {
      const service = SERVICE_KIND_LABELS[input.serviceKind];
      const earliest = formatBulkDate(window.serviceDate);
      if (date < today) return problem('scheduledDate', T.pastDate(formatBulkDate(date), earliest, service));
      if (date < window.serviceDate) return problem('scheduledDate', T.tooEarly(earliest, service));
      if (date > latest) return problem('scheduledDate', T.tooLate(formatBulkDate(latest)));
    }
    const quote = quoteOrder(pricing, {
      serviceKind: input.serviceKind,
      destinationEmirate: input.recipient.emirate,
      items: input.items,
      isCashOnDelivery: input.payment.mode === 'cod',
    });
    if (!quote) return problem('serviceKind', T.noPrice(input.recipient.emirate));
    return undefined;
  };
}

/**
 * Checks a whole table (rows of cells, the header first) against the columns and the
 * order rules. A problem with the file itself answers ok: false; otherwise every data
 * row is either in an order or invalid with its reasons. `row` is the row number in the
 * file (the header is row 1). Rows sharing a reference are one order of several items.
 */
export function validateBulkTable(
  table: readonly (readonly string[])[],
  rules: BulkRowRules,
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
    // Each kind of problem also by itself beside the joined English, so a reader can say each in its language.
    const lists = [
      ['unknownColumns', unknownColumns],
      ['missingColumns', missingColumns],
      ['duplicatedColumns', duplicated],
    ] as const;
    const given = lists.filter(([, names]) => names.length > 0).map(([kind, names]) => [kind, quoted(names)] as const);
    const problems = given.map(([kind, columns]) => sentence(BULK_SENTENCES[kind], { columns }));
    const written = bulkText('columnsProblem', { problems: problems.join(' ') });
    return {
      ok: false,
      message: written.message,
      text: { ...written.text, values: { ...written.text.values, ...Object.fromEntries(given) } },
      unknownColumns,
      missingColumns,
    };
  }

  const dataRows = rest.filter(({ cells }) => !(cells[0] ?? '').trim().startsWith(BULK_COMMENT_PREFIX));
  if (dataRows.length === 0) return { ok: false, message: BULK_MESSAGES.headerOnly };
  if (dataRows.length > BULK_MAX_ROWS) {
    const written = BULK_TEXTS.tooManyRows(dataRows.length);
    return { ok: false, message: written.message, text: written.text };
  }

  const context: RowContext = {
    pickups: new Map(rules.pickups.map((pickup) => [pickup.name.trim().toLowerCase(), pickup.id])),
  };
  /** The name a row error gives a cell's column: the template's header, or the file's for a column it ignores. */
  const columnNames = [...header];
  for (const [key, position] of index) columnNames[position] = bulkColumnOf(key).header;
  /** The rows of each order, in the order of their first rows. */
  const groups: ReadRow[][] = [];
  const groupOfReference = new Map<string, ReadRow[]>();
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
    const entry: ReadRow = {
      row,
      cells,
      errors,
      input: errors.length === 0 && 'input' in result ? result.input : undefined,
      reference,
    };
    const group = reference ? groupOfReference.get(reference) : undefined;
    if (group) group.push(entry);
    else {
      groups.push([entry]);
      if (reference) groupOfReference.set(reference, groups[groups.length - 1] as ReadRow[]);
    }
  }

  const planProblem = orderPlanner(rules);
  const orders: BulkValidOrder[] = [];
  const invalid: BulkInvalidRow[] = [];
  let isInterleaved = false;
  for (const group of groups) {
    const input = orderOfRows(group);
    const problem = input && planProblem(input);
    if (input && !problem) {
      orders.push({ rows: group.map((entry) => entry.row), input });
      continue;
    }
    for (const entry of group) {
      if (problem) entry.errors.push(problem);
      if ((invalid.at(-1)?.row ?? 0) > entry.row) isInterleaved = true;
      invalid.push({ row: entry.row, cells: entry.cells, errors: entry.errors });
    }
  }
  if (isInterleaved) invalid.sort((a, b) => a.row - b.row);
  return {
    ok: true,
    header,
    rowCount: dataRows.length,
    validRowCount: dataRows.length - invalid.length,
    orders,
    invalid,
  };
}

/** An order input written as a row of the template's columns (its first item): the bench, the tests. */
export function orderInputToBulkCells(input: z.input<typeof OrderInputSchema>, pickupName: string): string[] {
  return orderInputToBulkRows(input, pickupName)[0] as string[];
}

/** An order input written as rows of the template's columns, one per item (the same reference on each). */
export function orderInputToBulkRows(input: z.input<typeof OrderInputSchema>, pickupName: string): string[][] {
  return (input.items.length > 0 ? input.items : [undefined]).map((item) => orderRowCells(input, item, pickupName));
}

function orderRowCells(
  input: z.input<typeof OrderInputSchema>,
  item: z.input<typeof OrderInputSchema>['items'][number] | undefined,
  pickupName: string,
): string[] {
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
    scheduledDate: input.scheduledDate ? formatBulkDate(input.scheduledDate) : '',
    notes: input.recipient.notes ?? '',
  };
  return BULK_COLUMNS.map((column) => values[column.key]);
}
