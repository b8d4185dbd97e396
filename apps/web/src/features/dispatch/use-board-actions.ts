import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DispatchDay, Mission, OrderMoveBody, PlanWaveBody, Stop, Wave } from '@sameday/contract';
import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '../../shared/api';
import { serverMessage } from '../../shared/server-error';
import { showToast } from '../../shared/ui/toast';
import {
  useAssignOrder,
  useLockStop,
  usePlanWave,
  useRecordMove,
  useReloadMission,
  useReorderStops,
  useReplanWave,
} from './api/dispatch-api';
import type { MoveTarget } from './components/order-chip';
import { byRisk, colorOfIndex } from './lib/board';

export type DispatchCourier = DispatchDay['couriers'][number];

/** A move of a whole stop: each order moved or refused on its own, and said so. */
function useMoveRecorder(date: string) {
  const { t } = useLingui();
  const recordMoves = useRecordMove(date);
  const recordMove = (body: OrderMoveBody) =>
    recordMoves.mutate(body, {
      onSuccess: ({ moved, refused }) => {
        const count = moved.length;
        if (count > 0)
          showToast({
            message: plural(count, { one: 'Recorded for # order.', other: 'Recorded for # orders.' }),
            tone: 'success',
          });
        for (const { orderId, message } of refused) showToast({ message: t`${orderId}: ${message}`, tone: 'error' });
      },
      onError: (error) => showToast({ message: serverMessage(error), tone: 'error' }),
    });
  return { recordMove, recording: recordMoves.isPending };
}

/**
 * Re-plan the rest: the dialog opens on a wave; `confirmReplan` plans its unlocked stops again on
 * the couriers chosen, with each mission's version. A stale version closes the dialog and is said.
 */
function useReplan(day: DispatchDay, date: string) {
  const { t } = useLingui();
  const replan = useReplanWave(date);
  const [replanning, setReplanning] = useState<Wave | null>(null);
  const [replanConflict, setReplanConflict] = useState(false);
  const replanWave = (wave: Wave) => {
    replan.reset();
    setReplanning(wave);
  };
  const confirmReplan = (courierIds: string[], seconds: number) => {
    if (!replanning) return;
    setReplanConflict(false);
    const versions = Object.fromEntries(
      day.missions
        .filter((mission) => mission.waveId === replanning.id)
        .map((mission) => [mission.id, mission.version]),
    );
    replan.mutate(
      { waveId: replanning.id, versions, courierIds, seconds },
      {
        onSuccess: () => {
          setReplanning(null);
          showToast({ message: t`The wave was planned again; locked stops kept their place.`, tone: 'success' });
        },
        onError: (error) => {
          if (!isApiError(error) || error.code !== 'aborted') return;
          setReplanning(null);
          setReplanConflict(true);
        },
      },
    );
  };
  return { replan, replanning, setReplanning, replanWave, confirmReplan, replanConflict, setReplanConflict };
}

/**
 * What the board does: its missions in risk order with their colours, and each change, sent with
 * the mission's version. A stale version is said on that mission, which is read again in place.
 */
export function useBoardActions(day: DispatchDay, date: string) {
  const { t } = useLingui();
  const assign = useAssignOrder(date);
  const reorder = useReorderStops(date);
  const lock = useLockStop(date);
  const plan = usePlanWave(date);
  const { replan, replanning, setReplanning, replanWave, confirmReplan, replanConflict, setReplanConflict } = useReplan(
    day,
    date,
  );
  const reloadMission = useReloadMission(date);
  const { recordMove, recording } = useMoveRecorder(date);
  const [conflicts, setConflicts] = useState<ReadonlySet<string>>(new Set());
  const [planning, setPlanning] = useState(false);
  const busy = assign.isPending || reorder.isPending || lock.isPending || replan.isPending || recording;

  // A mission a re-plan emptied is cancelled: it is no place to drop an order, nor a route on the map.
  const missions = useMemo(
    () => byRisk(day.missions.filter((mission) => mission.state !== 'cancelled')),
    [day.missions],
  );
  const colors = useMemo(
    () => new Map(day.missions.map((mission, index) => [mission.id, colorOfIndex(index)])),
    [day.missions],
  );
  const colorOf = useCallback((id: string) => colors.get(id) ?? colorOfIndex(0), [colors]);
  const open = missions.filter((mission) => mission.state === 'planned' || mission.state === 'in_progress');
  const targets: MoveTarget[] = open.map(({ id, courierName }) => ({
    missionId: id,
    label: t`Mission of ${courierName}`,
  }));
  const missionOfCourier = (courierId: string) => open.find((mission) => mission.courierId === courierId);

  const clearConflict = (missionId: string) =>
    setConflicts((now) => {
      if (!now.has(missionId)) return now;
      const next = new Set(now);
      next.delete(missionId);
      return next;
    });

  /** A refused change: a stale version is said on the mission, which is read again in its place. */
  const failed = (mission: Mission) => (error: unknown) => {
    if (isApiError(error) && error.code === 'aborted') {
      setConflicts((now) => new Set(now).add(mission.id));
      void reloadMission(mission.id).catch(() => undefined);
      return;
    }
    showToast({ message: serverMessage(error), tone: 'error' });
  };

  const moveOrder = (orderId: string, missionId: string) => {
    const mission = day.missions.find((m) => m.id === missionId);
    if (!mission) return;
    clearConflict(mission.id);
    const name = mission.courierName;
    assign.mutate(
      { missionId, orderId, version: mission.version },
      {
        onSuccess: () => showToast({ message: t`${orderId} is now on the mission of ${name}.`, tone: 'success' }),
        onError: failed(mission),
      },
    );
  };

  const moveToCourier = (orderId: string, courier: DispatchCourier) => {
    const mission = missionOfCourier(courier.courierId);
    const name = courier.name;
    if (!mission) {
      showToast({ message: t`${name} has no mission today: plan a wave with them first.`, tone: 'info' });
      return;
    }
    moveOrder(orderId, mission.id);
  };

  const reorderStops = (mission: Mission, stopIds: string[]) => {
    clearConflict(mission.id);
    reorder.mutate({ missionId: mission.id, stopIds, version: mission.version }, { onError: failed(mission) });
  };

  const toggleLock = (mission: Mission, stop: Stop) => {
    clearConflict(mission.id);
    lock.mutate(
      { missionId: mission.id, stopId: stop.id, locked: !stop.locked, version: mission.version },
      { onError: failed(mission) },
    );
  };

  const planWave = (body: PlanWaveBody) =>
    plan.mutate(body, {
      onSuccess: (wave) => {
        const missionsCount = wave.missionIds.length;
        const left = wave.unassigned.length;
        showToast({
          message:
            left === 0
              ? t`The wave is planned: ${plural(missionsCount, { one: '# mission', other: '# missions' })}.`
              : t`The wave is planned: ${plural(missionsCount, { one: '# mission', other: '# missions' })}; ${plural(left, { one: '# order', other: '# orders' })} could not be planned (see why under Unassigned orders).`,
          tone: 'success',
        });
        setPlanning(false);
      },
    });

  return {
    missions,
    colorOf,
    targets,
    missionOfCourier,
    conflicts,
    replanConflict,
    setReplanConflict,
    planning,
    setPlanning,
    busy,
    plan,
    replan,
    moveOrder,
    moveToCourier,
    reorderStops,
    toggleLock,
    replanWave,
    replanning,
    setReplanning,
    confirmReplan,
    recordMove,
    planWave,
  };
}
