import { MISSION_PLAN_SENTENCES as S, type ServerText, serverText } from '@sameday/contract';
import type { Plan, PlannedRoute, Problem } from '../adapters';

type Unassigned = Plan['unassigned'][number];

const BY_REASON: Record<string, string> = {
  'no-vehicle-capacity': S.noVehicleCapacity,
  'window-unreachable': S.windowUnreachable,
  'shift-too-short': S.shiftTooShort,
  'no-room-in-plan': S.noRoomInPlan,
};

const tenths = (x: number) => String(Math.round(x * 10) / 10);

/** Seconds since Dubai midnight as the board's time of day, `17:05`. */
const clock = (seconds: number) => {
  const minutes = Math.round(seconds / 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/**
 * Why the planner gave this courier these stops, as the board shows it: what the mission carries
 * at most against what the courier can, when the courier is back, and whether the courier simply
 * starts nearest to the first stop or nearer ones had no room left. Counts and times only: the
 * courier's name is on the card already and an id means nothing to a reader.
 */
export function explainRoute(
  problem: Problem,
  route: PlannedRoute,
  mission: { orders: number; stops: number },
): ServerText {
  const vehicle = problem.vehicles.find((v) => v.id === route.vehicleId);
  const first = route.stops[0];
  if (!vehicle || !first) return serverText(S.alreadyPlanned);
  const loads = [route.startLoad, ...route.stops.map((stop) => stop.load)];
  const { size, time } = problem.travel;
  const from = (start: number) => Number(time[start * size + first.location]);
  const nearest = Math.min(...problem.vehicles.map((v) => from(v.startLocation)));
  const template = from(vehicle.startLocation) <= nearest + 1e-9 ? S.nearestStart : S.roomLeft;
  return serverText(template, {
    orders: mission.orders,
    stops: mission.stops,
    km: tenths(route.distance / 1000),
    parcels: Math.max(...loads.map((load) => load.parcels)),
    capacity: vehicle.capacity.parcels,
    kg: tenths(Math.max(...loads.map((load) => load.kg))),
    capacityKg: tenths(vehicle.capacity.kg),
    back: clock(route.arrival),
  });
}

/** Why the plan left an order out, by the planner's reason. */
export function unassignedText(job: Unassigned): ServerText {
  return serverText(BY_REASON[job.reason] ?? S.noRoomInPlan);
}

export const alreadyPlannedText = (): ServerText => serverText(S.alreadyPlanned);
