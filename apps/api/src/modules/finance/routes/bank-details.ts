import { BankDetailsInputSchema, BankDetailsSchema, FINANCE_PATHS, SavedBankDetailsSchema } from '@sameday/contract';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as finance from '../service';

const tags = ['finance'];

/** The bank account COD is paid to. */
export function registerBankDetailRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
  api.get(
    FINANCE_PATHS.bankDetails,
    { schema: { tags, summary: 'The bank account COD is paid to', response: { 200: SavedBankDetailsSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      return { bankDetails: await finance.getBankDetails(db, caller.accountId) };
    },
  );

  api.put(
    FINANCE_PATHS.bankDetails,
    {
      schema: {
        tags,
        summary: 'Save the bank account COD is paid to',
        body: BankDetailsInputSchema,
        response: { 200: BankDetailsSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:write' });
      return finance.saveBankDetails(db, caller.accountId, request.body);
    },
  );
}
