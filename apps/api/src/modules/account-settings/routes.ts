import {
  ACCOUNT_MESSAGES,
  ACCOUNT_SETTINGS_PATHS,
  AccountSettingsInputSchema,
  AccountSettingsSchema,
  AccountsPutBodySchema,
  AdminAccountSchema,
  CompanyAccountSchema,
  canStaff,
  IdParamsSchema,
  ShippingProfileInputSchema,
  ShippingProfileSchema,
  STAFF_ACCESS,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type AuthGuard, staffRoute } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { withSchemas } from '../../platform/schemas';
import * as settings from './service';

const tags = ['account-settings'];

/** Company details, settings (opening hours, contact) and the shipping profile of the caller's account. */
export function registerAccountSettingsRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);

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

  api.get(
    ACCOUNT_SETTINGS_PATHS.settings,
    { schema: { tags, summary: 'Opening hours and contact', response: { 200: AccountSettingsSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:read' });
      return settings.getAccountSettings(db, caller.accountId);
    },
  );

  api.put(
    ACCOUNT_SETTINGS_PATHS.settings,
    {
      schema: {
        tags,
        summary: 'Save the opening hours and contact',
        body: AccountSettingsInputSchema,
        response: { 200: AccountSettingsSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return settings.updateAccountSettings(db, caller.accountId, request.body);
    },
  );

  api.get(
    ACCOUNT_SETTINGS_PATHS.shippingProfile,
    {
      schema: {
        tags,
        summary: 'The default service and parcel of a new order',
        response: { 200: ShippingProfileSchema },
      },
    },
    async (request) => {
      // Read by the order form of anyone who places orders, so orders:read is enough.
      const caller = await authenticate(request, { permission: 'orders:read' });
      return settings.getShippingProfile(db, caller.accountId);
    },
  );

  api.put(
    ACCOUNT_SETTINGS_PATHS.shippingProfile,
    {
      schema: {
        tags,
        summary: 'Save the default service and parcel of a new order',
        body: ShippingProfileInputSchema,
        response: { 200: ShippingProfileSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return settings.updateShippingProfile(db, caller.accountId, request.body);
    },
  );
}
