import { ADDRESS_PATHS, PickupZoneSchema } from '@sameday/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as addresses from '../service';

const tags = ['addresses'];

/** The zones orders are picked up from. */
export function registerPickupZoneRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
  api.get(
    ADDRESS_PATHS.pickupZones,
    {
      schema: {
        tags,
        summary: 'Pickup zones with the account’s pickup addresses',
        response: { 200: z.array(PickupZoneSchema) },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return addresses.listPickupZones(db, caller.accountId);
    },
  );
}
