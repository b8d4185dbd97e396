import { INTEGRATION_PATHS as PATHS, type SyncLogPage, type SyncOutcome } from '@sameday/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { integrationsKeys } from './query-keys';

/** Entries per page of the sync log. */
export const SYNC_LOG_PAGE_SIZE = 20;

export type SyncLogRequest = { outcome?: SyncOutcome; cursor?: string };

/** GET …/connections/{id}/sync-log: newest first, a page at a time, optionally one outcome only. */
export function findSyncLog(connectionId: string, request: SyncLogRequest, signal?: AbortSignal): Promise<SyncLogPage> {
  return apiRequest<SyncLogPage>('platform', PATHS.syncLog(encodeURIComponent(connectionId)), {
    signal,
    query: { outcome: request.outcome, cursor: request.cursor, limit: SYNC_LOG_PAGE_SIZE },
  });
}

export function syncLogQueryOptions(connectionId: string, request: SyncLogRequest) {
  return queryOptions({
    queryKey: integrationsKeys.syncLog(connectionId, request),
    queryFn: ({ signal }) => findSyncLog(connectionId, request, signal),
    placeholderData: keepPreviousData,
  });
}

export const useSyncLog = (connectionId: string, request: SyncLogRequest) =>
  useQuery(syncLogQueryOptions(connectionId, request));
