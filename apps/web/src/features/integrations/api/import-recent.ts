import { type ImportRecentInput, type ImportRun, INTEGRATION_PATHS as PATHS } from '@sameday/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { integrationsKeys } from './query-keys';

/** How often the progress bar asks while an import runs. */
const PROGRESS_POLL_MS = 1000;

/** GET …/connections/{id}/import: the latest import's progress; null before the first. */
export async function getImportProgress(connectionId: string, signal?: AbortSignal): Promise<ImportRun | null> {
  const answer = await apiRequest<{ run: ImportRun | null }>(
    'platform',
    PATHS.importRecent(encodeURIComponent(connectionId)),
    {
      signal,
    },
  );
  return answer.run;
}

export function importProgressQueryOptions(connectionId: string) {
  return queryOptions({
    queryKey: integrationsKeys.importProgress(connectionId),
    queryFn: ({ signal }) => getImportProgress(connectionId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? PROGRESS_POLL_MS : false),
  });
}

export const useImportProgress = (connectionId: string) => useQuery(importProgressQueryOptions(connectionId));

/** POST …/connections/{id}/import: pulls the shop's orders of the last `days` days; the progress follows. */
export function useStartImport(connectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) =>
      apiRequest<unknown>('platform', PATHS.importRecent(encodeURIComponent(connectionId)), {
        method: 'POST',
        body: { days } satisfies ImportRecentInput,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.importProgress(connectionId) }),
  });
}
