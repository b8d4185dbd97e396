import {
  BULK_CSV_DELIMITERS,
  BULK_MAX_ROWS,
  BULK_MESSAGES,
  bulkRowLimiter,
  decodeBulkCsv,
  sniffBulkFile,
} from '@sameday/contract';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../platform/errors';

const unreadable = (message: string) => new AppError('invalid_argument', message, { details: { field: 'file' } });

/**
 * The cells of a spreadsheet cell as text. A formula is kept as its text (=…) and
 * never evaluated; a date is its calendar day.
 */
function cellToText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value && typeof value.formula === 'string') return `=${value.formula}`;
  if ('sharedFormula' in value && typeof value.sharedFormula === 'string') return `=${value.sharedFormula}`;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable(BULK_MESSAGES.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > BULK_MAX_ROWS + 1) throw unreadable(BULK_MESSAGES.tooManyRows(sheet.actualRowCount - 1));
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    table[rowNumber - 1] = values.slice(1).map(cellToText);
  });
  for (let index = 0; index < table.length; index += 1) table[index] ??= [];
  return table;
}

/**
 * The records of a CSV file, blank ones included, so a row's number is the one a spreadsheet
 * shows. Reading stops past the row limit: a small file of millions of short lines is refused
 * without being held in memory.
 */
function readCsv(bytes: Buffer): string[][] {
  const decoded = decodeBulkCsv(bytes);
  if ('error' in decoded) throw unreadable(decoded.error);
  const table: string[][] = [];
  const isOverLimit = bulkRowLimiter();
  let brokenRow: number | undefined;
  let isTooLong = false;
  // The separator is guessed from the first rows only, and the rows are then read one by one
  // (papaparse's fast mode and its guess would first split the whole text into lines).
  const { delimiter } = Papa.parse(decoded.text.slice(0, 65_536), {
    delimitersToGuess: BULK_CSV_DELIMITERS,
    preview: 10,
  }).meta;
  Papa.parse<string[]>(decoded.text, {
    delimiter,
    fastMode: false,
    step: (result, parser) => {
      if (result.errors.some((error) => error.type === 'Quotes')) {
        brokenRow = table.length + 1;
        parser.abort();
        return;
      }
      table.push(result.data);
      if (isOverLimit(result.data)) {
        isTooLong = true;
        parser.abort();
      }
    },
  });
  if (isTooLong) throw unreadable(BULK_MESSAGES.overRowLimit);
  if (brokenRow !== undefined) {
    throw unreadable(`The file could not be read: a quoted cell is not closed (near row ${brokenRow}).`);
  }
  return table;
}

/** The rows of a .csv or .xlsx upload as cells of text; a file of another kind is refused with a sentence. */
export async function readBulkFile(name: string, bytes: Buffer): Promise<string[][]> {
  if (bytes.byteLength === 0) throw unreadable(BULK_MESSAGES.empty);
  const sniffed = sniffBulkFile(name, bytes);
  if ('error' in sniffed) throw unreadable(sniffed.error);
  return sniffed.kind === 'xlsx' ? readXlsx(bytes) : readCsv(bytes);
}
