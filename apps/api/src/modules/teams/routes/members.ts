import { TEAM_PATHS, TeamMemberParamsSchema, TeamSchema, UpdateMemberRoleBodySchema } from '@sameday/contract';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as teams from '../service';

const tags = ['teams'];

/** The team's members: a role changed, a member removed. */
export function registerMemberRoutes(api: SchemaApp, deps: teams.TeamsDeps & { authenticate: AuthGuard }): void {
  const { authenticate } = deps;

  api.put(
    TEAM_PATHS.member(':userId'),
    {
      schema: {
        tags,
        summary: "Change a member's role",
        params: TeamMemberParamsSchema,
        body: UpdateMemberRoleBodySchema,
        response: { 200: TeamSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'team:manage' });
      return teams.updateMemberRole(deps, caller, request.params.userId, request.body.role);
    },
  );

  api.delete(
    TEAM_PATHS.member(':userId'),
    {
      schema: {
        tags,
        summary: 'Remove a member',
        params: TeamMemberParamsSchema,
        response: { 200: TeamSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'team:manage' });
      return teams.removeMember(deps, caller, request.params.userId);
    },
  );
}
