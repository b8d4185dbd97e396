import {
  ACCOUNT_MESSAGES,
  ACCOUNT_SETTINGS_PATHS,
  AccountsPutBodySchema,
  AdminAccountSchema,
  CompanyAccountSchema,
  canStaff,
  IdParamsSchema,
  STAFF_ACCESS,
} from '@sameday/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import type { SchemaApp } from '../../../platform/schemas';
import * as settings from '../service';

const tags = ['account-settings'];

/** The caller's own account: read and updated. */
export function registerAccountRecordRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
  /** GET {platform}/accounts/{id}: the caller's own account only; another id is not found. */
  api.get(
    ACCOUNT_SETTINGS_PATHS.account(':id'),
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: "The account's company details",
        params: IdParamsSchema,
        response: { 200: CompanyAccountSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:read' });
      // Staff read any account; a merchant reads only their own, another id is not found.
      if (request.params.id === caller.accountId || canStaff(caller.roles, 'readAccounts'))
        return settings.getCompanyAccount(db, request.params.id);
      throw new AppError('not_found', ACCOUNT_MESSAGES.notFound);
    },
  );

  /** PUT {platform}/accounts: updates the caller's account. */
  api.put(
    ACCOUNT_SETTINGS_PATHS.updateAccount,
    {
      ...staffRoute(STAFF_ACCESS.editAccounts),
      schema: {
        tags,
        summary: "Save the account's name and company details (with an id: staff edit an account's fields)",
        body: AccountsPutBodySchema,
        response: { 200: z.union([CompanyAccountSchema, AdminAccountSchema]) },
      },
    },
    async (request) => {
      const body = request.body;
      if ('id' in body) {
        const staff = await authenticate(request, { staff: STAFF_ACCESS.editAccounts });
        return settings.updateAccountByStaff(db, staff, body);
      }
      const caller = await authenticate(request, { permission: 'settings:write' });
      return settings.updateCompanyAccount(db, caller.accountId, body);
    },
  );
}
