import { BULK_UPLOAD_PATHS, type BulkImportResult } from '@sameday/contract';
import { getAccount } from '../../../entities/account';
import { ApiError, apiUrl, toApiError } from '../../../shared/api';

export type ImportProgress = { phase: 'uploading'; percent: number } | { phase: 'processing' };

const unreachable = () =>
  new ApiError(
    { code: 'unavailable', message: 'Could not reach the server. Check your connection and try again.', details: {} },
    0,
  );

function send(
  file: File,
  token: string | undefined,
  idempotencyKey: string,
  onProgress: (progress: ImportProgress) => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('platform', BULK_UPLOAD_PATHS.bulkOrders));
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('idempotency-key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ phase: 'uploading', percent: (event.loaded / event.total) * 100 });
    };
    xhr.upload.onload = () => onProgress({ phase: 'processing' });
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(unreachable());
    const form = new FormData();
    form.append('file', file, file.name);
    onProgress({ phase: 'uploading', percent: 0 });
    xhr.send(form);
  });
}

/**
 * POST {platform}/quiqdash/bulk_orders with the file (multipart, one `file` field)
 * and an Idempotency-Key, so a retry of the same import answers the first one.
 * XMLHttpRequest reports the upload's progress (fetch cannot); after a 401 one
 * authenticated call refreshes the session and the upload is sent once more.
 */
export async function importFile(
  file: File,
  options: {
    currentToken: () => string | undefined;
    idempotencyKey: string;
    onProgress: (progress: ImportProgress) => void;
  },
): Promise<BulkImportResult> {
  let reply = await send(file, options.currentToken(), options.idempotencyKey, options.onProgress);
  if (reply.status === 401) {
    await getAccount().catch(() => undefined);
    reply = await send(file, options.currentToken(), options.idempotencyKey, options.onProgress);
  }
  if (reply.status < 200 || reply.status >= 300) throw toApiError(reply.status, reply.text);
  return JSON.parse(reply.text) as BulkImportResult;
}
