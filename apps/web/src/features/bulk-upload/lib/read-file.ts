import {
  BULK_CSV_DELIMITERS,
  BULK_MAX_ROWS,
  BULK_MESSAGES,
  bulkCsvRecords,
  decodeBulkCsv,
  sniffBulkFile,
} from '@sameday/contract';
import type { CellValue } from 'exceljs';
import Papa from 'papaparse';

export class FileProblem extends Error {}

function cellToText(value: CellValue): string {
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

/** The records of a CSV text, read as the server reads them; the separator is guessed from its first rows. */
function readCsvText(text: string): string[][] {
  const records = bulkCsvRecords();
  const { delimiter } = Papa.parse(text.slice(0, 65_536), { delimitersToGuess: BULK_CSV_DELIMITERS, preview: 10 }).meta;
  Papa.parse<string[]>(text, { delimiter, fastMode: false, step: records.step });
  const read = records.result();
  if ('error' in read) throw new FileProblem(read.error);
  return read.table;
}

/**
 * The rows of a .csv or .xlsx file as cells of text, read the way the server reads them
 * (a formula is kept as its text and never run). ExcelJS is passed in so the caller
 * decides when that library loads.
 */
export async function readBulkTable(
  name: string,
  bytes: Uint8Array,
  loadExcel: () => Promise<typeof import('exceljs')>,
): Promise<string[][]> {
  if (bytes.byteLength === 0) throw new FileProblem(BULK_MESSAGES.empty);
  const sniffed = sniffBulkFile(name, bytes);
  if ('error' in sniffed) throw new FileProblem(sniffed.error);
  if (sniffed.kind === 'csv') {
    const decoded = decodeBulkCsv(bytes);
    if ('error' in decoded) throw new FileProblem(decoded.error);
    return readCsvText(decoded.text);
  }
  // A CommonJS module: bundlers put its exports on `default`, Node and workers sometimes on the namespace.
  const ExcelJS = (await loadExcel()) as typeof import('exceljs') & { default?: typeof import('exceljs') };
  const workbook = new (ExcelJS.default ?? ExcelJS).Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new FileProblem(BULK_MESSAGES.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > BULK_MAX_ROWS + 1)
    throw new FileProblem(BULK_MESSAGES.tooManyRows(sheet.actualRowCount - 1));
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row: { values: unknown }, rowNumber: number) => {
    table[rowNumber - 1] = (row.values as CellValue[]).slice(1).map(cellToText);
  });
  for (let index = 0; index < table.length; index += 1) table[index] ??= [];
  return table;
}
