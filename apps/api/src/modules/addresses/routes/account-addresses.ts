import { ACCOUNT_MESSAGES, ADDRESS_PATHS, IdParamsSchema, LocationSchema } from '@sameday/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import type { SchemaApp } from '../../../platform/schemas';
import * as addresses from '../service';

const tags = ['addresses'];

/** The addresses of an account. */
export function registerAccountAddressRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
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
}
