import { type CreateTeamBody, type CreateTeamResponse, TEAM_PATHS } from '@sameday/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { useSwitchAccount } from '../hooks/use-switch-account';

/** POST {platform}/account/team: the active account becomes a team, which stays active (new token). */
export function useCreateTeam() {
  const switchAccount = useSwitchAccount();
  return useMutation({
    mutationFn: (body: CreateTeamBody) =>
      apiRequest<CreateTeamResponse>('platform', TEAM_PATHS.team, { method: 'POST', body }),
    onSuccess: (created) => switchAccount(created.token),
  });
}
