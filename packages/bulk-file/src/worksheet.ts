import type { CellValue } from 'exceljs';
import { cellToText } from './cell-text';

/** A worksheet row as ExcelJS hands it over, loaded or streamed: its number (from 1) and its values (from index 1, column A). */
export type SheetRow = { number: number; values: unknown };

/**
 * Walks a worksheet's rows into a table of text: each row at its place (row 1 at index 0),
 * a row the sheet leaves out as an empty one, so that row numbers stay the ones a
 * spreadsheet shows. `isOverLimit` sees each row's cells as they come: the walk stops at
 * the first row it refuses and answers `stopped`, so a streamed sheet is never read whole.
 */
export async function sheetTable(
  rows: Iterable<SheetRow> | AsyncIterable<SheetRow>,
  isOverLimit?: (cells: readonly string[]) => boolean,
): Promise<{ table: string[][]; stopped: boolean }> {
  const table: string[][] = [];
  let stopped = false;
  for await (const row of rows) {
    const cells = (row.values as CellValue[]).slice(1).map(cellToText);
    table[row.number - 1] = cells;
    if (isOverLimit?.(cells)) {
      stopped = true;
      break;
    }
  }
  for (let index = 0; index < table.length; index += 1) table[index] ??= [];
  return { table, stopped };
}
