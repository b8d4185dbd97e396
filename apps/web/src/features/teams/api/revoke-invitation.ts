import { type Invitation, TEAM_PATHS } from '@sameday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { teamsKeys } from './query-keys';

/** DELETE {platform}/account/team/invitations/:id: the mailed link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) =>
      apiRequest<{ status: 'OK' }>('platform', TEAM_PATHS.invitation(encodeURIComponent(invitation.id)), {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsKeys.team }),
  });
}
