import {
  AcceptInvitationBodySchema,
  AcceptInvitationResponseSchema,
  CreateTeamBodySchema,
  CreateTeamResponseSchema,
  IdParamsSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InvitationTokenParamsSchema,
  InviteMemberBodySchema,
  OkAnswerSchema,
  OrganisationSchema,
  SetActiveOrganisationBodySchema,
  SetActiveOrganisationResponseSchema,
  TEAM_PATHS,
  TeamMemberParamsSchema,
  TeamSchema,
  UpdateMemberRoleBodySchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AuthGuard, PUBLIC_ROUTE } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import * as teams from './service';

const tags = ['teams'];

/** Teams: the active account's team, its invitations and members, and switching between organisations. */
export function registerTeamRoutes(app: FastifyInstance, deps: teams.TeamsDeps & { authenticate: AuthGuard }): void {
  const { authenticate } = deps;
  const api = withSchemas(app);

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

  api.get(
    TEAM_PATHS.organisations,
    {
      schema: {
        tags,
        summary: "The user's organisations",
        response: { 200: z.array(OrganisationSchema) },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return teams.listOrganisations(deps, caller);
    },
  );

  api.post(
    TEAM_PATHS.activeOrganisation,
    {
      schema: {
        tags,
        summary: 'Switch to another organisation',
        body: SetActiveOrganisationBodySchema,
        response: { 200: SetActiveOrganisationResponseSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return teams.setActiveOrganisation(deps, caller, request.body.orgId);
    },
  );

  api.post(
    TEAM_PATHS.invitations,
    {
      schema: {
        tags,
        summary: 'Invite someone to the team',
        body: InviteMemberBodySchema,
        response: { 200: InvitationSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'team:manage' });
      return teams.inviteMember(deps, caller, request.body, request.headers['accept-language']);
    },
  );

  api.delete(
    TEAM_PATHS.invitation(':id'),
    {
      schema: {
        tags,
        summary: 'Revoke an invitation',
        params: IdParamsSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'team:manage' });
      await teams.revokeInvitation(deps, caller, request.params.id);
      return { status: 'OK' as const };
    },
  );

  api.get(
    TEAM_PATHS.invitationPreview(':token'),
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'Who invites whom to which team',
        params: InvitationTokenParamsSchema,
        response: { 200: InvitationPreviewSchema },
      },
    },
    async (request) => teams.previewInvitation(deps, request.params.token),
  );

  api.post(
    TEAM_PATHS.acceptInvitation,
    {
      schema: {
        tags,
        summary: 'Join the team of an invitation',
        body: AcceptInvitationBodySchema,
        response: { 200: AcceptInvitationResponseSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return teams.acceptInvitation(deps, caller, request.body.token);
    },
  );

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
