import {
  BULK_COLUMNS,
  BULK_TEMPLATE_NOTES,
  type BulkInvalidRow,
  bulkErrorRows,
  bulkTemplateRows,
} from '@sameday/contract';
import Papa from 'papaparse';
import { saveBlob } from '../../../shared/save-blob';

/** CSV text with a BOM, so Excel opens Arabic names as UTF-8. */
export const toCsv = (rows: string[][]) => `\uFEFF${Papa.unparse(rows, { newline: '\r\n' })}`;

export function downloadCsvTemplate() {
  saveBlob(new Blob([toCsv(bulkTemplateRows())], { type: 'text/csv;charset=utf-8' }), 'sameday-bulk-template.csv');
}

/**
 * The XLSX template: the same rows, plus a "Columns" sheet describing each column and how
 * to write an order of several items. ExcelJS loads on click.
 */
export async function downloadXlsxTemplate() {
  const ExcelJS = await import('exceljs');
  const workbook = new (ExcelJS.default ?? ExcelJS).Workbook();
  const sheet = workbook.addWorksheet('Orders');
  for (const row of bulkTemplateRows()) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 22;
    column.numFmt = '@';
  });
  const guide = workbook.addWorksheet('Columns');
  guide.addRow(['Column', 'Required', 'What to write']);
  guide.getRow(1).font = { bold: true };
  for (const column of BULK_COLUMNS) guide.addRow([column.header, column.required ? 'Yes' : 'No', column.description]);
  guide.addRow([]);
  guide.addRow(['How to fill it in']).font = { bold: true };
  for (const note of BULK_TEMPLATE_NOTES) guide.addRow(['', '', note]);
  guide.columns = [{ width: 24 }, { width: 10 }, { width: 90 }];
  guide.getColumn(3).alignment = { wrapText: true, vertical: 'top' };
  const buffer = await workbook.xlsx.writeBuffer();
  saveBlob(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'sameday-bulk-template.xlsx',
  );
}

/** The rows to fix as a CSV: the file's columns and an Error column, formula-looking cells neutralised. */
export function badRowsCsv(header: string[], invalid: BulkInvalidRow[]): string {
  return toCsv(bulkErrorRows(header, invalid));
}

export function downloadBadRows(fileName: string, header: string[], invalid: BulkInvalidRow[]) {
  const base = fileName.replace(/\.(csv|xlsx)$/i, '');
  saveBlob(new Blob([badRowsCsv(header, invalid)], { type: 'text/csv;charset=utf-8' }), `${base}-errors.csv`);
}
