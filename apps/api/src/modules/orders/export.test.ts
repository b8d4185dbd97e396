import { addDays, dubaiClock, dubaiInstant, type Order } from '@sameday/contract';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLATFORM, type TestApp } from '../../test/harness';
import { bearer, expectError, fieldMessage } from '../../test/identity';
import { type Merchant, newMerchant, openMerchantApp, placeOrder, putInState, setCreatedAt } from '../../test/orders';
import { call } from '../../test/teams';
import { CSV_COLUMNS } from './service/files/csv';

let t: TestApp;
let merchant: Merchant;
beforeAll(async () => {
  ({ t, merchant } = await openMerchantApp());
});
afterAll(async () => t?.close());

const FORMULA = '=HYPERLINK("http://x")';

const download = (token: string, query = '') => call(t.app, 'GET', `/quiqdash/orders/download${query}`, token);
function rowsOf(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}
async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Orders');
  if (!sheet) throw new Error('the workbook has no Orders sheet');
  return sheet;
}
/** Today in Dubai, read before and after a request (midnight may pass): YYYY-MM-DD, and DD-MM-YYYY. */
const dubaiIsoDays = (before: Date, after: Date) => [...new Set([before, after].map((at) => dubaiClock(at).date))];
const dubaiDays = (before: Date, after: Date) =>
  dubaiIsoDays(before, after).map((date) => date.split('-').reverse().join('-'));

describe('GET /quiqdash/orders/download (CSV export)', () => {
  let shop: Merchant;
  let plain: Order;
  let risky: Order;
  beforeAll(async () => {
    shop = await newMerchant(t);
    plain = await placeOrder(t, shop, {
      partnerOrderId: 'SHOP-1',
      recipient: {
        name: 'فاطمة نور',
        phone: '+971509876543',
        addressLine1: 'Marina Heights Tower',
        addressLine2: 'Next to the metro, "B" entrance',
        apartmentNumber: '1204',
        area: 'Dubai Marina',
        emirate: 'Dubai',
      },
      items: [
        { name: 'Perfume 100ml', quantity: 2, weightKg: 0.4 },
        { name: 'Gift box', quantity: 1, weightKg: 0.2 },
      ],
    });
    await setCreatedAt(t, plain.id, '2026-05-01T21:15:00Z');
    risky = await placeOrder(t, shop, {
      partnerOrderId: FORMULA,
      payment: { mode: 'prepaid' },
      recipient: {
        name: FORMULA,
        phone: '+971521112233',
        addressLine1: '@SUM(1+1)',
        addressLine2: '-2+3',
        area: '+cmd',
        emirate: 'Sharjah',
        notes: '',
      },
      items: [{ name: '=1+1', quantity: 1, weightKg: 1 }],
    });
  });

  it('answers a CSV file with a BOM, the header row and one row per order', async () => {
    const before = new Date();
    const response = await download(shop.token);
    const after = new Date();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(dubaiIsoDays(before, after).map((day) => `attachment; filename="orders-${day}.csv"`)).toContain(
      response.headers['content-disposition'],
    );
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row[0])).toEqual([risky.id, plain.id]);
    expect(rows[1]).toEqual([
      plain.id,
      'SHOP-1',
      'Pending',
      'Next day',
      plain.serviceDate,
      // One date form in every date column: YYYY-MM-DD, and the time in Dubai.
      '2026-05-02 01:15',
      'فاطمة نور',
      // The UAE's own form: text to every spreadsheet, no apostrophe, no leading + read as a formula.
      '050 987 6543',
      '1204, Marina Heights Tower, Next to the metro, "B" entrance',
      'Dubai Marina',
      'Dubai',
      'Cash on delivery',
      // Money is a number a spreadsheet sums, its currency in a column of its own.
      '250.00',
      '23.00',
      'AED',
      '2 × Perfume 100ml; 1 × Gift box',
      // Not yet recorded as exported by the merchant's own system.
      '',
    ]);
    expect(header).toEqual([
      'Order ID',
      'Reference',
      'Status',
      'Service',
      'Delivery date',
      'Created (Dubai)',
      'Recipient',
      'Phone',
      'Address',
      'Area',
      'Emirate',
      'Payment',
      'COD amount',
      'Price (excl. VAT)',
      'Currency',
      'Items',
      'Exported (Dubai)',
    ]);
    // Next day to Sharjah, prepaid: nothing to collect.
    expect(rows[0]?.slice(11, 15)).toEqual(['Prepaid', '0.00', '22.00', 'AED']);
  });

  it('neutralises every cell that begins with = + - or @', async () => {
    const [, ...rows] = rowsOf((await download(shop.token)).body);
    const row = rows.find((cells) => cells[0] === risky.id) as string[];
    const cell = (column: (typeof CSV_COLUMNS)[number]) => row[CSV_COLUMNS.indexOf(column)];
    expect(cell('Recipient')).toBe(`'${FORMULA}`);
    expect(cell('Reference')).toBe(`'${FORMULA}`);
    expect(cell('Address')).toBe("'@SUM(1+1), -2+3");
    expect(cell('Area')).toBe("'+cmd");
    expect(cell('Items')).toBe('1 × =1+1');
    expect(cell('Phone')).toBe('052 111 2233');
    for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('exports what the list shows: the same filters, and chosen ids', async () => {
    await putInState(t, risky.id, 'collected');
    const inTransit = rowsOf((await download(shop.token, '?group=in_transit')).body);
    expect(inTransit.slice(1).map((row) => row[0])).toEqual([risky.id]);
    expect(inTransit[1]?.[2]).toBe('Collected');
    const searched = rowsOf((await download(shop.token, '?q=SHOP-1')).body);
    expect(searched.slice(1).map((row) => row[0])).toEqual([plain.id]);
    const chosen = rowsOf((await download(shop.token, `?ids=${plain.id},${risky.id}`)).body);
    expect(chosen.slice(1).map((row) => row[0])).toEqual([plain.id, risky.id]);
    const dated = rowsOf((await download(shop.token, '?from=2026-05-02&to=2026-05-02')).body);
    expect(dated.slice(1).map((row) => row[0])).toEqual([plain.id]);
    await putInState(t, risky.id, 'pending');
  });

  it('answers an Excel workbook with typed cells: numbers, real dates, text that is never a formula', async () => {
    const before = new Date();
    const response = await download(shop.token, '?format=xlsx');
    const after = new Date();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(dubaiIsoDays(before, after).map((day) => `attachment; filename="orders-${day}.xlsx"`)).toContain(
      response.headers['content-disposition'],
    );
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...CSV_COLUMNS]);
    const row = (id: string) => {
      const found = [2, 3].map((n) => sheet.getRow(n)).find((candidate) => candidate.getCell(1).value === id);
      if (!found) throw new Error(`no row for ${id}`);
      return (column: (typeof CSV_COLUMNS)[number]) => found.getCell(CSV_COLUMNS.indexOf(column) + 1);
    };
    const plainCell = row(plain.id);
    expect(plainCell('COD amount').value).toBe(250);
    expect(plainCell('COD amount').numFmt).toBe('#,##0.00');
    expect(plainCell('Price (excl. VAT)').value).toBe(23);
    expect(plainCell('Currency').value).toBe('AED');
    // Dates are dates: the Dubai wall clock (a workbook has no time zone), in one format.
    expect(plainCell('Created (Dubai)').value).toEqual(new Date('2026-05-02T01:15:00Z'));
    expect(plainCell('Created (Dubai)').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(plainCell('Delivery date').value).toEqual(new Date(`${plain.serviceDate}T00:00:00Z`));
    expect(plainCell('Delivery date').numFmt).toBe('yyyy-mm-dd');
    expect(plainCell('Phone').value).toBe('050 987 6543');
    expect(plainCell('Recipient').value).toBe('فاطمة نور');
    // A text cell is never run: the formula is kept as it was typed, without a visible quote.
    const riskyCell = row(risky.id);
    expect(riskyCell('Recipient').value).toBe(FORMULA);
    expect(riskyCell('Recipient').type).toBe(ExcelJS.ValueType.String);
    expect(riskyCell('Address').value).toBe('@SUM(1+1), -2+3');
    expect(riskyCell('COD amount').value).toBe(0);
  });

  it('answers just the header for an account without orders', async () => {
    const empty = await newMerchant(t);
    expect(rowsOf((await download(empty.token)).body)).toEqual([[...CSV_COLUMNS]]);
  });

  it('exports more than one page of orders', async () => {
    const busy = await newMerchant(t);
    for (let i = 0; i < 205; i += 1) await placeOrder(t, busy, { partnerOrderId: `BULK-${i}` });
    const rows = rowsOf((await download(busy.token)).body).slice(1);
    expect(rows).toHaveLength(205);
    expect(new Set(rows.map((row) => row[0])).size).toBe(205);
    const sheet = await sheetOf((await download(busy.token, '?format=xlsx')).rawPayload);
    expect(sheet.rowCount).toBe(206);
    const ids = Array.from({ length: 205 }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(new Set(ids).size).toBe(205);
  }, 60_000);

  it('answers not_found for an id of another account and exports nothing', async () => {
    const other = await newMerchant(t);
    const theirs = await placeOrder(t, other);
    expectError(await download(shop.token, `?ids=${plain.id},${theirs.id}`), 404, 'not_found', 'Order not found');
    expectError(
      await download(shop.token, `?format=xlsx&ids=${plain.id},${theirs.id}`),
      404,
      'not_found',
      'Order not found',
    );
  });

  it('refuses an unknown format', async () => {
    const response = await download(shop.token, '?format=xls');
    expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(fieldMessage(response, 'format')).toBeTruthy();
  });
});

/** Reads what the tests need from a PDF without a PDF library: its pages and their media boxes. */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const pages = [...text.matchAll(/\/Type\s*\/Page(?![a-zA-Z])/g)].length;
  const count = Number(/\/Type\s*\/Pages[\s\S]*?\/Count\s+(\d+)/.exec(text)?.[1]);
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.\s]+?)\s*\]/g)].map((m) => (m[1] as string).split(/\s+/));
  return { header: text.slice(0, 5), trailer: text.trimEnd().slice(-5), pages, count, boxes };
}

const labels = (token: string, ids: string[], format?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${PLATFORM}/quiqdash/orders/labels/${ids.join(',')}${format ? `?format=${format}` : ''}`,
    headers: bearer(token),
  });

describe('file names after midnight in Dubai (still the day before in UTC)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('dates the CSV and the labels by the Dubai day', async () => {
    const order = await placeOrder(t, merchant);
    const other = await placeOrder(t, merchant);
    // 00:30 in Dubai is 20:30 UTC the day before. The latest such instant already past: the
    // session's token was minted now and a clock moved ahead of its ten minutes would expire it.
    const now = new Date();
    const todayAtHalfPast = dubaiInstant(dubaiClock(now).date, '00:30');
    const day = todayAtHalfPast <= now ? dubaiClock(now).date : addDays(dubaiClock(now).date, -1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(dubaiInstant(day, '00:30'));
    const csv = await download(merchant.token);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="orders-${day}.csv"`);
    const pdf = await labels(merchant.token, [order.id, other.id]);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="orders-${day.split('-').reverse().join('-')}.pdf"`,
    );
  });
});

describe('GET /quiqdash/orders/labels/{ids}', () => {
  let placed: Order[];
  beforeAll(async () => {
    placed = [];
    for (let i = 0; i < 9; i += 1) {
      placed.push(
        await placeOrder(t, merchant, {
          partnerOrderId: `LBL-${i}`,
          payment: i % 2 ? { mode: 'prepaid' } : { mode: 'cod', codAmountFils: 12_345 },
          serviceKind: i % 3 === 0 ? 'same_day' : 'next_day',
        }),
      );
    }
  });
  const ids = (n: number) => placed.slice(0, n).map((order) => order.id);

  it('answers one 4×6 inch page for one order, saved as order-{id}.pdf', async () => {
    const response = await labels(merchant.token, ids(1));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="order-${placed[0]?.id}.pdf"`);
    const pdf = pdfPages(response.rawPayload);
    expect(pdf).toMatchObject({ header: '%PDF-', trailer: '%%EOF', pages: 1, count: 1 });
    expect(pdf.boxes).toEqual([['0', '0', '288', '432']]);
  });

  it.each([2, 3, 9])('answers one 4×6 page per order for %i orders, saved as orders-{DD-MM-YYYY}.pdf', async (n) => {
    const before = new Date();
    const response = await labels(merchant.token, ids(n), '4x6');
    const after = new Date();
    expect(response.statusCode).toBe(200);
    expect(dubaiDays(before, after).map((day) => `attachment; filename="orders-${day}.pdf"`)).toContain(
      response.headers['content-disposition'],
    );
    expect(response.headers['content-disposition']).toMatch(/orders-\d{2}-\d{2}-\d{4}\.pdf/);
    const pdf = pdfPages(response.rawPayload);
    expect(pdf).toMatchObject({ header: '%PDF-', pages: n, count: n });
    expect(pdf.boxes).toEqual(Array.from({ length: n }, () => ['0', '0', '288', '432']));
  });

  it.each([
    [1, 1],
    [3, 1],
    [4, 1],
    [5, 2],
    [8, 2],
    [9, 3],
  ])('puts %i orders on %i A4 pages, four a page', async (n, pages) => {
    const response = await labels(merchant.token, ids(n), 'a4');
    expect(response.statusCode).toBe(200);
    const pdf = pdfPages(response.rawPayload);
    expect(pdf).toMatchObject({ header: '%PDF-', pages, count: pages });
    expect(pdf.boxes).toEqual(Array.from({ length: pages }, () => ['0', '0', '595.28', '841.89']));
  });

  it('prints each order once when an id is repeated', async () => {
    const response = await labels(merchant.token, [placed[0]?.id as string, placed[0]?.id as string]);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="order-${placed[0]?.id}.pdf"`);
    expect(pdfPages(response.rawPayload).pages).toBe(1);
  });

  it('prints a label for an Arabic recipient and a long address', async () => {
    const order = await placeOrder(t, merchant, {
      recipient: {
        name: 'محمد بن راشد الحسن',
        phone: '+971521112233',
        addressLine1: 'برج خليفة '.repeat(20),
        addressLine2: 'x'.repeat(300),
        area: 'Downtown Dubai',
        emirate: 'Dubai',
      },
    });
    const response = await labels(merchant.token, [order.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(pdfPages(response.rawPayload).pages).toBe(1);
  });

  it('refuses an unknown format', async () => {
    const response = await labels(merchant.token, ids(1), 'a5');
    expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(fieldMessage(response, 'format')).toBeTruthy();
  });

  it('answers not_found when any order is unknown', async () => {
    expectError(await labels(merchant.token, [...ids(2), 'SD0000000000']), 404, 'not_found', 'Order not found');
  });
});
