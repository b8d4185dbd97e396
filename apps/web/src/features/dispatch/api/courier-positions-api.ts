import { type CourierOnMapList, FLEET_PATHS } from '@sameday/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { useLiveFallbackInterval } from '../../../shared/live';
import { dispatchKeys } from './dispatch-api';

/**
 * GET /admin/dispatch/positions: each on-shift courier at their latest position; read only for
 * today's board. Read again when a courier's app sends positions (the live socket's
 * `courier.moved`, decision 061), and once a minute only while the socket is down.
 */
export const useCouriersOnMap = (isToday: boolean) =>
  useQuery({
    queryKey: dispatchKeys.positions,
    queryFn: ({ signal }) => apiRequest<CourierOnMapList>('platform', FLEET_PATHS.positions, { signal }),
    enabled: isToday,
    refetchInterval: useLiveFallbackInterval(),
  });
