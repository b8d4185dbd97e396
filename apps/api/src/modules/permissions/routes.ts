import {
  GetPermissionsBodySchema,
  PERMISSION_PATHS,
  PermissionsAnswerSchema,
  PermissionsQuerySchema,
  SetUserRolesBodySchema,
  STAFF_ACCESS,
  UserIdParamsSchema,
  UserRoleChangeSchema,
  UserRolesSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { type AuthGuard, staffRoute } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import * as permissions from './service';

const tags = ['permissions'];

/** The caller's permissions, and the operations staff's view of each user's roles. */
export function registerPermissionRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);

  for (const url of PERMISSION_PATHS.permissions) {
    api.get(
      url,
      {
        schema: {
          tags,
          summary: "The caller's permissions",
          querystring: PermissionsQuerySchema,
          response: { 200: PermissionsAnswerSchema },
        },
      },
      async (request) => permissions.permissionsForVersion(await authenticate(request), request.query.version),
    );
  }

  /** The authorisation service's GetPermissions: a date-based version in, the list out. */
  api.post(
    PERMISSION_PATHS.getPermissions,
    {
      schema: {
        tags,
        summary: "The caller's permissions (GetPermissions)",
        body: GetPermissionsBodySchema,
        response: { 200: PermissionsAnswerSchema },
      },
    },
    async (request) => permissions.permissionsForVersion(await authenticate(request), request.body.version),
  );

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
