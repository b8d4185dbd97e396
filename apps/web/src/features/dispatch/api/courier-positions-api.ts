import { type CourierOnMapList, FLEET_PATHS } from '@sameday/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { dispatchKeys } from './dispatch-api';

/** How often the board reads where couriers are: about as often as their apps send (decision 061). */
const POSITIONS_REFRESH_MS = 20_000;

/** GET /admin/dispatch/positions: each on-shift courier at their latest position; read only for today's board. */
export const useCouriersOnMap = (isToday: boolean) =>
  useQuery({
    queryKey: [...dispatchKeys.all, 'positions'] as const,
    queryFn: ({ signal }) => apiRequest<CourierOnMapList>('platform', FLEET_PATHS.positions, { signal }),
    enabled: isToday,
    refetchInterval: POSITIONS_REFRESH_MS,
  });
