import { BULK_UPLOAD_PATHS, type BulkImportResult } from '@sameday/contract';
import { getAccount } from '../../../entities/account';
import { type UploadProgress, uploadFile } from '../../../shared/api';

export type ImportProgress = UploadProgress;

/**
 * POST {platform}/quiqdash/bulk_orders with the file (multipart, one `file` field)
 * and an Idempotency-Key, so a retry of the same import answers the first one.
 * After a 401 one authenticated call refreshes the session and the upload is sent once more.
 */
export function importFile(
  file: File,
  options: {
    currentToken: () => string | undefined;
    idempotencyKey: string;
    onProgress: (progress: ImportProgress) => void;
  },
): Promise<BulkImportResult> {
  return uploadFile<BulkImportResult>(BULK_UPLOAD_PATHS.bulkOrders, file, { ...options, refreshSession: getAccount });
}
