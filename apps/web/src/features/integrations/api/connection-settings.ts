import { type IntegrationSettings as ImportRules, INTEGRATION_PATHS as PATHS } from '@sameday/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { integrationsKeys } from './query-keys';

/** GET …/connections/{id}/settings: the connection's import rules. */
export function getImportRules(connectionId: string, signal?: AbortSignal): Promise<ImportRules> {
  return apiRequest<ImportRules>('platform', PATHS.settings(encodeURIComponent(connectionId)), { signal });
}

export function importRulesQueryOptions(connectionId: string | undefined) {
  return queryOptions({
    queryKey: integrationsKeys.settings(connectionId ?? ''),
    queryFn: ({ signal }) => getImportRules(connectionId as string, signal),
    enabled: Boolean(connectionId),
  });
}

export const useImportRules = (connectionId: string | undefined) => useQuery(importRulesQueryOptions(connectionId));

/** PUT …/connections/{id}/settings: saves the import rules; the answer is what was kept. */
export function useSaveImportRules(connectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: ImportRules) =>
      apiRequest<ImportRules>('platform', PATHS.settings(encodeURIComponent(connectionId)), {
        method: 'PUT',
        body: rules,
      }),
    onSuccess: (saved) => queryClient.setQueryData(integrationsKeys.settings(connectionId), saved),
  });
}
