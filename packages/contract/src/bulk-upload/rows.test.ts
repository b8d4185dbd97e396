import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMIRATES } from '../addresses/address';
import { SERVICE_KINDS } from '../orders/cut-offs';
import { OrderInputSchema } from '../orders/order';
import { DEFAULT_PRICING_MODEL } from '../orders/pricing';
import { DEFAULT_CUT_OFFS } from '../preferences/preferences';
import { TEXT_MESSAGES } from '../text';
import { BULK_HEADERS, bulkTemplateRows } from './columns';
import {
  type BulkRowRules,
  normaliseBulkPhone,
  orderInputToBulkCells,
  orderInputToBulkRows,
  parseBulkDate,
  parseBulkNumber,
  validateBulkTable,
} from './rows';
import { type BulkCellError, bulkErrorRows } from './rules';

const PICKUPS = [
  { id: 'loc_main', name: 'Main warehouse', emirate: 'Dubai' },
  { id: 'loc_jafza', name: 'JAFZA store', emirate: 'Dubai' },
];
/** 08:00 in Dubai on Friday 20 November 2026: same day is still today, next day tomorrow. */
const NOW = new Date('2026-11-20T04:00:00Z');
const RULES: BulkRowRules = {
  pickups: PICKUPS,
  now: NOW,
  cutOffs: DEFAULT_CUT_OFFS,
  isFourHourEnabled: true,
  pricing: DEFAULT_PRICING_MODEL,
};

const text = (max: number) =>
  fc
    .string({ unit: fc.constantFrom(...'abcXYZ 019,;"\n\'-=مرحبا'.split('')), minLength: 1, maxLength: max })
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && !value.startsWith("'") && !value.startsWith('#'));
const optionalText = (max: number) => fc.oneof(fc.constant(''), text(max));
const day = fc
  .date({ min: new Date('2026-11-21T00:00:00Z'), max: new Date('2026-12-20T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const orderInput = fc
  .record({
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
  })
  // 4-hour goes within Dubai only (the pickups are in Dubai).
  .map((input) =>
    input.serviceKind === 'four_hour'
      ? { ...input, recipient: { ...input.recipient, emirate: 'Dubai' as const } }
      : input,
  );

const nameOf = (id: string) => PICKUPS.find((pickup) => pickup.id === id)?.name as string;

/** A row's reasons as people read them (column and English); their ids are checked apart. */
const reasons = (errors: readonly BulkCellError[] = []) => errors.map(({ column, message }) => ({ column, message }));

describe('bulk upload rules', () => {
  it('turns a valid row into the same order input the single-shipment form sends', () => {
    fc.assert(
      fc.property(orderInput, (input) => {
        const cells = orderInputToBulkCells(input, nameOf(input.pickupLocationId));
        const result = validateBulkTable([BULK_HEADERS, cells], RULES);
        if (!result.ok) throw new Error(result.message);
        expect(result.invalid).toEqual([]);
        expect(result.orders.map((order) => [order.rows, order.input])).toEqual([[[2], OrderInputSchema.parse(input)]]);
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
        const result = validateBulkTable([BULK_HEADERS, ...rows], RULES);
        const expected = rows.filter(
          (cells) => cells.some((value) => value.trim() !== '') && !(cells[0] ?? '').trim().startsWith('#'),
        ).length;
        if (!result.ok) {
          expect(expected).toBe(0);
          return;
        }
        const orderRows = result.orders.flatMap((order) => order.rows);
        expect(orderRows.length + result.invalid.length).toBe(result.rowCount);
        expect(result.validRowCount).toBe(orderRows.length);
        expect(result.rowCount).toBe(expected);
        const numbers = [...orderRows, ...result.invalid.map((entry) => entry.row)];
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
      RULES,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.invalid.map((entry) => [entry.row, reasons(entry.errors)])).toEqual([
      [2, [{ column: 'Phone', message: 'Phone must be a UAE mobile: 050… or +971…' }]],
      [3, [{ column: 'Pickup address', message: 'Unknown pickup address "Warehouse 3"' }]],
      [4, [{ column: 'COD amount AED', message: 'COD amount must be greater than 0' }]],
      [5, [{ column: 'COD amount AED', message: 'COD amount must be greater than 0' }]],
      [6, [{ column: 'Emirate', message: 'Choose one of the seven emirates' }]],
      [
        7,
        [
          {
            column: 'Scheduled date',
            message: 'Use a date like 23-11-2026 (day-month-year), 23/11/2026 or 2026-11-23',
          },
        ],
      ],
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
      RULES,
    );
    if (!result.ok) throw new Error(result.message);
    const unsafe = TEXT_MESSAGES.unsafe;
    expect(result.orders.map((order) => order.rows)).toEqual([[6]]);
    expect(result.invalid.map((entry) => [entry.row, reasons(entry.errors)])).toEqual([
      [2, [{ column: 'Recipient name', message: unsafe }]],
      [3, [{ column: 'Item name', message: unsafe }]],
      [4, [{ column: 'Notes', message: unsafe }]],
      [
        5,
        [
          { column: 'Error', message: unsafe },
          { column: 'Phone', message: 'Phone must be a UAE mobile: 050… or +971…' },
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
      RULES,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.unknownColumns).toEqual(['Recipient']);
    expect(result.missingColumns).toContain('Recipient name');
    // By id too, with each kind of problem by itself for a reader that says them in its language.
    expect(result.text?.id).toBe('bulk.columnsProblem');
    expect(result.text?.values.problems).toBe(result.message.replace(' Use the columns of the template.', ''));
    expect(result.text?.values.unknownColumns).toBe('"Recipient"');
    expect(result.text?.values.duplicatedColumns).toBeUndefined();
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
    const first = validateBulkTable([BULK_HEADERS, cells], RULES);
    if (!first.ok) throw new Error(first.message);
    const download = bulkErrorRows(first.header, first.invalid);
    expect(download[1]?.at(-1)).toBe('Phone: Phone must be a UAE mobile: 050… or +971…');
    const fixed = download.map((row, index) =>
      index === 0 ? row : row.map((cell, column) => (download[0]?.[column] === 'Phone' ? '0501234567' : cell)),
    );
    const again = validateBulkTable(fixed, RULES);
    if (!again.ok) throw new Error(again.message);
    expect(again.orders).toHaveLength(1);
  });

  it('skips the template description and note rows and accepts its examples: one order of one item, one of two', () => {
    const result = validateBulkTable(bulkTemplateRows(), RULES);
    if (!result.ok) throw new Error(result.message);
    expect(result.invalid).toEqual([]);
    expect(result.rowCount).toBe(3);
    expect(
      result.orders.map((order) => [order.input.partnerOrderId, order.input.items.map((item) => item.name)]),
    ).toEqual([
      ['SHOP-1001', ['Perfume gift box']],
      ['SHOP-1002', ['Scented candle', 'Gift card']],
    ]);
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

  const order = (changes: Partial<Parameters<typeof orderInputToBulkCells>[0]> = {}) =>
    orderInputToBulkRows(
      {
        pickupLocationId: 'loc_main',
        recipient: { name: 'Fatima', phone: '+971501234567', addressLine1: 'Tower', area: 'Marina', emirate: 'Dubai' },
        items: [{ name: 'Box', quantity: 1, weightKg: 1 }],
        payment: { mode: 'cod', codAmountFils: 25_000 },
        serviceKind: 'next_day',
        partnerOrderId: 'SHOP-1',
        ...changes,
      },
      'Main warehouse',
    );
  const at = (header: string) => BULK_HEADERS.indexOf(header);
  const withCell = (cells: string[], header: string, value: string) =>
    cells.map((cell, i) => (i === at(header) ? value : cell));

  it('makes one order of several items from the rows sharing a reference, counting orders and rows', () => {
    const twoItems = order({
      items: [
        { name: 'Perfume', quantity: 1, weightKg: 0.5 },
        { name: 'Candle', quantity: 3, weightKg: 0.25, barcode: 'C-3' },
      ],
    });
    // The rows of an order need not follow each other; their phone may be written either way.
    const [first, second] = twoItems as [string[], string[]];
    const other = order({ partnerOrderId: 'SHOP-2' })[0] as string[];
    const result = validateBulkTable(
      [
        BULK_HEADERS,
        first,
        other,
        withCell(second, 'Phone', '050 123 4567'),
        order({ partnerOrderId: null })[0] as string[],
      ],
      RULES,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.invalid).toEqual([]);
    expect(result.rowCount).toBe(4);
    expect(result.validRowCount).toBe(4);
    expect(result.orders.map((entry) => [entry.rows, entry.input.partnerOrderId, entry.input.items])).toEqual([
      [
        [2, 4],
        'SHOP-1',
        [
          { name: 'Perfume', quantity: 1, weightKg: 0.5, barcode: null },
          { name: 'Candle', quantity: 3, weightKg: 0.25, barcode: 'C-3' },
        ],
      ],
      [[3], 'SHOP-2', [{ name: 'Box', quantity: 1, weightKg: 1, barcode: null }]],
      [[5], null, [{ name: 'Box', quantity: 1, weightKg: 1, barcode: null }]],
    ]);
  });

  it('refuses the whole order when its rows disagree on an order column or one of them is wrong', () => {
    const [first] = order() as [string[]];
    const result = validateBulkTable(
      [
        BULK_HEADERS,
        first,
        withCell(first, 'COD amount AED', '300'),
        withCell(first, 'Item name', 'Candle'),
        withCell(order({ partnerOrderId: 'SHOP-2' })[0] as string[], 'Phone', '12'),
        order({ partnerOrderId: 'SHOP-2' })[0] as string[],
      ],
      RULES,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.orders).toEqual([]);
    expect(result.invalid.map((entry) => [entry.row, reasons(entry.errors)])).toEqual([
      [2, [{ column: 'Reference', message: 'Order "SHOP-1" is not imported: its row 3 has errors' }]],
      [
        3,
        [
          {
            column: 'COD amount AED',
            message: 'COD amount AED must be the same on every row of order "SHOP-1" (row 2 says otherwise)',
          },
        ],
      ],
      [4, [{ column: 'Reference', message: 'Order "SHOP-1" is not imported: its row 3 has errors' }]],
      [5, [{ column: 'Phone', message: 'Phone must be a UAE mobile: 050… or +971…' }]],
      [6, [{ column: 'Reference', message: 'Order "SHOP-2" is not imported: its row 5 has errors' }]],
    ]);
  });

  it('holds at most 50 items in an order', () => {
    const [first] = order() as [string[]];
    const result = validateBulkTable([BULK_HEADERS, ...Array.from({ length: 51 }, () => first)], RULES);
    if (!result.ok) throw new Error(result.message);
    expect(result.orders).toEqual([]);
    expect(reasons(result.invalid.at(-1)?.errors)).toEqual([
      { column: 'Reference', message: 'Order "SHOP-1" has more than 50 rows; an order holds at most 50 items' },
    ]);
    expect(result.invalid[0]?.errors[0]?.message).toBe('Order "SHOP-1" is not imported: its row 52 has errors');
    // Each reason a template wrote carries its id and values beside the English (decision 053).
    expect(result.invalid.at(-1)?.errors[0]?.text).toEqual({
      id: 'bulkRows.tooManyItems',
      values: { reference: 'SHOP-1', max: '50' },
    });
    expect(result.invalid[0]?.errors[0]?.text).toEqual({
      id: 'bulkRows.orderHasErrorsInRow',
      values: { reference: 'SHOP-1', row: '52' },
    });
  });

  it('decides the scheduled day as the order placement does, quoting dates as the template writes them', () => {
    const [cells] = order({ partnerOrderId: null }) as [string[]];
    const dated = (date: string, service = 'Next day') =>
      withCell(withCell(cells, 'Scheduled date', date), 'Service', service);
    const table = [
      BULK_HEADERS,
      dated('01-01-2020'),
      dated('20-11-2026'),
      dated('20/11/2026', 'Same day'),
      dated('21-11-2026'),
      dated('20-12-2026'),
      dated('21-12-2026'),
    ];
    const result = validateBulkTable(table, RULES);
    if (!result.ok) throw new Error(result.message);
    expect(result.orders.map((entry) => [entry.rows[0], entry.input.scheduledDate])).toEqual([
      [4, '2026-11-20'],
      [5, '2026-11-21'],
      [6, '2026-12-20'],
    ]);
    expect(result.invalid.map((entry) => [entry.row, reasons(entry.errors)])).toEqual([
      [
        2,
        [
          {
            column: 'Scheduled date',
            message: '01-01-2020 is in the past: the earliest delivery date for Next day is 21-11-2026',
          },
        ],
      ],
      [3, [{ column: 'Scheduled date', message: 'The earliest delivery date for Next day is 21-11-2026' }]],
      [
        7,
        [
          {
            column: 'Scheduled date',
            message: 'Orders can be scheduled up to 30 days ahead: the latest date is 20-12-2026',
          },
        ],
      ],
    ]);
    // After the same-day cut-off (13:00 in Dubai), same day rolls to the next day: the same rule, later.
    const afternoon = validateBulkTable(table, { ...RULES, now: new Date('2026-11-20T10:00:00Z') });
    if (!afternoon.ok) throw new Error(afternoon.message);
    expect(reasons(afternoon.invalid.find((entry) => entry.row === 4)?.errors)).toEqual([
      { column: 'Scheduled date', message: 'The earliest delivery date for Same day is 21-11-2026' },
    ]);
    // Dubai's date, not the clock's: 22:00 UTC on the 20th is already the 21st in Dubai.
    const lateNight = validateBulkTable(table, { ...RULES, now: new Date('2026-11-20T22:00:00Z') });
    if (!lateNight.ok) throw new Error(lateNight.message);
    expect(lateNight.orders.map((entry) => entry.rows[0])).toEqual([6, 7]);
  });

  it('refuses a service the route or the account does not have, as the order placement does', () => {
    const [cells] = order({ partnerOrderId: null }) as [string[]];
    const table = [
      BULK_HEADERS,
      withCell(cells, 'Service', '4-hour'),
      withCell(withCell(cells, 'Service', '4-hour'), 'Emirate', 'Sharjah'),
      withCell(cells, 'Emirate', 'Fujairah'),
    ];
    const pricing = {
      ...DEFAULT_PRICING_MODEL,
      rates: DEFAULT_PRICING_MODEL.rates.filter((rate) => rate.zone === 'main'),
    };
    const result = validateBulkTable(table, { ...RULES, pricing });
    if (!result.ok) throw new Error(result.message);
    expect(result.orders.map((entry) => entry.rows)).toEqual([[2]]);
    expect(result.invalid.map((entry) => [entry.row, reasons(entry.errors)])).toEqual([
      [3, [{ column: 'Service', message: '4-hour delivery is available within Dubai only.' }]],
      [4, [{ column: 'Service', message: 'Your rate card has no price for this service to Fujairah' }]],
    ]);
    const noFlag = validateBulkTable(table, { ...RULES, isFourHourEnabled: false });
    if (!noFlag.ok) throw new Error(noFlag.message);
    expect(reasons(noFlag.invalid[0]?.errors)).toEqual([
      { column: 'Service', message: '4-hour delivery is not enabled for your account.' },
    ]);
  });
});
