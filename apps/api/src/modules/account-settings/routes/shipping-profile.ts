import { ACCOUNT_SETTINGS_PATHS, ShippingProfileInputSchema, ShippingProfileSchema } from '@sameday/contract';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as settings from '../service';

const tags = ['account-settings'];

/** The account's shipping profile. */
export function registerShippingProfileRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
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
