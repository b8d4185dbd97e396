import { ADMIN_PATHS, type AuditLogPage, type AuditLogQuery } from '@sameday/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { adminKeys, asQuery } from './admin-keys';

/** GET /admin/audit-log: newest first, one page after another by cursor. */
export const useAuditLog = (query: Omit<AuditLogQuery, 'cursor'>) =>
  useInfiniteQuery({
    queryKey: adminKeys.audit(query),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      apiRequest<AuditLogPage>('platform', ADMIN_PATHS.auditLog, {
        signal,
        query: asQuery({ ...query, cursor: pageParam }),
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
