import { FULFILMENT_PATHS, ProductImportResultSchema } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withSchemas } from '../../../platform/schemas';
import { uploadedFile } from '../../../platform/uploaded-file';
import type { Deps } from '../route-deps';
import * as fulfilment from '../service';

const tags = ['fulfilment'];

export function registerProductFileRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  api.get(
    FULFILMENT_PATHS.exportProducts,
    {
      schema: {
        tags,
        summary: 'The account’s products as CSV (the columns import reads)',
        response: {
          200: {
            description: 'UTF-8 CSV with a byte order mark, as an attachment',
            content: { 'text/csv': { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'inventory:read' });
      const file = await fulfilment.exportProductsCsv(db, caller.accountId);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`);
      return reply.send(file.body);
    },
  );
  api.post(
    FULFILMENT_PATHS.importProducts,
    {
      schema: {
        tags,
        summary: 'Create or update products from a .csv or .xlsx file',
        description:
          'multipart/form-data with one `file` field, read by the bulk upload reader; valid rows are saved, invalid rows are answered with their fields and reasons.',
        response: { 200: ProductImportResultSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'inventory:write' });
      const file = await uploadedFile(request);
      return fulfilment.importProducts(db, caller.accountId, await fulfilment.actorOf(db, caller), file);
    },
  );
}
