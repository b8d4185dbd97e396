/// <reference lib="webworker" />
// The file check off the main thread: the page stays responsive while thousands of rows are read.
import * as ExcelJS from 'exceljs';
import { type CheckRequest, checkBulkFile, type RowsRequest, readFileRows } from './check-file';

self.onmessage = async (event: MessageEvent<CheckRequest | RowsRequest>) => {
  const request = event.data;
  try {
    const result =
      request.kind === 'rows'
        ? await readFileRows(request, async () => ExcelJS)
        : await checkBulkFile(request, async () => ExcelJS);
    self.postMessage({ result });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : 'The file could not be checked.' });
  }
};
