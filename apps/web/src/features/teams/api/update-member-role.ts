import { type AccountRole, TEAM_PATHS, type Team } from '@sameday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { teamsKeys } from './query-keys';

/** PUT {platform}/account/team/members/:userId: answers the team as it now is. */
export function useUpdateMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: AccountRole }) =>
      apiRequest<Team>('platform', TEAM_PATHS.member(String(userId)), { method: 'PUT', body: { role } }),
    onSuccess: (team) => queryClient.setQueryData(teamsKeys.team, team),
  });
}
