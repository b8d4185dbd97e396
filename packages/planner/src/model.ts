// The wave planner's problem and plan: vehicles (couriers) with capacities, depots and shifts;
// jobs that are a pickup-and-delivery pair or a single stop; a travel matrix over locations.
// Everything here is plain data, so a problem and its plan cross a worker thread unchanged.

/** A time window in the problem's time unit (seconds for a wave, Solomon's units for Solomon). */
export interface TimeWindow {
  start: number;
  end: number;
}

/** What a vehicle carries or a job needs: parcels and kilograms. */
export interface Load {
  parcels: number;
  kg: number;
}

/** One place to be served: a location (index into the matrices), service time and windows. */
export interface Stop {
  location: number;
  serviceTime: number;
  /** Service must start inside one of these windows (sorted, not overlapping); waiting is allowed. */
  windows: TimeWindow[];
}

/**
 * A job: a pickup-and-delivery pair (the pickup precedes its delivery on the same vehicle) when
 * `pickup` is given, otherwise a single stop whose load leaves from the vehicle's depot.
 */
export interface Job {
  id: string;
  pickup?: Stop;
  delivery: Stop;
  demand: Load;
}

export interface Vehicle {
  id: string;
  capacity: Load;
  startLocation: number;
  endLocation: number;
  shiftStart: number;
  /** The vehicle must be back at its end location by then. */
  shiftEnd: number;
}

/**
 * Travel between locations as two row-major matrices of `size × size` entries:
 * `time[from * size + to]` and `distance[from * size + to]`.
 */
export interface TravelMatrix {
  size: number;
  time: Float64Array | number[];
  distance: Float64Array | number[];
}

export interface Problem {
  vehicles: Vehicle[];
  jobs: Job[];
  travel: TravelMatrix;
  /** What the plan minimises: total travel distance (default) or total travel time. */
  objective?: 'distance' | 'time';
  /** Added once per vehicle that leaves its depot (0 by default). */
  vehicleCost?: number;
  /** Added per job left unassigned (1e9 by default: any served job is worth more than travel). */
  unassignedPenalty?: number;
}

export interface SolveOptions {
  seed?: number;
  /** Stop improving after this many ruin-and-recreate iterations. */
  iterations?: number;
  /** Stop improving after this many milliseconds (construction included). */
  timeBudgetMs?: number;
}

export type StopKind = 'pickup' | 'delivery';

export interface PlannedStop {
  jobId: string;
  kind: StopKind;
  location: number;
  arrival: number;
  /** When service starts: the arrival, or the window's opening if the vehicle waits. */
  start: number;
  departure: number;
  /** What the vehicle carries when it leaves the stop. */
  load: Load;
}

export interface PlannedRoute {
  vehicleId: string;
  stops: PlannedStop[];
  departure: number;
  /** Arrival back at the vehicle's end location. */
  arrival: number;
  distance: number;
  travelTime: number;
  /** What the vehicle carries when it leaves its depot. */
  startLoad: Load;
  explanation: string;
}

export type UnassignedReason = 'no-vehicle-capacity' | 'window-unreachable' | 'shift-too-short' | 'no-room-in-plan';

export interface UnassignedJob {
  jobId: string;
  reason: UnassignedReason;
  detail: string;
}

export interface PlanTotals {
  distance: number;
  travelTime: number;
  /** The objective: distance or time, plus vehicle costs (penalties for unassigned jobs apart). */
  cost: number;
  vehiclesUsed: number;
  unassigned: number;
}

export interface Plan {
  routes: PlannedRoute[];
  unassigned: UnassignedJob[];
  totals: PlanTotals;
  stats: { seed: number; iterations: number; elapsedMs: number };
}

/** Builds the matrices from a travel function over `size` locations. */
export function matrixFrom(
  size: number,
  travel: (from: number, to: number) => { time: number; distance: number },
): TravelMatrix {
  const time = new Float64Array(size * size);
  const distance = new Float64Array(size * size);
  for (let from = 0; from < size; from++) {
    for (let to = 0; to < size; to++) {
      if (from === to) continue;
      const leg = travel(from, to);
      time[from * size + to] = leg.time;
      distance[from * size + to] = leg.distance;
    }
  }
  return { size, time, distance };
}
