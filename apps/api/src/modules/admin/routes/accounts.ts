import {
  AccountCapabilitiesSchema,
  AccountsPageSchema,
  AccountsQuerySchema,
  ADMIN_PATHS,
  AdminAccountSchema,
  EmailParamsSchema,
  IdParamsSchema,
  STAFF_ACCESS,
} from '@sameday/contract';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as admin from '../service';

const tags = ['staff'];

type Deps = admin.StaffDeps & { authenticate: AuthGuard };

/** Operations: the accounts, found by page or by email, and what each may do. */
export function registerAccountRoutes(api: SchemaApp, { db, authenticate }: Deps): void {
  const readAccounts = { staff: STAFF_ACCESS.readAccounts };

  api.get(
    ADMIN_PATHS.accounts,
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: 'Accounts search (staff)',
        querystring: AccountsQuerySchema,
        response: { 200: AccountsPageSchema },
      },
    },
    async (request) => {
      await authenticate(request, readAccounts);
      return admin.searchAccounts(db, request.query);
    },
  );

  api.get(
    ADMIN_PATHS.accountByEmail(':email'),
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: "The account of a user's email (staff)",
        params: EmailParamsSchema,
        response: { 200: AdminAccountSchema },
      },
    },
    async (request) => {
      await authenticate(request, readAccounts);
      return admin.getAccountByEmail(db, request.params.email);
    },
  );

  api.get(
    ADMIN_PATHS.capabilities(':id'),
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: 'What the account may do now (staff, or its own members)',
        params: IdParamsSchema,
        response: { 200: AccountCapabilitiesSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      // A member reads their own account's; any other account needs a staff role.
      if (request.params.id !== caller.accountId) await authenticate(request, readAccounts);
      return admin.getCapabilities(db, request.params.id);
    },
  );
}
