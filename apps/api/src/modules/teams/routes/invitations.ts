import {
  AcceptInvitationBodySchema,
  AcceptInvitationResponseSchema,
  IdParamsSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InvitationTokenParamsSchema,
  InviteMemberBodySchema,
  OkAnswerSchema,
  TEAM_PATHS,
} from '@sameday/contract';
import { type AuthGuard, PUBLIC_ROUTE } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as teams from '../service';

const tags = ['teams'];

/** Invitations: sent, revoked, previewed by the invited person (no session) and accepted. */
export function registerInvitationRoutes(api: SchemaApp, deps: teams.TeamsDeps & { authenticate: AuthGuard }): void {
  const { authenticate } = deps;

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
}
