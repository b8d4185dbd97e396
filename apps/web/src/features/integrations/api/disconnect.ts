import { INTEGRATION_PATHS as PATHS } from '@sameday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { integrationsKeys } from './query-keys';

/** DELETE …/connections/{id}: the shop's webhooks and credentials go; the imported orders stay. */
export function useDisconnect(connectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<unknown>('platform', PATHS.connection(encodeURIComponent(connectionId)), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.all }),
  });
}
