import { LabelsQuerySchema, ORDER_PATHS, OrderIdsParamsSchema } from '@sameday/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as orders from '../service';

const tags = ['orders'];

/** The bytes of a file answer: Fastify sends a Buffer as it is; the reference shows a download. */
const FileBytesSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

/** The orders' labels, as one PDF. */
export function registerLabelRoutes(api: SchemaApp, { db, authenticate }: { db: Db; authenticate: AuthGuard }): void {
  /** The order labels: one id or a comma-separated list; 4×6 inch or A4 with four a page. */
  api.get(
    ORDER_PATHS.labels(':ids'),
    {
      schema: {
        tags,
        summary: 'The orders’ labels as one PDF',
        params: OrderIdsParamsSchema,
        querystring: LabelsQuerySchema,
        response: {
          200: {
            description: 'order-{id}.pdf for one order, orders-{DD-MM-YYYY}.pdf for several',
            content: { 'application/pdf': { schema: FileBytesSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      const { ids } = request.params;
      const { pdf, filename } = await orders.printLabels(db, caller.accountId, ids, request.query.format);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`);
      return reply.send(pdf);
    },
  );
}
