import { type CreateTeamResponse, TEAM_PATHS } from '@sameday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { useSwitchAccount } from '../hooks/use-switch-account';
import { teamsKeys } from './query-keys';

/** POST {platform}/account/team/invitations/accept: the signed-in invitee joins; the team becomes active. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  const switchAccount = useSwitchAccount();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<CreateTeamResponse>('platform', TEAM_PATHS.acceptInvitation, {
        method: 'POST',
        body: { token },
      }),
    onSuccess: (joined, token) => {
      // The link is used up now: refetching its preview would only answer "invalid".
      queryClient.removeQueries({ queryKey: teamsKeys.invitation(token) });
      switchAccount(joined.token, 'membership.activated');
    },
  });
}
