import type { CheckRequest, FileCheck } from './check-file';

/**
 * Checks a file in a Web Worker (the worker and its spreadsheet libraries load only
 * on this screen, when a file is chosen). Where workers are missing the same check
 * runs on the page.
 */
export function runCheck(request: CheckRequest): Promise<FileCheck> {
  if (typeof Worker === 'undefined') {
    return import('./check-file').then(({ checkBulkFile }) => checkBulkFile(request, () => import('exceljs')));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ result?: FileCheck; error?: string }>) => {
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
