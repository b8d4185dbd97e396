import { INTEGRATION_PATHS as PATHS, type PlatformSetup } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { integrationsKeys } from './query-keys';

/** GET {platform}/integrations/platforms: which shop platforms this server can connect. */
export function findPlatformSetups(signal?: AbortSignal): Promise<PlatformSetup[]> {
  return apiRequest<PlatformSetup[]>('platform', PATHS.platforms, { signal });
}

export function getPlatformSetupsQueryOptions(canManage: boolean) {
  return queryOptions({
    queryKey: integrationsKeys.platforms(),
    queryFn: ({ signal }) => findPlatformSetups(signal),
    enabled: canManage,
    // The server's configuration: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The setup of one platform: `isSetUp` false (with the server's words) only when the server says
 * so; while it is loading or could not be read, Connect stays offered and the connect call itself
 * answers the same words.
 */
export function usePlatformSetup(platform: PlatformSetup['platform'], canManage = true) {
  const query = useQuery(getPlatformSetupsQueryOptions(canManage));
  const setup = query.data?.find((entry) => entry.platform === platform);
  return { isPending: query.isPending && canManage, isSetUp: setup?.isSetUp ?? true, message: setup?.message ?? null };
}
