import {
  ADMIN_PATHS,
  OwnershipCreateSchema,
  OwnershipMigrateAnswerSchema,
  OwnershipMigrateSchema,
  OwnershipSchema,
  OwnershipsPageSchema,
  OwnershipsQuerySchema,
  STAFF_ACCESS,
} from '@sameday/contract';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as admin from '../service';

const tags = ['staff'];

type Deps = admin.StaffDeps & { authenticate: AuthGuard };

/** Operations: the ownerships of accounts, listed, created and migrated. */
export function registerOwnershipRoutes(api: SchemaApp, { db, authenticate }: Deps): void {
  const manage = { staff: STAFF_ACCESS.manageOwnerships };

  api.get(
    ADMIN_PATHS.ownerships,
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: 'Account ownerships (staff)',
        querystring: OwnershipsQuerySchema,
        response: { 200: OwnershipsPageSchema },
      },
    },
    async (request) => {
      await authenticate(request, { staff: STAFF_ACCESS.readAccounts });
      return admin.listOwnerships(db, request.query);
    },
  );

  api.post(
    ADMIN_PATHS.ownerships,
    {
      ...staffRoute(STAFF_ACCESS.manageOwnerships),
      schema: {
        tags,
        summary: 'Create an account ownership (operations, finance)',
        body: OwnershipCreateSchema,
        response: { 200: OwnershipSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, manage);
      return admin.createOwnership(db, caller, request.body);
    },
  );

  api.post(
    ADMIN_PATHS.migrateOwnerships,
    {
      ...staffRoute(STAFF_ACCESS.manageOwnerships),
      schema: {
        tags,
        summary: 'Move accounts to another owner or billing identifier, dry run first (operations, finance)',
        body: OwnershipMigrateSchema,
        response: { 200: OwnershipMigrateAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, manage);
      return admin.migrateOwnerships(db, caller, request.body);
    },
  );
}
