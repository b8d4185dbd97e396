import { ActorTokenSchema, ADMIN_PATHS, IdParamsSchema, STAFF_ACCESS, SupportAccessSchema } from '@sameday/contract';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as admin from '../service';

const tags = ['staff'];

type Deps = admin.StaffDeps & { authenticate: AuthGuard };

/** Admins: acting as an account's user, and the support access granted. */
export function registerSupportAccessRoutes(api: SchemaApp, deps: Deps): void {
  const { db, authenticate } = deps;

  api.get(
    ADMIN_PATHS.actorToken(':id'),
    {
      ...staffRoute(STAFF_ACCESS.actAsAccount),
      schema: {
        tags,
        summary: 'A short-lived, read-only token acting as the account (support, admin)',
        params: IdParamsSchema,
        response: { 200: ActorTokenSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: STAFF_ACCESS.actAsAccount });
      return admin.issueActorToken(deps, caller, request.params.id, request.headers['user-agent']);
    },
  );

  api.get(
    ADMIN_PATHS.supportAccess,
    {
      schema: {
        tags,
        summary: "When the provider's support viewed the caller's account",
        response: { 200: SupportAccessSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return admin.listSupportAccess(db, caller.accountId);
    },
  );
}
