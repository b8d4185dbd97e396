import { saveBlob } from '../save-blob';
import { toApiError } from './api-error';
import { type ApiBase, type RequestOptions, sendWithSession } from './http-client';

/** The file name of a content-disposition header (RFC 6266: filename*= first, then filename=). */
export function filenameOf(contentDisposition: string | null): string | undefined {
  if (!contentDisposition) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // a malformed encoding: fall back to the plain filename
    }
  }
  return (
    /filename\s*=\s*"([^"]+)"/.exec(contentDisposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(contentDisposition)?.[1]
  );
}

/**
 * Downloads a file from the API with the session's bearer token (an <a href>
 * cannot send it) and saves it under the server's filename. Failures are thrown
 * as ApiError in the error shape, like apiRequest's.
 */
export async function downloadFile(
  base: ApiBase,
  path: string,
  query?: RequestOptions['query'],
  fallbackName = 'download',
): Promise<string> {
  const response = await sendWithSession(base, path, { query, headers: { accept: '*/*' } });
  if (!response.ok) throw toApiError(response.status, await response.text());
  const blob = await response.blob();
  const filename = filenameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, filename);
  return filename;
}
