import type { Order } from '@sameday/contract';
import Papa from 'papaparse';
import { neutraliseCell } from '../../../../platform/csv';
import { dubaiDateTime, EXPORT_COLUMNS, EXPORT_HEADERS, type ExportCell } from './export-columns';

export const CSV_COLUMNS = EXPORT_HEADERS;

/** A cell as CSV text: money "390.00" (a number to any spreadsheet), days and times in one ISO form. */
function csvText(cell: ExportCell): string {
  switch (cell.type) {
    case 'money':
      return (cell.fils / 100).toFixed(2);
    case 'date':
      return cell.value;
    case 'datetime':
      return dubaiDateTime(cell.iso);
    default:
      return cell.value;
  }
}

/** The header row and one row per order, each cell through the injection guard. */
export function ordersToCsv(orders: Order[]): string {
  const rows = orders.map((order) => EXPORT_COLUMNS.map((column) => neutraliseCell(csvText(column.cell(order)))));
  // The BOM lets Excel read Arabic names as UTF-8.
  return `\uFEFF${Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n' })}`;
}
