import { TEAM_PATHS, type Team } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { teamsKeys } from './query-keys';

/** GET {platform}/account/team: the active account's team; invitations only for those who manage it. */
export const getTeamQueryOptions = () =>
  queryOptions({
    queryKey: teamsKeys.team,
    queryFn: () => apiRequest<Team>('platform', TEAM_PATHS.team),
  });

export const useTeam = () => useQuery(getTeamQueryOptions());
