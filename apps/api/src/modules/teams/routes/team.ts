import { CreateTeamBodySchema, CreateTeamResponseSchema, TEAM_PATHS, TeamSchema } from '@sameday/contract';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as teams from '../service';

const tags = ['teams'];

/** The active account's team: made from the account, and read. */
export function registerTeamRecordRoutes(api: SchemaApp, deps: teams.TeamsDeps & { authenticate: AuthGuard }): void {
  const { authenticate } = deps;

  api.post(
    TEAM_PATHS.team,
    {
      schema: {
        tags,
        summary: 'Make the active account a team',
        body: CreateTeamBodySchema,
        response: { 200: CreateTeamResponseSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'team:manage' });
      return teams.createTeam(deps, caller, request.body.name);
    },
  );

  api.get(
    TEAM_PATHS.team,
    { schema: { tags, summary: "The active account's team", response: { 200: TeamSchema } } },
    async (request) => {
      const caller = await authenticate(request);
      return teams.getTeam(deps, caller);
    },
  );
}
