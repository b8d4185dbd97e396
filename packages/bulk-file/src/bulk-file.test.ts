import { BULK_MESSAGES } from '@sameday/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  BulkFileError,
  cellToText,
  guessCsvDelimiter,
  loadedWorkbookReader,
  readBulkCsv,
  readBulkTable,
  sheetTable,
} from '.';

const utf8 = (text: string) => new TextEncoder().encode(text);
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof BulkFileError ? error.message : error),
  );

describe('a spreadsheet cell as text', () => {
  it.each<[string, ExcelJS.CellValue, string]>([
    ['nothing', null, ''],
    ['a string, Arabic included', 'فاطمة نور', 'فاطمة نور'],
    ['a number', 1250.5, '1250.5'],
    ['true', true, 'TRUE'],
    ['false', false, 'FALSE'],
    ['a date, as its calendar day', new Date(Date.UTC(2026, 2, 14, 18, 30)), '2026-03-14'],
    ['a formula, never run', { formula: 'SUM(A1:A2)', result: 3 }, '=SUM(A1:A2)'],
    ['a shared formula', { sharedFormula: 'A1*2', result: 4 } as ExcelJS.CellValue, '=A1*2'],
    ['rich text', { richText: [{ text: 'دبي ' }, { text: 'Marina', font: { bold: true } }] }, 'دبي Marina'],
    ['a hyperlink, as its text', { text: 'Shop', hyperlink: 'https://example.com' }, 'Shop'],
    ['an error', { error: '#N/A' }, '#N/A'],
  ])('%s', (_, value, text) => {
    expect(cellToText(value)).toBe(text);
  });
});

describe('a CSV file', () => {
  const rows = [
    ['Recipient name', 'Area', 'Item name'],
    ['فاطمة نور', 'دبي مارينا', 'عطر، ٥٠ مل'],
    ['Omar', 'Al Quoz', 'Perfume'],
  ];

  it.each([
    [',', 'commas'],
    [';', 'semicolons'],
    ['\t', 'tabs'],
    ['|', 'pipes'],
  ])('guesses %j (%s) from Arabic text', (delimiter) => {
    const text = rows.map((cells) => cells.join(delimiter)).join('\r\n');
    expect(guessCsvDelimiter(text)).toBe(delimiter);
    expect(readBulkCsv(utf8(text))).toEqual(rows);
  });

  it('keeps a quoted Arabic cell with the separator inside whole, and drops the byte order mark', () => {
    const text = '\uFEFFRecipient name;Area\n"نور; فاطمة";"دبي"\nOmar;Al Quoz';
    expect(readBulkCsv(utf8(text))).toEqual([
      ['Recipient name', 'Area'],
      ['نور; فاطمة', 'دبي'],
      ['Omar', 'Al Quoz'],
    ]);
  });

  it('refuses a quoted cell that is never closed, and text that is not UTF-8', () => {
    expect(() => readBulkCsv(utf8('a,b\n"open,c\n'))).toThrow(
      new BulkFileError('The file could not be read: a quoted cell is not closed (near row 2).', {
        id: 'bulk.unclosedQuote',
        values: { row: '2' },
      }),
    );
    expect(() => readBulkCsv(new Uint8Array([0x61, 0xff, 0x62]))).toThrow(new BulkFileError(BULK_MESSAGES.notText));
  });
});

describe('reading a file into a table', () => {
  const neverXlsx = () => Promise.reject(new Error('not a workbook'));

  it('refuses an empty file and a file of another kind with their sentences', async () => {
    expect(await rejection(readBulkTable('orders.csv', new Uint8Array(), neverXlsx))).toBe(BULK_MESSAGES.empty);
    expect(await rejection(readBulkTable('orders.pdf', utf8('%PDF-1.4'), neverXlsx))).toBe(BULK_MESSAGES.notCsvOrXlsx);
  });

  it('reads a workbook through the reader it is given, ExcelJS loaded only then', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Orders');
    sheet.addRow(['Recipient name', 'Quantity']);
    sheet.getRow(3).values = ['فاطمة', { formula: '1+1', result: 2 }];
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    let loads = 0;
    const reader = loadedWorkbookReader(async () => {
      loads += 1;
      return ExcelJS;
    });
    expect(loads).toBe(0);
    expect(await readBulkTable('orders.xlsx', bytes, reader)).toEqual([
      ['Recipient name', 'Quantity'],
      [],
      ['فاطمة', '=1+1'],
    ]);
    expect(loads).toBe(1);
  });

  it('stops walking a sheet at the first row its limit refuses', async () => {
    const rows = [1, 2, 3, 4].map((number) => ({ number, values: [undefined, `row ${number}`] }));
    expect(await sheetTable(rows, (cells) => cells[0] === 'row 2')).toEqual({
      table: [['row 1'], ['row 2']],
      stopped: true,
    });
  });
});
