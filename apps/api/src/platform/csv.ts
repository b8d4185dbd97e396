/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab/return first)
 * is prefixed with a quote, so it is shown as text (OWASP "CSV injection").
 * Every CSV the API answers (orders, invoice lines) writes its cells through it.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
