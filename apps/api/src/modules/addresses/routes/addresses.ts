import {
  ADDRESS_PATHS,
  AddressInputSchema,
  AddressPatchSchema,
  IdParamsSchema,
  LocationSchema,
  OkAnswerSchema,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as addresses from '../service';

const tags = ['addresses'];

/** The account's addresses: created, read, changed, deleted. */
export function registerAddressRecordRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
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
}
