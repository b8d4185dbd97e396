// The bulk upload's file reader, one for the API (in a worker thread) and the browser (in a
// Web Worker): nothing here may need Node, and ExcelJS is only ever handed in.
export { cellToText } from './cell-text';
export { guessCsvDelimiter, readBulkCsv } from './csv';
export { BulkFileError } from './error';
export { readBulkTable, type XlsxReader } from './read-table';
export { type ExcelModule, loadedWorkbookReader } from './workbook';
export { type SheetRow, sheetTable } from './worksheet';
