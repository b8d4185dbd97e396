import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import type * as teams from '../service';
import { registerInvitationRoutes } from './invitations';
import { registerMemberRoutes } from './members';
import { registerOrganisationRoutes } from './organisations';
import { registerTeamRecordRoutes } from './team';

/** Teams: the active account's team, its invitations and members, and switching between organisations. */
export function registerTeamRoutes(app: FastifyInstance, deps: teams.TeamsDeps & { authenticate: AuthGuard }): void {
  const api = withSchemas(app);

  registerTeamRecordRoutes(api, deps);
  registerOrganisationRoutes(api, deps);
  registerInvitationRoutes(api, deps);
  registerMemberRoutes(api, deps);
}
