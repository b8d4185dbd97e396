import {
  ADMIN_PATHS,
  IdParamsSchema,
  OkAnswerSchema,
  OwnershipSchema,
  OwnershipUpdateSchema,
  STAFF_ACCESS,
} from '@sameday/contract';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as admin from '../service';

const tags = ['staff'];

type Deps = admin.StaffDeps & { authenticate: AuthGuard };

/** Operations: one ownership, read, changed or deleted. */
export function registerOwnershipRecordRoutes(api: SchemaApp, { db, authenticate }: Deps): void {
  const manage = { staff: STAFF_ACCESS.manageOwnerships };

  const one = ADMIN_PATHS.ownership(':id');
  api.get(
    one,
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: 'One account ownership (staff)',
        params: IdParamsSchema,
        response: { 200: OwnershipSchema },
      },
    },
    async (request) => {
      await authenticate(request, { staff: STAFF_ACCESS.readAccounts });
      return admin.getOwnership(db, request.params.id);
    },
  );

  api.put(
    one,
    {
      ...staffRoute(STAFF_ACCESS.manageOwnerships),
      schema: {
        tags,
        summary: 'Change an account ownership (operations, finance)',
        params: IdParamsSchema,
        body: OwnershipUpdateSchema,
        response: { 200: OwnershipSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, manage);
      return admin.updateOwnership(db, caller, request.params.id, request.body);
    },
  );

  api.delete(
    one,
    {
      ...staffRoute(STAFF_ACCESS.manageOwnerships),
      schema: {
        tags,
        summary: 'Delete an account ownership (operations, finance)',
        params: IdParamsSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, manage);
      return admin.deleteOwnership(db, caller, request.params.id);
    },
  );
}
