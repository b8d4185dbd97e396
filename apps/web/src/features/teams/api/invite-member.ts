import { type Invitation, type InviteMemberBody, TEAM_PATHS } from '@sameday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { teamsKeys } from './query-keys';

/** POST {platform}/account/team/invitations: mails a single-use link; the team lists it as pending. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberBody) =>
      apiRequest<Invitation>('platform', TEAM_PATHS.invitations, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKeys.team }),
  });
}
