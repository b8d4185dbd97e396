import {
  WEBHOOK_PATHS as PATHS,
  type WebhookAttemptList,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointList,
  type WebhookEndpointPatch,
  type WebhookEndpointWithSecret,
  type WebhookQueued,
} from '@sameday/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** The webhooks feature's query keys: a switch of account invalidates every query, so none names the account. */
export const webhooksKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhooksKeys.all, 'endpoints'] as const,
  attempts: (endpointId: string, cursor?: string) =>
    [...webhooksKeys.all, 'attempts', endpointId, cursor ?? ''] as const,
};

const id = (value: string) => encodeURIComponent(value);

/** Lines per page of a delivery log. */
export const DELIVERY_LOG_PAGE_SIZE = 20;

export const endpointsQueryOptions = () =>
  queryOptions({
    queryKey: webhooksKeys.endpoints(),
    queryFn: ({ signal }) => apiRequest<WebhookEndpointList>('platform', PATHS.endpoints, { signal }),
  });
export const useEndpoints = () => useQuery(endpointsQueryOptions());

export const attemptsQueryOptions = (endpointId: string, cursor?: string) =>
  queryOptions({
    queryKey: webhooksKeys.attempts(endpointId, cursor),
    queryFn: ({ signal }) =>
      apiRequest<WebhookAttemptList>('platform', PATHS.attempts(id(endpointId)), {
        signal,
        query: { limit: DELIVERY_LOG_PAGE_SIZE, cursor },
      }),
    placeholderData: keepPreviousData,
    // Attempts are made by the server in the background: an open log shows them as they come.
    refetchInterval: 3000,
  });
export const useAttempts = (endpointId: string, cursor?: string) => useQuery(attemptsQueryOptions(endpointId, cursor));

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all });
}

/** POST /webhooks/endpoints: answers the endpoint and its secret, shown once. */
export function useCreateEndpoint() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: WebhookEndpointInput) =>
      apiRequest<WebhookEndpointWithSecret>('platform', PATHS.endpoints, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateEndpoint(endpointId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (patch: WebhookEndpointPatch) =>
      apiRequest<WebhookEndpoint>('platform', PATHS.endpoint(id(endpointId)), { method: 'PATCH', body: patch }),
    onSuccess: refresh,
  });
}

export function useDeleteEndpoint(endpointId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('platform', PATHS.endpoint(id(endpointId)), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useRotateSecret(endpointId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<WebhookEndpointWithSecret>('platform', PATHS.rotateSecret(id(endpointId)), { method: 'POST' }),
  });
}

export function useSendTestEvent(endpointId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: () => apiRequest<WebhookQueued>('platform', PATHS.test(id(endpointId)), { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useResend(endpointId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest<WebhookQueued>('platform', PATHS.resend(id(endpointId), id(deliveryId)), { method: 'POST' }),
    onSuccess: refresh,
  });
}
