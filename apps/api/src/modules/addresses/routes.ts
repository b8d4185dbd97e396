import {
  ACCOUNT_MESSAGES,
  ADDRESS_PATHS,
  AddressInputSchema,
  AddressPatchSchema,
  IdParamsSchema,
  LocationSchema,
  OkAnswerSchema,
  PickupZoneSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { withSchemas } from '../../platform/schemas';
import * as addresses from './service';

const tags = ['addresses'];

/** Saved addresses (pickup locations) of the caller's account, by the spec's paths. */
export function registerAddressRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);

  for (const url of ADDRESS_PATHS.create) {
    api.post(
      url,
      { schema: { tags, summary: 'Save an address', body: AddressInputSchema, response: { 200: LocationSchema } } },
      async (request) => {
        const caller = await authenticate(request, { permission: 'settings:write' });
        return addresses.createLocation(db, caller.accountId, request.body);
      },
    );
  }

  for (const url of ADDRESS_PATHS.one(':id')) {
    api.get(
      url,
      { schema: { tags, summary: 'One saved address', params: IdParamsSchema, response: { 200: LocationSchema } } },
      async (request) => {
        const caller = await authenticate(request, { permission: 'orders:read' });
        return addresses.getLocation(db, caller.accountId, request.params.id);
      },
    );
  }

  api.patch(
    ADDRESS_PATHS.address(':id'),
    {
      schema: {
        tags,
        summary: 'Change a saved address',
        params: IdParamsSchema,
        body: AddressPatchSchema,
        response: { 200: LocationSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return addresses.updateLocation(db, caller.accountId, request.params.id, request.body);
    },
  );

  api.delete(
    ADDRESS_PATHS.address(':id'),
    { schema: { tags, summary: 'Remove a saved address', params: IdParamsSchema, response: { 200: OkAnswerSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      await addresses.deleteLocation(db, caller.accountId, request.params.id);
      return { status: 'OK' as const };
    },
  );

  for (const url of ADDRESS_PATHS.ofAccount(':id')) {
    api.get(
      url,
      {
        schema: {
          tags,
          summary: "The account's saved addresses",
          params: IdParamsSchema,
          response: { 200: z.array(LocationSchema) },
        },
      },
      async (request) => {
        const caller = await authenticate(request, { permission: 'orders:read' });
        // Another account's list is not found, not empty: ids are not probed.
        if (request.params.id !== caller.accountId) throw new AppError('not_found', ACCOUNT_MESSAGES.notFound);
        return addresses.listLocations(db, caller.accountId);
      },
    );
  }

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
