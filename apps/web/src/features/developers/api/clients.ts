import {
  OAUTH_PATHS,
  type OAuthClient,
  type OAuthClientInput,
  type OAuthClientList,
  type OAuthClientWithSecret,
} from '@sameday/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** The developers feature's cache entries. */
export const developersKeys = { clients: ['developers', 'clients'] as const };

/** GET {platform}/oauth/clients: the account's API clients, newest first. */
export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: developersKeys.clients,
    queryFn: () => apiRequest<OAuthClientList>('platform', `${OAUTH_PATHS.clients}?limit=100&offset=0`),
  });

export const useClients = () => useQuery(clientsQueryOptions());

function useInvalidateClients() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: developersKeys.clients });
}

/** POST {platform}/oauth/clients: the answer holds the secret, once. */
export function useCreateClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: (body: OAuthClientInput) =>
      apiRequest<OAuthClientWithSecret>('platform', OAUTH_PATHS.clients, { method: 'POST', body }),
    onSettled: invalidate,
  });
}

/** POST {platform}/oauth/clients/:id/secret: a new secret, once; the old one stops working. */
export function useRotateSecret() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: (client: OAuthClient) =>
      apiRequest<OAuthClientWithSecret>('platform', OAUTH_PATHS.clientSecret(encodeURIComponent(client.id)), {
        method: 'POST',
      }),
    onSettled: invalidate,
  });
}

/** DELETE {platform}/oauth/clients/:id: the client, its grants and tokens stop working. */
export function useRevokeClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: (client: OAuthClient) =>
      apiRequest<{ id: string; revokedAt: string }>('platform', OAUTH_PATHS.client(encodeURIComponent(client.id)), {
        method: 'DELETE',
      }),
    onSettled: invalidate,
  });
}
