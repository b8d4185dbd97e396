import {
  GetPermissionsBodySchema,
  PERMISSION_PATHS,
  PermissionsAnswerSchema,
  PermissionsQuerySchema,
} from '@sameday/contract';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as permissions from '../service';

const tags = ['permissions'];

/** The caller's permissions, and the authorisation service's GetPermissions. */
export function registerPermissionListRoutes(api: SchemaApp, { authenticate }: { authenticate: AuthGuard }): void {
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
}
