import { ApiError, toApiError } from './api-error';
import { apiUrl } from './http-client';

/** Where an upload stands: bytes on their way, then the server at work on them. */
export type UploadProgress = { phase: 'uploading'; percent: number } | { phase: 'processing' };

const unreachable = () =>
  new ApiError(
    { code: 'unavailable', message: 'Could not reach the server. Check your connection and try again.', details: {} },
    0,
  );

function send(
  path: string,
  file: File,
  token: string | undefined,
  idempotencyKey: string | undefined,
  onProgress: (progress: UploadProgress) => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('platform', path));
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (idempotencyKey) xhr.setRequestHeader('idempotency-key', idempotencyKey);
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
 * POSTs a file to a platform path (multipart, one `file` field), optionally with an
 * Idempotency-Key so a retry answers the first upload. XMLHttpRequest reports the
 * upload's progress (fetch cannot); after a 401, `refreshSession` renews the session
 * and the file is sent once more.
 */
export async function uploadFile<T>(
  path: string,
  file: File,
  options: {
    currentToken: () => string | undefined;
    refreshSession: () => Promise<unknown>;
    idempotencyKey?: string;
    onProgress?: (progress: UploadProgress) => void;
  },
): Promise<T> {
  const onProgress = options.onProgress ?? (() => {});
  let reply = await send(path, file, options.currentToken(), options.idempotencyKey, onProgress);
  if (reply.status === 401) {
    await options.refreshSession().catch(() => undefined);
    reply = await send(path, file, options.currentToken(), options.idempotencyKey, onProgress);
  }
  if (reply.status < 200 || reply.status >= 300) throw toApiError(reply.status, reply.text);
  return JSON.parse(reply.text) as T;
}
