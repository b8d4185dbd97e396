/// <reference lib="webworker" />
// The file check off the main thread: the page stays responsive while thousands of rows are read.
import * as ExcelJS from 'exceljs';
import { type CheckRequest, checkBulkFile } from './check-file';

self.onmessage = async (event: MessageEvent<CheckRequest>) => {
  try {
    self.postMessage({ result: await checkBulkFile(event.data, async () => ExcelJS) });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : 'The file could not be checked.' });
  }
};
