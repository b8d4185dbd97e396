import {
  BULK_MAX_BYTES,
  BULK_MESSAGES,
  BULK_UPLOAD_PATHS,
  BulkImportResultSchema,
  BulkUploadQuerySchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { actorOf } from '../../platform/actor';
import type { AuthGuard } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { IdempotencyHeadersSchema, idempotencyKeyOf } from '../../platform/idempotency';
import { withSchemas } from '../../platform/schemas';
import { uploadedFile } from '../../platform/uploaded-file';
import { createBulkChecker } from './check-pool';
import { importBulkFile, takeBackUnfinishedImports } from './service';

const busy = () => new AppError('aborted', BULK_MESSAGES.anotherUploadInProgress);

export function registerBulkUploadRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);
  /**
   * Accounts with a file being read or imported in this process. One at a time per
   * account: a file can take a few hundred MB and seconds of CPU to read, so a burst of
   * uploads from one account must not hold many of them at once.
   */
  const busyAccounts = new Set<string>();
  const checker = createBulkChecker();
  app.addHook('onClose', () => checker.close());
  // An import the process stopped in the middle of is taken back before the first request.
  app.addHook('onReady', async () => {
    const takenBack = await takeBackUnfinishedImports(db);
    if (takenBack > 0) app.log.warn(`${takenBack} unfinished bulk import(s) taken back`);
  });

  /**
   * POST {platform}/quiqdash/bulk_orders: multipart with one `file` field (.csv or .xlsx).
   * validate_only=true checks it without importing; a retry with the same key answers
   * the first import. A second file of the same account while one is being processed
   * is refused (aborted); its retry answers once the first is done.
   */
  api.post(
    BULK_UPLOAD_PATHS.bulkOrders,
    {
      schema: {
        tags: ['bulk-upload'],
        summary: 'Import (or only check) a file of orders',
        description:
          'multipart/form-data with one `file` field: a .csv or .xlsx file of orders, one a row, ' +
          `up to ${BULK_MAX_BYTES / 1024 / 1024} MB. The valid rows are placed all or none; ` +
          'the invalid ones are answered with their row, column and reason.',
        querystring: BulkUploadQuerySchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: BulkImportResultSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      const idempotencyKey = idempotencyKeyOf(request);
      if (busyAccounts.has(caller.accountId)) throw busy();
      busyAccounts.add(caller.accountId);
      try {
        const file = await uploadedFile(request);
        return await importBulkFile(db, checker, actorOf(caller), file, {
          validateOnly: request.query.validate_only === 'true',
          idempotencyKey,
        });
      } finally {
        busyAccounts.delete(caller.accountId);
      }
    },
  );
}
