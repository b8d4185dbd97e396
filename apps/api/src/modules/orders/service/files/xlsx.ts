import type { Writable } from 'node:stream';
import type { Order } from '@sameday/contract';
import { EXPORT_COLUMNS, type ExportCell } from './export-columns';

const DUBAI_OFFSET_MS = 4 * 3_600_000;
const FORMATS: Record<ExportCell['type'], string | undefined> = {
  text: '@',
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

/**
 * A typed cell: money a number, days and times real dates (a workbook has no time
 * zone, so a time is written at Dubai's wall clock), text a string. A string cell is
 * never a formula, so text needs no quote prefix here (docs/decisions/020).
 */
function cellValue(cell: ExportCell): string | number | Date {
  switch (cell.type) {
    case 'money':
      return cell.fils / 100;
    case 'date':
      return new Date(`${cell.value}T00:00:00Z`);
    case 'datetime':
      return new Date(Date.parse(cell.iso) + DUBAI_OFFSET_MS);
    default:
      return cell.value;
  }
}

/**
 * Streams the orders into an .xlsx workbook on `stream`, a page at a time: each row is
 * committed as it is written, so a 100,000-row export never holds the workbook in memory.
 */
export async function writeOrdersXlsx(pages: AsyncIterable<Order[]>, stream: Writable): Promise<void> {
  // exceljs is large (about 0.6 s to load here): loaded by the first export, not at start-up.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Sameday';
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const orders of pages) {
    for (const order of orders) {
      const row = sheet.addRow([]);
      EXPORT_COLUMNS.forEach((column, index) => {
        const typed = column.cell(order);
        const cell = row.getCell(index + 1);
        cell.value = cellValue(typed);
        const numFmt = FORMATS[typed.type];
        if (numFmt) cell.numFmt = numFmt;
      });
      row.commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
