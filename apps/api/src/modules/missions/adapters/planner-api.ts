// The part of @sameday/planner the API uses, typed here: the package is plain TypeScript checked by
// its own compiler settings (typed arrays indexed without checks in its hot loops), so the API
// loads it at run time rather than compiling its sources under the API's stricter settings.
import { loadPlanner } from './planner-load.js';

export type LatLng = { lat: number; lng: number };
export type TimeWindow = { start: number; end: number };
export type Load = { parcels: number; kg: number };
export type PlannerStop = { location: number; serviceTime: number; windows: TimeWindow[] };
export type PlannerJob = { id: string; pickup?: PlannerStop; delivery: PlannerStop; demand: Load };
export type PlannerVehicle = {
  id: string;
  capacity: Load;
  startLocation: number;
  endLocation: number;
  shiftStart: number;
  shiftEnd: number;
};
export type TravelMatrix = { size: number; time: Float64Array | number[]; distance: Float64Array | number[] };
export type Problem = {
  vehicles: PlannerVehicle[];
  jobs: PlannerJob[];
  travel: TravelMatrix;
  objective?: 'distance' | 'time';
  vehicleCost?: number;
};
export type PlannedStop = {
  jobId: string;
  kind: 'pickup' | 'delivery';
  location: number;
  arrival: number;
  start: number;
  departure: number;
  load: Load;
};
export type PlannedRoute = {
  vehicleId: string;
  stops: PlannedStop[];
  departure: number;
  arrival: number;
  distance: number;
  travelTime: number;
  /** What the vehicle carries when it leaves its depot. */
  startLoad: Load;
  explanation: string;
};
export type Plan = {
  routes: PlannedRoute[];
  unassigned: { jobId: string; reason: string; detail: string }[];
  totals: { distance: number; travelTime: number; cost: number; vehiclesUsed: number; unassigned: number };
  stats: { seed: number; iterations: number; elapsedMs: number };
};
export type SolveOptions = { seed?: number; iterations?: number; timeBudgetMs?: number };

type PlannerModule = {
  /** The emirate a place is in (Dubai, Abu Dhabi, Sharjah, or other), from the planner's centres. */
  emirateOf(point: LatLng): 'dubai' | 'abu-dhabi' | 'sharjah' | 'other';
  emiratesTravel(points: LatLng[], departAt: number): TravelMatrix;
  solve(problem: Problem, options: SolveOptions): Plan;
  solveInWorker(problem: Problem, options: SolveOptions): Promise<Plan>;
  verifyPlan(problem: Problem, plan: Plan): { feasible: boolean; violations: { kind: string; message: string }[] };
};

let loaded: Promise<PlannerModule> | undefined;

/** The planner package, loaded once. */
export function planner(): Promise<PlannerModule> {
  loaded ??= loadPlanner() as Promise<PlannerModule>;
  return loaded;
}
