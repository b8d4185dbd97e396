import { type Organisation, TEAM_PATHS } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { teamsKeys } from './query-keys';

/** GET {platform}/account/organisations: every account the user belongs to, the active one marked. */
export const getOrganisationsQueryOptions = () =>
  queryOptions({
    queryKey: teamsKeys.organisations,
    queryFn: () => apiRequest<Organisation[]>('platform', TEAM_PATHS.organisations),
  });

export const useOrganisations = () => useQuery(getOrganisationsQueryOptions());
