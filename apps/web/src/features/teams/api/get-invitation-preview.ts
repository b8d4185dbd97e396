import { type InvitationPreview, TEAM_PATHS } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { teamsKeys } from './query-keys';

/** GET {platform}/account/team/invitations/preview/:token: who invites whom to which team (no auth). */
export const getInvitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: teamsKeys.invitation(token),
    queryFn: () =>
      apiRequest<InvitationPreview>('platform', TEAM_PATHS.invitationPreview(encodeURIComponent(token)), {
        isAuthenticated: false,
      }),
  });

export const useInvitationPreview = (token: string) =>
  useQuery({ ...getInvitationPreviewQueryOptions(token), enabled: token.length > 0 });
