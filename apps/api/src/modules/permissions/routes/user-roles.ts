import {
  PERMISSION_PATHS,
  SetUserRolesBodySchema,
  STAFF_ACCESS,
  UserIdParamsSchema,
  UserRoleChangeSchema,
  UserRolesSchema,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as permissions from '../service';

const tags = ['permissions'];

/** A user's roles in the account: read, changed, granted and taken back. */
export function registerUserRoleRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
  const userRoles = PERMISSION_PATHS.userRoles(':id');

  api.get(
    userRoles,
    {
      ...staffRoute(STAFF_ACCESS.admin),
      schema: {
        tags,
        summary: "A user's roles",
        params: UserIdParamsSchema,
        response: { 200: UserRolesSchema },
      },
    },
    async (request) => {
      await authenticate(request, { isAdminOnly: true });
      return permissions.getUserRoles(db, request.params.id);
    },
  );

  api.put(
    userRoles,
    {
      ...staffRoute(STAFF_ACCESS.admin),
      schema: {
        tags,
        summary: "Replace a user's roles",
        params: UserIdParamsSchema,
        body: SetUserRolesBodySchema,
        response: { 200: UserRolesSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { isAdminOnly: true });
      return permissions.replaceUserRoles(db, caller, request.params.id, request.body.roles);
    },
  );

  api.post(
    userRoles,
    {
      ...staffRoute(STAFF_ACCESS.admin),
      schema: {
        tags,
        summary: 'Give a user a role',
        params: UserIdParamsSchema,
        body: UserRoleChangeSchema,
        response: { 200: UserRolesSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { isAdminOnly: true });
      return permissions.addUserRole(db, caller, request.params.id, request.body.role);
    },
  );

  api.delete(
    userRoles,
    {
      ...staffRoute(STAFF_ACCESS.admin),
      schema: {
        tags,
        summary: 'Take a role from a user',
        params: UserIdParamsSchema,
        querystring: UserRoleChangeSchema,
        response: { 200: UserRolesSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { isAdminOnly: true });
      return permissions.removeUserRole(db, caller, request.params.id, request.query.role);
    },
  );
}
