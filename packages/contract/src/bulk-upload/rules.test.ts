import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMIRATES } from '../addresses/address';
import { SERVICE_KINDS } from '../orders/cut-offs';
import { OrderInputSchema } from '../orders/order';
import { TEXT_MESSAGES } from '../text';
import { BULK_HEADERS, BULK_MAX_ROWS, bulkTemplateRows } from './columns';
import {
  bulkErrorRows,
  bulkRowLimiter,
  neutraliseBulkCell,
  normaliseBulkPhone,
  orderInputToBulkCells,
  parseBulkDate,
  parseBulkNumber,
  validateBulkTable,
} from './rules';

const PICKUPS = [
  { id: 'loc_main', name: 'Main warehouse' },
  { id: 'loc_jafza', name: 'JAFZA store' },
];

const text = (max: number) =>
  fc
    .string({ unit: fc.constantFrom(...'abcXYZ 019,;"\n\'-=مرحبا'.split('')), minLength: 1, maxLength: max })
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && !value.startsWith("'") && !value.startsWith('#'));
const optionalText = (max: number) => fc.oneof(fc.constant(''), text(max));
const day = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const orderInput = fc.record({
  pickupLocationId: fc.constantFrom(...PICKUPS.map((pickup) => pickup.id)),
  recipient: fc.record({
    name: text(120),
    phone: fc.stringMatching(/^5[0-9]{8}$/).map((digits) => `+971${digits}`),
    addressLine1: text(200),
    addressLine2: optionalText(300),
    apartmentNumber: optionalText(40),
    area: text(120),
    emirate: fc.constantFrom(...EMIRATES),
    notes: optionalText(500),
  }),
  items: fc.tuple(
    fc.record({
      name: text(120),
      quantity: fc.integer({ min: 1, max: 999 }),
      weightKg: fc.integer({ min: 1, max: 100_000 }).map((grams) => grams / 1000),
      barcode: fc.option(fc.stringMatching(/^[A-Z0-9]{1,20}$/), { nil: null }),
    }),
  ),
  payment: fc.oneof(
    fc.constant({ mode: 'prepaid' as const, codAmountFils: 0 }),
    fc.integer({ min: 1, max: 10_000_000 }).map((fils) => ({ mode: 'cod' as const, codAmountFils: fils })),
  ),
  serviceKind: fc.constantFrom(...SERVICE_KINDS),
  partnerOrderId: fc.option(text(64), { nil: null }),
  scheduledDate: fc.option(day, { nil: null }),
});

const nameOf = (id: string) => PICKUPS.find((pickup) => pickup.id === id)?.name as string;

describe('bulk upload rules', () => {
  it('turns a valid row into the same order input the single-shipment form sends', () => {
    fc.assert(
      fc.property(orderInput, (input) => {
        const cells = orderInputToBulkCells(input, nameOf(input.pickupLocationId));
        const result = validateBulkTable([BULK_HEADERS, cells], PICKUPS);
        if (!result.ok) throw new Error(result.message);
        expect(result.invalid).toEqual([]);
        expect(result.valid[0]?.input).toEqual(OrderInputSchema.parse(input));
      }),
      { numRuns: 300 },
    );
  });

  it('counts every data row of a file exactly once, as valid or invalid', () => {
    const cell = fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 12 }),
      fc.constantFrom('Main warehouse', '0501234567', 'Dubai', '1,250.50', '=1+1'),
    );
    const row = fc.oneof(
      orderInput.map((input) => orderInputToBulkCells(input, nameOf(input.pickupLocationId))),
      fc.array(cell, { minLength: 0, maxLength: BULK_HEADERS.length + 2 }),
    );
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 30 }), (rows) => {
        const result = validateBulkTable([BULK_HEADERS, ...rows], PICKUPS);
        const expected = rows.filter(
          (cells) => cells.some((value) => value.trim() !== '') && !(cells[0] ?? '').trim().startsWith('#'),
        ).length;
        if (!result.ok) {
          expect(expected).toBe(0);
          return;
        }
        expect(result.valid.length + result.invalid.length).toBe(result.rowCount);
        expect(result.rowCount).toBe(expected);
        const numbers = [...result.valid, ...result.invalid].map((entry) => entry.row);
        expect(new Set(numbers).size).toBe(numbers.length);
      }),
      { numRuns: 200 },
    );
  });

  it('explains each bad cell in plain words with its column', () => {
    const good = orderInputToBulkCells(
      {
        pickupLocationId: 'loc_main',
        recipient: { name: 'Fatima', phone: '+971501234567', addressLine1: 'Tower', area: 'Marina', emirate: 'Dubai' },
        items: [{ name: 'Box', quantity: 1, weightKg: 1 }],
        payment: { mode: 'cod', codAmountFils: 25_000 },
        serviceKind: 'next_day',
      },
      'Main warehouse',
    );
    const withCell = (header: string, value: string) =>
      good.map((cell, i) => (BULK_HEADERS[i] === header ? value : cell));
    const result = validateBulkTable(
      [
        BULK_HEADERS,
        withCell('Phone', '05012'),
        withCell('Pickup address', 'Warehouse 3'),
        withCell('COD amount AED', '0'),
        withCell('COD amount AED', '-5'),
        withCell('Emirate', 'Narnia'),
        withCell('Scheduled date', '31/02/2026'),
      ],
      PICKUPS,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.invalid.map((entry) => [entry.row, entry.errors])).toEqual([
      [2, [{ column: 'Phone', message: 'Phone number is too short' }]],
      [3, [{ column: 'Pickup address', message: 'Unknown pickup address "Warehouse 3"' }]],
      [4, [{ column: 'COD amount AED', message: 'COD amount must be greater than 0' }]],
      [5, [{ column: 'COD amount AED', message: 'COD amount must be greater than 0' }]],
      [6, [{ column: 'Emirate', message: 'Choose one of the seven emirates' }]],
      [7, [{ column: 'Scheduled date', message: 'Use a date like 2026-11-23' }]],
    ]);
  });

  it('lists a cell holding a NUL, a lone surrogate or a control character as its column’s error, in the bad-rows file too', () => {
    const good = orderInputToBulkCells(
      {
        pickupLocationId: 'loc_main',
        recipient: { name: 'Fatima', phone: '+971501234567', addressLine1: 'Tower', area: 'Marina', emirate: 'Dubai' },
        items: [{ name: 'Box', quantity: 1, weightKg: 1 }],
        payment: { mode: 'prepaid' },
        serviceKind: 'next_day',
      },
      'Main warehouse',
    );
    const withCell = (header: string, value: string) =>
      good.map((cell, i) => (BULK_HEADERS[i] === header ? value : cell));
    const result = validateBulkTable(
      [
        [...BULK_HEADERS, 'Error'],
        withCell('Recipient name', 'Fatima\u0000'),
        withCell('Item name', 'Box \uD800'),
        withCell('Notes', 'Call\u0008'),
        [...withCell('Phone', '05012'), 'was wrong\u001f'],
        good,
      ],
      PICKUPS,
    );
    if (!result.ok) throw new Error(result.message);
    const unsafe = TEXT_MESSAGES.unsafe;
    expect(result.valid.map((entry) => entry.row)).toEqual([6]);
    expect(result.invalid.map((entry) => [entry.row, entry.errors])).toEqual([
      [2, [{ column: 'Recipient name', message: unsafe }]],
      [3, [{ column: 'Item name', message: unsafe }]],
      [4, [{ column: 'Notes', message: unsafe }]],
      [
        5,
        [
          { column: 'Error', message: unsafe },
          { column: 'Phone', message: 'Phone number is too short' },
        ],
      ],
    ]);
    expect(bulkErrorRows(result.header, result.invalid)[2]?.at(-1)).toBe(`Item name: ${unsafe}`);
  });

  it('names unknown and missing columns', () => {
    const result = validateBulkTable(
      [
        ['Pickup address', 'Recipient', 'Phone'],
        ['a', 'b', 'c'],
      ],
      PICKUPS,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.unknownColumns).toEqual(['Recipient']);
    expect(result.missingColumns).toContain('Recipient name');
    expect(result.message).toMatch(
      /^Unknown columns: "Recipient"\. Missing columns: "Recipient name", "Building name or Area"/,
    );
  });

  it('reads the bad-rows download back once fixed: its Error column is ignored', () => {
    const cells = orderInputToBulkCells(
      {
        pickupLocationId: 'loc_main',
        recipient: { name: 'A', phone: '+97150', addressLine1: 'T', area: 'M', emirate: 'Dubai' },
        items: [{ name: 'Box', quantity: 1, weightKg: 1 }],
        payment: { mode: 'prepaid' },
        serviceKind: 'next_day',
      },
      'Main warehouse',
    );
    const first = validateBulkTable([BULK_HEADERS, cells], PICKUPS);
    if (!first.ok) throw new Error(first.message);
    const download = bulkErrorRows(first.header, first.invalid);
    expect(download[1]?.at(-1)).toBe('Phone: Phone number is too short');
    const fixed = download.map((row, index) =>
      index === 0 ? row : row.map((cell, column) => (download[0]?.[column] === 'Phone' ? '0501234567' : cell)),
    );
    const again = validateBulkTable(fixed, PICKUPS);
    if (!again.ok) throw new Error(again.message);
    expect(again.valid).toHaveLength(1);
  });

  it('skips the template description row and accepts the template example', () => {
    const result = validateBulkTable(bulkTemplateRows(), PICKUPS);
    if (!result.ok) throw new Error(result.message);
    expect(result.rowCount).toBe(1);
    expect(result.valid).toHaveLength(1);
  });

  it('reads numbers, phones and dates as merchants type them', () => {
    expect(parseBulkNumber('1,250.50')).toBe(1250.5);
    expect(parseBulkNumber('AED 250')).toBe(250);
    expect(parseBulkNumber('0,5')).toBe(0.5);
    expect(parseBulkNumber('12abc')).toBeUndefined();
    expect(
      ['0501234567', '501234567', '971501234567', '+971 50 123 4567', '00971501234567'].map(normaliseBulkPhone),
    ).toEqual(Array(5).fill('+971501234567'));
    expect(parseBulkDate('5-1-2027')).toBe('2027-01-05');
    expect(parseBulkDate('05/01/2027')).toBe('2027-01-05');
    expect(parseBulkDate('2027-01-05')).toBe('2027-01-05');
    expect(parseBulkDate('Jan 5')).toBeUndefined();
  });

  it('neutralises formula-looking cells in the bad-rows file but keeps phone numbers', () => {
    expect(neutraliseBulkCell('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
    expect(neutraliseBulkCell('+971501234567')).toBe('+971501234567');
    expect(neutraliseBulkCell('@SUM(A1)')).toBe("'@SUM(A1)");
    const rows = bulkErrorRows(
      ['Recipient name'],
      [{ row: 2, cells: ['=1+1'], errors: [{ column: 'Phone', message: 'x' }] }],
    );
    expect(rows).toEqual([
      ['Recipient name', 'Error'],
      ["'=1+1", 'Phone: x'],
    ]);
  });

  it('flags a reference used twice in the file on its second row', () => {
    const cells = orderInputToBulkCells(
      {
        pickupLocationId: 'loc_main',
        recipient: { name: 'A', phone: '+971501234567', addressLine1: 'T', area: 'M', emirate: 'Dubai' },
        items: [{ name: 'Box', quantity: 1, weightKg: 1 }],
        payment: { mode: 'prepaid' },
        serviceKind: 'next_day',
        partnerOrderId: 'REF-1',
      },
      'Main warehouse',
    );
    const result = validateBulkTable([BULK_HEADERS, cells, cells], PICKUPS);
    if (!result.ok) throw new Error(result.message);
    expect(result.valid.map((entry) => entry.row)).toEqual([2]);
    expect(result.invalid[0]?.errors).toEqual([
      { column: 'Reference', message: 'Reference "REF-1" is already used on row 2 of this file' },
    ]);
  });

  it('stops a reader just past the row limit, counting rows as the check does (header, blank rows and notes are not orders)', () => {
    const isOverLimit = bulkRowLimiter();
    const seen = [[''], BULK_HEADERS, ['# note'], ['', ' '], ...Array.from({ length: BULK_MAX_ROWS }, () => ['x'])].map(
      (cells) => isOverLimit(cells),
    );
    expect(seen.some(Boolean)).toBe(false);
    expect(isOverLimit(['#another note'])).toBe(false);
    expect(isOverLimit([''])).toBe(false);
    expect(isOverLimit(['x'])).toBe(true);
  });
});
