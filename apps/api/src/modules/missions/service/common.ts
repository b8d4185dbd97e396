import {
  AT_RISK_MINUTES,
  MISSION_MESSAGES,
  type Mission,
  type MissionState,
  type Stop,
  type StopKind,
  type StopRisk,
  staleMissionVersion,
  type VehicleKind,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import type { RoutePlanner } from '../adapters';
import type { MissionRow, StopRow } from '../queries';

/** `now`: the domain's wall clock, which a plan's windows and the board's risks are read against. */
export type MissionsDeps = { db: Db; planner: RoutePlanner; now: () => Date };
export type MissionsRouteDeps = MissionsDeps & { authenticate: AuthGuard };

export const missionNotFound = () => new AppError('not_found', MISSION_MESSAGES.missionNotFound);
export const stopNotFound = () => new AppError('not_found', MISSION_MESSAGES.stopNotFound);
export const staleVersion = (read: number, current: number) =>
  new AppError('aborted', staleMissionVersion(read, current), { details: { version: current } });

/** Dubai is UTC+4 all year: the instant of a Dubai day's midnight. */
export const dubaiMidnight = (date: string) => new Date(`${date}T00:00:00+04:00`);

/** Predicted start against the promised window's end. */
export function riskOf(stop: Pick<StopRow, 'predictedArrival' | 'windowTo' | 'state'>, now = new Date()): StopRisk {
  if (stop.state !== 'pending') return 'on_time';
  const predicted = stop.predictedArrival ?? now;
  const expected = predicted < now ? now : predicted;
  if (expected > stop.windowTo) return 'late';
  if (expected.getTime() > stop.windowTo.getTime() - AT_RISK_MINUTES * 60_000) return 'at_risk';
  return 'on_time';
}

export function toStop(row: StopRow, now = new Date()): Stop {
  return {
    id: row.id,
    sequence: row.sequence,
    kind: row.kind as StopKind,
    label: row.label,
    location: { lat: row.lat, lng: row.lng },
    orderIds: row.orderIds,
    window: { from: row.windowFrom.toISOString(), to: row.windowTo.toISOString() },
    predictedArrival: row.predictedArrival?.toISOString() ?? null,
    risk: riskOf(row, now),
    locked: row.locked,
    state: row.state as Stop['state'],
  };
}

const RISK_ORDER: Record<StopRisk, number> = { late: 0, at_risk: 1, on_time: 2 };

/** The mission's worst stop: the board shows late missions first, then those at risk. */
export function missionRisk(mission: Mission): number {
  return Math.min(2, ...mission.stops.map((stop) => RISK_ORDER[stop.risk]));
}

export function toMission(
  row: MissionRow,
  stops: StopRow[],
  courier: { name: string; vehicleKind: VehicleKind } | undefined,
  now = new Date(),
): Mission {
  return {
    id: row.id,
    waveId: row.waveId,
    courierId: row.courierId,
    courierName: courier?.name ?? '',
    vehicleKind: courier?.vehicleKind ?? 'bike',
    version: row.version,
    state: row.state as MissionState,
    pooled: row.pooled,
    distanceMeters: row.distanceMeters,
    travelSeconds: row.travelSeconds,
    explanation: row.explanation,
    explanationText: row.explanationText ?? null,
    stops: stops.filter((stop) => stop.missionId === row.id).map((stop) => toStop(stop, now)),
  };
}
