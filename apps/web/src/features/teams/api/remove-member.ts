import { TEAM_PATHS, type Team } from '@sameday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { teamsKeys } from './query-keys';

/** DELETE {platform}/account/team/members/:userId: answers the team as it now is. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<Team>('platform', TEAM_PATHS.member(String(userId)), { method: 'DELETE' }),
    onSuccess: (team) => queryClient.setQueryData(teamsKeys.team, team),
  });
}
