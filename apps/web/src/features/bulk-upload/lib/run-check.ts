import type { CheckRequest, FileCheck, FileRows, RowsRequest } from './check-file';

/**
 * Runs a request on a file in a Web Worker (the worker and its spreadsheet libraries load
 * only on this screen, when a file is chosen). Where workers are missing the same code
 * runs on the page.
 */
function inWorker<Answer>(request: CheckRequest | RowsRequest): Promise<Answer> {
  if (typeof Worker === 'undefined') {
    return import('./check-file').then(
      ({ checkBulkFile, readFileRows }) =>
        (request.kind === 'rows'
          ? readFileRows(request, () => import('exceljs'))
          : checkBulkFile(request, () => import('exceljs'))) as Promise<Answer>,
    );
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ result?: Answer; error?: string }>) => {
      worker.terminate();
      if (event.data.result) resolve(event.data.result);
      else reject(new Error(event.data.error ?? 'The file could not be checked.'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The file could not be checked.'));
    };
    worker.postMessage(request, [request.bytes]);
  });
}

/** Checks a file with the rules of the rows. */
export const runCheck = (request: Omit<CheckRequest, 'kind'>) => inWorker<FileCheck>({ kind: 'check', ...request });

/** Reads the cells of some rows of a file. */
export const runReadRows = (request: Omit<RowsRequest, 'kind'>) => inWorker<FileRows>({ kind: 'rows', ...request });
