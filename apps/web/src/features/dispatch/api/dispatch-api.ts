import {
  type DispatchDay,
  MISSION_PATHS,
  type Mission,
  type OrderMoveBody,
  type PlanWaveBody,
  type ReplanBody,
  type Wave,
} from '@sameday/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { useLiveFallbackInterval } from '../../../shared/live';

/** The board's query keys: one Dubai day, and each mission read again on its own. */
export const dispatchKeys = {
  all: ['dispatch'] as const,
  day: (date: string) => [...dispatchKeys.all, 'day', date] as const,
  /** Where the couriers on shift are (the map). */
  positions: ['dispatch', 'positions'] as const,
};

/** GET /admin/dispatch/day?date=: waves, missions with stops (late first), unassigned orders, couriers. */
export const useDispatchDay = (date: string) =>
  useQuery({
    queryKey: dispatchKeys.day(date),
    queryFn: ({ signal }) => apiRequest<DispatchDay>('platform', MISSION_PATHS.day, { signal, query: { date } }),
    // The live socket keeps the board fresh; while it is down the board reads again slowly.
    refetchInterval: useLiveFallbackInterval(),
  });

/** Puts a fresh mission into the day's board in its place, so the reader keeps where they were. */
function useReplaceMission(date: string) {
  const queryClient = useQueryClient();
  return (mission: Mission) =>
    queryClient.setQueryData<DispatchDay>(dispatchKeys.day(date), (day) =>
      day ? { ...day, missions: day.missions.map((m) => (m.id === mission.id ? mission : m)) } : day,
    );
}

/** Every change of a mission: on success the day is read again; on a stale version the mission alone is. */
function useMissionWrite<Vars, Answer>(date: string, send: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.day(date) }),
  });
}

/** GET /admin/dispatch/missions/{id}: one mission read again (after a conflict), put back in its place. */
export function useReloadMission(date: string) {
  const replace = useReplaceMission(date);
  return async (id: string) => {
    const mission = await apiRequest<Mission>('platform', MISSION_PATHS.mission(id));
    replace(mission);
    return mission;
  };
}

/** POST /admin/dispatch/missions/{id}/orders: the order goes on this mission (off any other). */
export const useAssignOrder = (date: string) =>
  useMissionWrite(date, ({ missionId, orderId, version }: { missionId: string; orderId: string; version: number }) =>
    apiRequest<Mission>('platform', MISSION_PATHS.assign(missionId), { method: 'POST', body: { orderId, version } }),
  );

/** PUT /admin/dispatch/missions/{id}/stops: the mission's stops in a new order. */
export const useReorderStops = (date: string) =>
  useMissionWrite(date, ({ missionId, stopIds, version }: { missionId: string; stopIds: string[]; version: number }) =>
    apiRequest<Mission>('platform', MISSION_PATHS.stopOrder(missionId), { method: 'PUT', body: { stopIds, version } }),
  );

/** PUT /admin/dispatch/missions/{id}/stops/{stopId}/lock. */
export const useLockStop = (date: string) =>
  useMissionWrite(
    date,
    ({ missionId, stopId, locked, version }: { missionId: string; stopId: string; locked: boolean; version: number }) =>
      apiRequest<Mission>('platform', MISSION_PATHS.stopLock(missionId, stopId), {
        method: 'PUT',
        body: { locked, version },
      }),
  );

/** POST /admin/dispatch/waves: plans a wave for the chosen ready orders and couriers on shift. */
export const usePlanWave = (date: string) =>
  useMissionWrite(date, (body: PlanWaveBody) =>
    apiRequest<Wave>('platform', MISSION_PATHS.waves, { method: 'POST', body }),
  );

/** POST /admin/dispatch/waves/{id}/replan: the unlocked stops planned again, with each mission's version. */
export const useReplanWave = (date: string) =>
  useMissionWrite(date, ({ waveId, ...body }: { waveId: string } & ReplanBody) =>
    apiRequest<Wave>('platform', MISSION_PATHS.replan(waveId), { method: 'POST', body }),
  );

/** What a recorded move answers: the orders moved, and those refused with why. */
export type MoveAnswer = {
  moved: { orderId: string; status: string }[];
  refused: { orderId: string; message: string }[];
};

/** POST /admin/dispatch/moves: collected, at depot, out for delivery, delivered or failed attempt, for a whole stop. */
export const useRecordMove = (date: string) =>
  useMissionWrite(date, (body: OrderMoveBody) =>
    apiRequest<MoveAnswer>('platform', MISSION_PATHS.moves, { method: 'POST', body }),
  );
