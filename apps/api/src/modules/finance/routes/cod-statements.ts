import { CreditNoteListSchema, CreditNoteSchema, FINANCE_PATHS, IdParamsSchema } from '@sameday/contract';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import { PDF_ANSWER, sendFile } from '../file-answer';
import * as finance from '../service';

const tags = ['finance'];

/** COD statements (credit notes): the list, each as PDF, and confirming the cash was received. */
export function registerCodStatementRoutes(
  api: SchemaApp,
  { db, authenticate, config }: { db: Db; authenticate: AuthGuard; config: Config },
): void {
  api.get(
    FINANCE_PATHS.creditNotes,
    {
      schema: { tags, summary: 'COD statements and the cash not yet stated', response: { 200: CreditNoteListSchema } },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      return finance.listCreditNotes(db, caller.accountId);
    },
  );

  api.get(
    FINANCE_PATHS.creditNotePdf(':id'),
    { schema: { tags, summary: 'A COD statement as PDF', params: IdParamsSchema, response: PDF_ANSWER } },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      return sendFile(
        reply,
        'application/pdf',
        await finance.creditNotePdf(db, caller.accountId, request.params.id, config.supplier),
      );
    },
  );

  api.post(
    FINANCE_PATHS.confirmCod(':id'),
    {
      schema: {
        tags,
        summary: "Confirm a COD statement's cash was received",
        params: IdParamsSchema,
        response: { 200: CreditNoteSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:write' });
      return finance.confirmCod(db, caller.accountId, caller.userId, request.params.id);
    },
  );
}
