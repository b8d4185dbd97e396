import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './csv';

describe('neutraliseCell (CSV injection guard)', () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ['+cmd', "'+cmd"],
    ['-2+3', "'-2+3"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\tindent', "'\tindent"],
    ['\rreturn', "'\rreturn"],
    ['+971 50 123 4567', "'+971 50 123 4567"],
    ['-1e3', "'-1e3"],
  ])('quotes %j, which a spreadsheet would run', (cell, expected) => {
    expect(neutraliseCell(cell)).toBe(expected);
  });

  it.each(['390.00', '-12.50', '+971501234567', '0', 'Fatima', '050 123 4567', '2026-05-02 01:15', ''])(
    'leaves %j as it is: a plain number or text calls no function',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(cell);
    },
  );

  it('never lets a cell start with a formula character unless it is a plain number', () => {
    fc.assert(
      fc.property(fc.string(), (cell) => {
        const safe = neutraliseCell(cell);
        const isPlainNumber = /^[+-]?\d+(\.\d+)?$/.test(cell);
        expect(isPlainNumber || !/^[=+\-@\t\r]/.test(safe)).toBe(true);
        expect(safe.endsWith(cell)).toBe(true);
      }),
    );
  });
});
