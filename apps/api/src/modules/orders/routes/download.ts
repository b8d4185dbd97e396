import { Readable } from 'node:stream';
import { ExportOrdersQuerySchema, ORDER_PATHS } from '@sameday/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as orders from '../service';

const tags = ['orders'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file answer streamed as it is written. */
const FileStreamSchema = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', format: 'binary' });

/** The orders as a file: CSV, or an Excel workbook streamed as it is written. */
export function registerOrderDownloadRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
  api.get(
    ORDER_PATHS.download,
    {
      schema: {
        tags,
        summary: 'The orders as CSV or as an Excel workbook (format=xlsx)',
        querystring: ExportOrdersQuerySchema,
        response: {
          200: {
            description: 'The orders, one a row: orders-{YYYY-MM-DD}.csv, or .xlsx with typed cells',
            content: {
              'text/csv': { schema: z.string() },
              [XLSX_TYPE]: { schema: FileStreamSchema },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      const file = await orders.exportOrders(db, caller.accountId, request.query);
      reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      if (file.format === 'xlsx') return reply.header('content-type', XLSX_TYPE).send(file.stream);
      reply.header('content-type', 'text/csv; charset=utf-8');
      return file.csv;
    },
  );
}
