import { BULK_CSV_DELIMITERS, bulkCsvRecords, decodeBulkCsv } from '@sameday/contract';
import Papa from 'papaparse';
import { BulkFileError } from './error';

/**
 * The separator of a CSV text, guessed from its first rows only: guessing from the whole
 * text would split all of it into lines before the first record is handed over.
 */
export function guessCsvDelimiter(text: string): string {
  return Papa.parse(text.slice(0, 65_536), { delimitersToGuess: BULK_CSV_DELIMITERS, preview: 10 }).meta.delimiter;
}

/** The records of a CSV file; the separator is guessed from its first rows. */
export function readBulkCsv(bytes: Uint8Array): string[][] {
  const decoded = decodeBulkCsv(bytes);
  if ('error' in decoded) throw new BulkFileError(decoded.error);
  const records = bulkCsvRecords();
  const delimiter = guessCsvDelimiter(decoded.text);
  // Without papaparse's fast mode, which would also split the whole text into lines first.
  Papa.parse<string[]>(decoded.text, { delimiter, fastMode: false, step: records.step });
  const read = records.result();
  if ('error' in read) throw new BulkFileError(read.error, read.text);
  return read.table;
}
