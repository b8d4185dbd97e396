import { BULK_MAX_ROWS, BULK_MESSAGES, BULK_TEXTS } from '@sameday/contract';
import type { Row } from 'exceljs';
import { BulkFileError } from './error';
import type { XlsxReader } from './read-table';
import { sheetTable } from './worksheet';

export type ExcelModule = typeof import('exceljs');

/**
 * An XLSX reader that loads the whole workbook in memory and walks its first sheet (a
 * formula is kept as its text and never run). ExcelJS comes from `loadExcel`, so the
 * caller decides when that large library loads: the browser loads it with the first workbook.
 */
export function loadedWorkbookReader(loadExcel: () => Promise<ExcelModule>): XlsxReader {
  return async (bytes) => {
    // A CommonJS module: bundlers put its exports on `default`, Node and workers sometimes on the namespace.
    const loaded = (await loadExcel()) as ExcelModule & { default?: ExcelModule };
    const workbook = new (loaded.default ?? loaded).Workbook();
    try {
      await workbook.xlsx.load(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      );
    } catch {
      throw new BulkFileError(BULK_MESSAGES.notXlsx);
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) return [];
    if (sheet.actualRowCount > BULK_MAX_ROWS + 1) {
      const tooMany = BULK_TEXTS.tooManyRows(sheet.actualRowCount - 1);
      throw new BulkFileError(tooMany.message, tooMany.text);
    }
    const rows: Row[] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      rows.push(row);
    });
    return (await sheetTable(rows)).table;
  };
}
