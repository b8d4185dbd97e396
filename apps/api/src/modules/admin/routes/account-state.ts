import {
  AccountInvoicesSchema,
  AccountOrdersPageSchema,
  AccountOrdersQuerySchema,
  AccountOverviewSchema,
  ADMIN_PATHS,
  BlockStateSchema,
  IdParamsSchema,
  STAFF_ACCESS,
  StaffBlockStateBodySchema,
} from '@sameday/contract';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as admin from '../service';

const tags = ['staff'];

type Deps = admin.StaffDeps & { authenticate: AuthGuard };

/** Operations: an account blocked or unblocked, its overview, its invoices and its orders. */
export function registerAccountStateRoutes(api: SchemaApp, { db, authenticate }: Deps): void {
  const readAccounts = { staff: STAFF_ACCESS.readAccounts };

  api.post(
    ADMIN_PATHS.setBlockState(':id'),
    {
      ...staffRoute(STAFF_ACCESS.blockAccounts),
      schema: {
        tags,
        summary: 'Block or unblock order submission of an account, with a reason (operations, finance)',
        params: IdParamsSchema,
        body: StaffBlockStateBodySchema,
        response: { 200: BlockStateSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: STAFF_ACCESS.blockAccounts });
      return admin.setBlockState(db, caller, request.params.id, request.body);
    },
  );

  api.get(
    ADMIN_PATHS.accountOverview(':id'),
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: "The console's account page: profile, members, capabilities, invoices, orders, audit (staff)",
        params: IdParamsSchema,
        response: { 200: AccountOverviewSchema },
      },
    },
    async (request) => {
      await authenticate(request, readAccounts);
      return admin.getOverview(db, request.params.id);
    },
  );

  api.get(
    ADMIN_PATHS.accountInvoices(':id'),
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: "The account's invoices, newest first (staff)",
        params: IdParamsSchema,
        response: { 200: AccountInvoicesSchema },
      },
    },
    async (request) => {
      await authenticate(request, readAccounts);
      return { items: await admin.listInvoices(db, request.params.id) };
    },
  );

  api.get(
    ADMIN_PATHS.accountOrders(':id'),
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: "The account's orders, newest first, of one state with ?state= (staff)",
        params: IdParamsSchema,
        querystring: AccountOrdersQuerySchema,
        response: { 200: AccountOrdersPageSchema },
      },
    },
    async (request) => {
      await authenticate(request, readAccounts);
      return admin.listAccountOrders(db, request.params.id, request.query);
    },
  );
}
