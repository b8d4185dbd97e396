import { FINANCE_PATHS, IdParamsSchema, InvoiceListQuerySchema, InvoiceListSchema } from '@sameday/contract';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import { CSV_ANSWER, PDF_ANSWER, sendFile } from '../file-answer';
import * as finance from '../service';

const tags = ['finance'];

/** The account's invoices: the list, each as PDF and its order lines as CSV. */
export function registerInvoiceRoutes(
  api: SchemaApp,
  { db, authenticate, config }: { db: Db; authenticate: AuthGuard; config: Config },
): void {
  api.get(
    FINANCE_PATHS.invoices,
    {
      schema: {
        tags,
        summary: "The account's invoices",
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoiceListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      return { invoices: await finance.listInvoices(db, caller.accountId, request.query.status) };
    },
  );

  api.get(
    FINANCE_PATHS.invoicePdf(':id'),
    { schema: { tags, summary: 'An invoice as PDF', params: IdParamsSchema, response: PDF_ANSWER } },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      return sendFile(
        reply,
        'application/pdf',
        await finance.invoicePdf(db, caller.accountId, request.params.id, config.supplier),
      );
    },
  );

  api.get(
    FINANCE_PATHS.invoiceReports(':id'),
    { schema: { tags, summary: "An invoice's order lines as CSV", params: IdParamsSchema, response: CSV_ANSWER } },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      const file = await finance.invoiceCsv(db, caller.accountId, request.params.id);
      return sendFile(reply, 'text/csv; charset=utf-8', file);
    },
  );
}
