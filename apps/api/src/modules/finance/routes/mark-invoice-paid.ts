import { FINANCE_PATHS, IdParamsSchema, InvoiceSchema, STAFF_ACCESS } from '@sameday/contract';
import type { Db } from '../../../db/client';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as finance from '../service';

const tags = ['finance'];

/** Finance staff record an invoice's payment. */
export function registerMarkInvoicePaidRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
  /** Finance staff: records an invoice's payment (audited). Block state lives with the staff routes. */
  api.post(
    FINANCE_PATHS.markInvoicePaid(':id'),
    {
      ...staffRoute(STAFF_ACCESS.markInvoicesPaid),
      schema: {
        tags,
        summary: 'Record the payment of an invoice (operations staff)',
        params: IdParamsSchema,
        response: { 200: InvoiceSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: STAFF_ACCESS.markInvoicesPaid });
      return finance.markInvoicePaid(db, request.params.id, new Date(), caller.userId);
    },
  );
}
