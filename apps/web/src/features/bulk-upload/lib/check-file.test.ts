import { BULK_HEADERS, BULK_MAX_ROWS } from '@sameday/contract';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { checkBulkFile } from './check-file';

const PICKUPS = [{ id: 'loc_quoz', name: 'Al Quoz Warehouse' }];
const GOOD = {
  'Pickup address': 'Al Quoz Warehouse',
  'Recipient name': 'Fatima Noor',
  Phone: '0509876543',
  'Building name or Area': 'Marina Heights Tower',
  Area: 'Dubai Marina',
  Emirate: 'Dubai',
  'Item name': 'Perfume',
  Quantity: '1',
  'Weight kg': '0.5',
  Service: 'Next day',
} as Record<string, string>;
const row = (overrides: Record<string, string> = {}) =>
  BULK_HEADERS.map((header) => ({ ...GOOD, ...overrides })[header] ?? '');
const check = (text: string) =>
  checkBulkFile(
    { name: 'orders.csv', bytes: new TextEncoder().encode(text).buffer, pickups: PICKUPS },
    () => import('exceljs'),
  );

describe('the browser check of a CSV file', () => {
  it('numbers the rows as a spreadsheet shows them, blank lines included', async () => {
    const [header, good, bad] = Papa.unparse([BULK_HEADERS as string[], row(), row({ Phone: '05012' })], {
      newline: '\n',
    }).split('\n');
    const result = await check([header, '', good, ',,,', bad, ''].join('\n'));
    if (!result.ok) throw new Error(result.message);
    expect(result.rowCount).toBe(2);
    expect(result.invalid.map((entry) => [entry.row, entry.errors])).toEqual([
      [5, [{ column: 'Phone', message: 'Phone number is too short' }]],
    ]);
  });

  it('stops reading past the row limit: a broken line after it is never reached', async () => {
    const result = await check(`${BULK_HEADERS.join(',')}\n${'x\n'.repeat(BULK_MAX_ROWS + 1)}"never closed\n`);
    expect(result).toEqual({
      ok: false,
      message: 'The file has more than 50,000 orders; the limit is 50,000 per file.',
    });
  });
});
