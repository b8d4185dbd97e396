import { BULK_HEADERS, BULK_MAX_ROWS } from '@sameday/contract';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { bulkRow, bulkRules } from '../test/bulk-rows';
import { checkBulkFile } from './check-file';

const row = bulkRow;
const check = (text: string) =>
  checkBulkFile(
    { name: 'orders.csv', bytes: new TextEncoder().encode(text).buffer, rules: bulkRules() },
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
      [5, [{ column: 'Phone', message: 'Phone must be a UAE mobile: 050… or +971…' }]],
    ]);
  });

  it('stops reading past the row limit: a broken line after it is never reached', async () => {
    const result = await check(`${BULK_HEADERS.join(',')}\n${'x\n'.repeat(BULK_MAX_ROWS + 1)}"never closed\n`);
    expect(result).toEqual({
      ok: false,
      message: 'The file has more than 50,000 rows; the limit is 50,000 per file.',
    });
  });
});
