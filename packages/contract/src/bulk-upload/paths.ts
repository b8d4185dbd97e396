import { z } from 'zod';

/** Bulk upload calls, relative to the platform base. */
export const BULK_UPLOAD_PATHS = {
  /**
   * POST: multipart/form-data with one `file` field (.csv or .xlsx): places the valid
   * rows' orders, or only checks the file with `?validate_only=true`.
   */
  bulkOrders: '/quiqdash/bulk_orders',
} as const;

/** The query of POST {platform}/quiqdash/bulk_orders. */
export const BulkUploadQuerySchema = z.object({ validate_only: z.enum(['true', 'false']).optional() });
