import {
  ACCOUNT_SETTINGS_PATHS,
  AccountSettingsInputSchema,
  CompanyInputSchema,
  IdParamsSchema,
  ShippingProfileInputSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { AppError, parseInput } from '../../platform/errors';
import * as settings from './service';

/** Company details, settings (opening hours, contact) and the shipping profile of the caller's account. */
export function registerAccountSettingsRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;

  /** GET {platform}/accounts/{id}: the caller's own account only; another id is not found. */
  app.get('/accounts/:id', async (request) => {
    const caller = await authenticate(request, { permission: 'settings:read' });
    const { id } = parseInput(IdParamsSchema, request.params);
    if (id !== caller.accountId) throw new AppError('not_found', 'Account not found');
    return settings.getCompanyAccount(db, caller.accountId);
  });

  /** PUT {platform}/accounts: updates the caller's account. */
  app.put(ACCOUNT_SETTINGS_PATHS.updateAccount, async (request) => {
    const caller = await authenticate(request, { permission: 'settings:write' });
    return settings.updateCompanyAccount(db, caller.accountId, parseInput(CompanyInputSchema, request.body));
  });

  app.get(ACCOUNT_SETTINGS_PATHS.settings, async (request) => {
    const caller = await authenticate(request, { permission: 'settings:read' });
    return settings.getAccountSettings(db, caller.accountId);
  });

  app.put(ACCOUNT_SETTINGS_PATHS.settings, async (request) => {
    const caller = await authenticate(request, { permission: 'settings:write' });
    return settings.updateAccountSettings(db, caller.accountId, parseInput(AccountSettingsInputSchema, request.body));
  });

  app.get(ACCOUNT_SETTINGS_PATHS.shippingProfile, async (request) => {
    // Read by the order form of anyone who places orders, so orders:read is enough.
    const caller = await authenticate(request, { permission: 'orders:read' });
    return settings.getShippingProfile(db, caller.accountId);
  });

  app.put(ACCOUNT_SETTINGS_PATHS.shippingProfile, async (request) => {
    const caller = await authenticate(request, { permission: 'settings:write' });
    return settings.updateShippingProfile(db, caller.accountId, parseInput(ShippingProfileInputSchema, request.body));
  });
}
