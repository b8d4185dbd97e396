import {
  AcceptInvitationBodySchema,
  CreateTeamBodySchema,
  InviteMemberBodySchema,
  SetActiveOrganisationBodySchema,
  UpdateMemberRoleBodySchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AuthGuard, PUBLIC_ROUTE } from '../../platform/auth';
import { parseInput } from '../../platform/errors';
import * as teams from './service';

const MemberParamsSchema = z.object({ userId: z.coerce.number().int().positive() });
const InvitationParamsSchema = z.object({ id: z.string().min(1).max(64) });
const TokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export function registerTeamRoutes(app: FastifyInstance, deps: teams.TeamsDeps & { authenticate: AuthGuard }): void {
  const { authenticate } = deps;

  app.post('/account/team', async (request) => {
    const caller = await authenticate(request, { permission: 'team:manage' });
    const { name } = parseInput(CreateTeamBodySchema, request.body);
    return teams.createTeam(deps, caller, name);
  });

  app.get('/account/team', async (request) => {
    const caller = await authenticate(request);
    return teams.getTeam(deps, caller);
  });

  app.get('/account/organisations', async (request) => {
    const caller = await authenticate(request);
    return teams.listOrganisations(deps, caller);
  });

  app.post('/account/organisations/active', async (request) => {
    const caller = await authenticate(request);
    const { orgId } = parseInput(SetActiveOrganisationBodySchema, request.body);
    return teams.setActiveOrganisation(deps, caller, orgId);
  });

  app.post('/account/team/invitations', async (request) => {
    const caller = await authenticate(request, { permission: 'team:manage' });
    const input = parseInput(InviteMemberBodySchema, request.body);
    return teams.inviteMember(deps, caller, input);
  });

  app.delete('/account/team/invitations/:id', async (request) => {
    const caller = await authenticate(request, { permission: 'team:manage' });
    const { id } = parseInput(InvitationParamsSchema, request.params);
    await teams.revokeInvitation(deps, caller, id);
    return { status: 'OK' };
  });

  app.get('/account/team/invitations/preview/:token', PUBLIC_ROUTE, async (request) => {
    const { token } = parseInput(TokenParamsSchema, request.params);
    return teams.previewInvitation(deps, token);
  });

  app.post('/account/team/invitations/accept', async (request) => {
    const caller = await authenticate(request);
    const { token } = parseInput(AcceptInvitationBodySchema, request.body);
    return teams.acceptInvitation(deps, caller, token);
  });

  app.put('/account/team/members/:userId', async (request) => {
    const caller = await authenticate(request, { permission: 'team:manage' });
    const { userId } = parseInput(MemberParamsSchema, request.params);
    const { role } = parseInput(UpdateMemberRoleBodySchema, request.body);
    return teams.updateMemberRole(deps, caller, userId, role);
  });

  app.delete('/account/team/members/:userId', async (request) => {
    const caller = await authenticate(request, { permission: 'team:manage' });
    const { userId } = parseInput(MemberParamsSchema, request.params);
    return teams.removeMember(deps, caller, userId);
  });
}
