import { describe, expect, it } from 'vitest';
import { BULK_HEADERS, BULK_MAX_ROWS } from './columns';
import { bulkErrorRows, bulkRowLimiter, neutraliseBulkCell } from './rules';

describe('bulk upload file rules', () => {
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
