/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab/return first) is
 * prefixed with a quote, so it is shown as text (OWASP "CSV injection", ASVS 1.2.10).
 * A plain number (-12.50, +971501234567) is left as it is: digits and one sign or
 * point call no function, and the quote would show in every cell of a money column.
 * Every CSV the API answers (orders, invoice lines) writes its cells through it.
 */
export function neutraliseCell(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
