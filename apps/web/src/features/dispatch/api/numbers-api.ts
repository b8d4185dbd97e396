import { type DayNumbers, MISSION_PATHS } from '@sameday/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** GET /admin/dispatch/numbers?from=&to=: the four figures of Dubai days, by day and zone. */
export const useDayNumbers = (from: string, to: string, enabled = true) =>
  useQuery({
    queryKey: ['dispatch', 'numbers', from, to] as const,
    enabled,
    queryFn: ({ signal }) => apiRequest<DayNumbers>('platform', MISSION_PATHS.numbers, { signal, query: { from, to } }),
  });
