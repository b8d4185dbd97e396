// An independent check of a plan against its problem: it recomputes everything from the problem
// (times with waiting, loads, totals) and shares no code with the solver, so a solver bug does not
// hide behind the same bug here.
import type { Job, Plan, PlannedRoute, Problem, TimeWindow, Vehicle } from './model';

export type ViolationKind =
  | 'unknown-vehicle'
  | 'vehicle-reused'
  | 'unknown-job'
  | 'job-missing'
  | 'job-duplicated'
  | 'wrong-location'
  | 'pair-split'
  | 'pickup-after-delivery'
  | 'capacity'
  | 'time-window'
  | 'shift-start'
  | 'shift-end'
  | 'schedule-mismatch'
  | 'cost-mismatch';

export interface Violation {
  kind: ViolationKind;
  message: string;
}

export interface Verdict {
  feasible: boolean;
  violations: Violation[];
  /** Recomputed from the problem. */
  distance: number;
  travelTime: number;
  cost: number;
}

const TOLERANCE = 1e-6;

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

function serviceStart(windows: TimeWindow[], arrival: number): number | undefined {
  let best: number | undefined;
  for (const w of windows) {
    if (arrival > w.end + TOLERANCE) continue;
    const start = Math.max(arrival, w.start);
    if (best === undefined || start < best) best = start;
  }
  return best;
}

interface Seen {
  pickups: Map<string, { route: number; index: number }>;
  deliveries: Map<string, { route: number; index: number }>;
}

export function verifyPlan(problem: Problem, plan: Plan): Verdict {
  const violations: Violation[] = [];
  const add = (kind: ViolationKind, message: string) => violations.push({ kind, message });
  const jobs = new Map<string, Job>(problem.jobs.map((job) => [job.id, job]));
  const vehicles = new Map<string, Vehicle>(problem.vehicles.map((v) => [v.id, v]));
  const seen: Seen = { pickups: new Map(), deliveries: new Map() };
  const usedVehicles = new Set<string>();
  let distance = 0;
  let travelTime = 0;
  plan.routes.forEach((route, r) => {
    const vehicle = vehicles.get(route.vehicleId);
    if (!vehicle) {
      add('unknown-vehicle', `Route ${r + 1} names vehicle ${route.vehicleId}, which the problem does not have`);
      return;
    }
    if (usedVehicles.has(vehicle.id)) add('vehicle-reused', `Vehicle ${vehicle.id} drives more than one route`);
    usedVehicles.add(vehicle.id);
    const legs = checkRoute(problem, vehicle, route, r, jobs, seen, add);
    distance += legs.distance;
    travelTime += legs.travelTime;
  });
  checkJobs(problem, plan, seen, add);
  const cost = (problem.objective === 'time' ? travelTime : distance) + plan.routes.length * (problem.vehicleCost ?? 0);
  if (!close(cost, plan.totals.cost))
    add('cost-mismatch', `The plan reports cost ${plan.totals.cost}, recomputed ${cost}`);
  if (!close(distance, plan.totals.distance)) {
    add('cost-mismatch', `The plan reports distance ${plan.totals.distance}, recomputed ${distance}`);
  }
  if (!close(travelTime, plan.totals.travelTime)) {
    add('cost-mismatch', `The plan reports travel time ${plan.totals.travelTime}, recomputed ${travelTime}`);
  }
  return { feasible: violations.length === 0, violations, distance, travelTime, cost };
}

function checkRoute(
  problem: Problem,
  vehicle: Vehicle,
  route: PlannedRoute,
  r: number,
  jobs: Map<string, Job>,
  seen: Seen,
  add: (kind: ViolationKind, message: string) => void,
): { distance: number; travelTime: number } {
  const size = problem.travel.size;
  const name = `Route ${r + 1} (${vehicle.id})`;
  let parcels = 0;
  let kg = 0;
  for (const stop of route.stops) {
    const job = jobs.get(stop.jobId);
    if (job && !job.pickup && stop.kind === 'delivery') {
      parcels += job.demand.parcels;
      kg += job.demand.kg;
    }
  }
  const overCapacity = (where: string) => {
    if (parcels > vehicle.capacity.parcels + TOLERANCE || kg > vehicle.capacity.kg + TOLERANCE) {
      add(
        'capacity',
        `${name} carries ${parcels} parcels and ${kg} kg ${where}, over ${vehicle.capacity.parcels} and ${vehicle.capacity.kg}`,
      );
    }
  };
  overCapacity('leaving its depot');
  if (route.departure < vehicle.shiftStart - TOLERANCE) {
    add('shift-start', `${name} leaves at ${route.departure}, before its shift starts at ${vehicle.shiftStart}`);
  }
  let clock = Math.max(route.departure, vehicle.shiftStart);
  let at = vehicle.startLocation;
  let distance = 0;
  let travelTime = 0;
  route.stops.forEach((stop, index) => {
    const job = jobs.get(stop.jobId);
    if (!job) {
      add('unknown-job', `${name} serves job ${stop.jobId}, which the problem does not have`);
      return;
    }
    const place = stop.kind === 'pickup' ? job.pickup : job.delivery;
    if (!place) {
      add('wrong-location', `${name} picks up job ${job.id}, which is a single stop`);
      return;
    }
    const where = stop.kind === 'pickup' ? seen.pickups : seen.deliveries;
    if (where.has(job.id)) add('job-duplicated', `Job ${job.id}'s ${stop.kind} is served more than once`);
    where.set(job.id, { route: r, index });
    if (stop.location !== place.location)
      add('wrong-location', `${name} serves job ${job.id} at location ${stop.location}, not ${place.location}`);
    const leg = at * size + place.location;
    distance += Number(problem.travel.distance[leg]);
    travelTime += Number(problem.travel.time[leg]);
    const arrival = clock + Number(problem.travel.time[leg]);
    const start = serviceStart(place.windows, arrival);
    if (start === undefined) {
      add('time-window', `${name} reaches job ${job.id}'s ${stop.kind} at ${arrival}, after its windows close`);
      clock = arrival + place.serviceTime;
    } else {
      if (!close(start, stop.start) || !close(arrival, stop.arrival)) {
        add(
          'schedule-mismatch',
          `${name} reports job ${job.id}'s ${stop.kind} at ${stop.arrival}/${stop.start}, recomputed ${arrival}/${start}`,
        );
      }
      clock = start + place.serviceTime;
    }
    at = place.location;
    const sign = stop.kind === 'pickup' ? 1 : -1;
    if (job.pickup || stop.kind === 'delivery') {
      parcels += job.pickup ? sign * job.demand.parcels : -job.demand.parcels;
      kg += job.pickup ? sign * job.demand.kg : -job.demand.kg;
    }
    overCapacity(`after job ${job.id}'s ${stop.kind}`);
  });
  const home = at * size + vehicle.endLocation;
  distance += Number(problem.travel.distance[home]);
  travelTime += Number(problem.travel.time[home]);
  const back = clock + Number(problem.travel.time[home]);
  if (back > vehicle.shiftEnd + TOLERANCE)
    add('shift-end', `${name} is back at ${back}, after its shift ends at ${vehicle.shiftEnd}`);
  return { distance, travelTime };
}

function checkJobs(
  problem: Problem,
  plan: Plan,
  seen: Seen,
  add: (kind: ViolationKind, message: string) => void,
): void {
  const unassigned = new Set<string>();
  for (const u of plan.unassigned) {
    if (unassigned.has(u.jobId)) add('job-duplicated', `Job ${u.jobId} is listed unassigned twice`);
    unassigned.add(u.jobId);
  }
  for (const job of problem.jobs) {
    const pickup = seen.pickups.get(job.id);
    const delivery = seen.deliveries.get(job.id);
    const served = delivery !== undefined || pickup !== undefined;
    if (served && unassigned.has(job.id)) add('job-duplicated', `Job ${job.id} is both served and listed unassigned`);
    if (!served && !unassigned.has(job.id)) add('job-missing', `Job ${job.id} is neither served nor listed unassigned`);
    if (!job.pickup || !served) continue;
    if (!pickup || !delivery || pickup.route !== delivery.route) {
      add('pair-split', `Job ${job.id}'s pickup and delivery are not on the same route`);
    } else if (pickup.index > delivery.index) {
      add('pickup-after-delivery', `Job ${job.id} is delivered before it is picked up`);
    }
  }
  const known = new Set(problem.jobs.map((job) => job.id));
  for (const id of unassigned)
    if (!known.has(id)) add('unknown-job', `Job ${id} is listed unassigned but the problem does not have it`);
}
