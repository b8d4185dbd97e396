// The wave's plan from a VROOM server: the problem posted as VROOM's JSON input (vehicles,
// shipments for pickup-and-delivery jobs, jobs for single stops, the travel as `matrices.car`),
// VROOM's routes read back as the planner's Plan and checked with the planner's own verifyPlan.
import { PLANNER_SENTENCES as S, serverText } from '@sameday/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../platform/errors';
import {
  type Load,
  type Plan,
  type PlannedRoute,
  type PlannedStop,
  type PlannerJob,
  type PlannerStop,
  type Problem,
  planner,
  type TimeWindow,
} from './planner-api';

/** Kilograms go to VROOM as whole grams (its amounts are integers). */
const GRAMS = 1000;
/** Beyond the wave's time budget, how long VROOM may take to answer. */
const SLACK_MS = 30_000;

const unavailable = (text: ReturnType<typeof serverText>) => new AppError('unavailable', text);
const malformed = () => unavailable(serverText(S.vroomMalformed));

const window = (w: TimeWindow): [number, number] => {
  const start = Math.ceil(w.start);
  return [start, Math.max(start, Math.floor(w.end))];
};
const amount = (load: Load) => [load.parcels, Math.ceil(load.kg * GRAMS)];
const task = (id: number, stop: PlannerStop) => ({
  id,
  location_index: stop.location,
  service: Math.ceil(stop.serviceTime),
  time_windows: stop.windows.map(window),
});

/**
 * VROOM's input for the problem. Integers only: travel times and service are rounded up, windows
 * inward and capacities down, so a route VROOM finds on time is on time on the exact matrix too.
 * Vehicle, job and shipment ids are their indexes in the problem.
 */
export function vroomInput(problem: Problem) {
  const { size } = problem.travel;
  const rows = (values: ArrayLike<number>, round: (n: number) => number) =>
    Array.from({ length: size }, (_, from) =>
      Array.from({ length: size }, (_, to) => round(Number(values[from * size + to]))),
    );
  const durations = rows(problem.travel.time, Math.ceil);
  const distances = rows(problem.travel.distance, Math.round);
  const indexed = problem.jobs.map((job, index) => ({ job, index }));
  return {
    vehicles: problem.vehicles.map((vehicle, index) => ({
      id: index,
      description: vehicle.id,
      profile: 'car',
      start_index: vehicle.startLocation,
      end_index: vehicle.endLocation,
      capacity: [vehicle.capacity.parcels, Math.floor(vehicle.capacity.kg * GRAMS)],
      time_window: window({ start: vehicle.shiftStart, end: vehicle.shiftEnd }),
      ...(problem.vehicleCost ? { costs: { fixed: Math.round(problem.vehicleCost) } } : {}),
    })),
    shipments: indexed
      .filter(({ job }) => job.pickup)
      .map(({ job, index }) => ({
        amount: amount(job.demand),
        pickup: { ...task(index, job.pickup as PlannerStop), description: job.id },
        delivery: { ...task(index, job.delivery), description: job.id },
      })),
    jobs: indexed
      .filter(({ job }) => !job.pickup)
      .map(({ job, index }) => ({ ...task(index, job.delivery), description: job.id, delivery: amount(job.demand) })),
    matrices: {
      car: { durations, distances, ...(problem.objective === 'time' ? {} : { costs: distances }) },
    },
  };
}

const StepSchema = z.object({
  type: z.enum(['start', 'job', 'pickup', 'delivery', 'break', 'end']),
  id: z.number().int().optional(),
  /** Before VROOM 1.8 a task's id was `job`. */
  job: z.number().int().optional(),
  arrival: z.number().optional(),
  duration: z.number().optional(),
  distance: z.number().optional(),
});
const OutputSchema = z.object({
  code: z.number(),
  error: z.string().optional(),
  routes: z.array(z.object({ vehicle: z.number().int(), steps: z.array(StepSchema) })).optional(),
  unassigned: z.array(z.object({ id: z.number().int(), type: z.string().optional() })).optional(),
});
export type VroomOutput = z.infer<typeof OutputSchema>;

function serviceStart(windows: TimeWindow[], arrival: number): number {
  let best: number | undefined;
  for (const w of windows) {
    if (arrival > w.end) continue;
    const start = Math.max(arrival, w.start);
    if (best === undefined || start < best) best = start;
  }
  return best ?? arrival;
}

/** One VROOM route as the planner's route: VROOM's order of stops, times recomputed on the exact matrix. */
function routeOf(problem: Problem, route: NonNullable<VroomOutput['routes']>[number]): PlannedRoute {
  const vehicle = problem.vehicles[route.vehicle];
  if (!vehicle) throw malformed();
  const { size, time, distance } = problem.travel;
  const start = route.steps.find((step) => step.type === 'start');
  const departure = Math.max(vehicle.shiftStart, start?.arrival ?? vehicle.shiftStart);
  const tasks = route.steps.filter((step) => step.type === 'job' || step.type === 'pickup' || step.type === 'delivery');
  const visits = tasks.map((step) => {
    const job: PlannerJob | undefined = problem.jobs[step.id ?? step.job ?? -1];
    const single = step.type === 'job';
    if (!job || single !== !job.pickup) throw malformed();
    return { job, kind: step.type === 'pickup' ? ('pickup' as const) : ('delivery' as const) };
  });
  const startLoad = visits
    .filter(({ job }) => !job.pickup)
    .reduce((load, { job }) => ({ parcels: load.parcels + job.demand.parcels, kg: load.kg + job.demand.kg }), {
      parcels: 0,
      kg: 0,
    });
  let clock = departure;
  let at = vehicle.startLocation;
  let meters = 0;
  let seconds = 0;
  let load = startLoad;
  const leg = (to: number) => {
    meters += Number(distance[at * size + to]);
    seconds += Number(time[at * size + to]);
    const arrival = clock + Number(time[at * size + to]);
    at = to;
    return arrival;
  };
  const stops: PlannedStop[] = visits.map(({ job, kind }) => {
    const place = (kind === 'pickup' ? job.pickup : job.delivery) as PlannerStop;
    const arrival = leg(place.location);
    const begin = serviceStart(place.windows, arrival);
    clock = begin + place.serviceTime;
    const sign = kind === 'pickup' ? 1 : -1;
    load = { parcels: load.parcels + sign * job.demand.parcels, kg: load.kg + sign * job.demand.kg };
    return { jobId: job.id, kind, location: place.location, arrival, start: begin, departure: clock, load };
  });
  const arrival = leg(vehicle.endLocation);
  const orders = new Set(stops.map((stop) => stop.jobId)).size;
  return {
    vehicleId: vehicle.id,
    stops,
    departure,
    arrival,
    distance: meters,
    travelTime: seconds,
    startLoad,
    explanation: `Chosen by the route optimiser (VROOM): ${orders} orders, ${(meters / 1000).toFixed(1)} km and ${Math.round(seconds / 60)} minutes on the road.`,
  };
}

/** VROOM's answer as the planner's Plan; a job VROOM left out keeps the reason it could not be served. */
export function planOf(problem: Problem, output: VroomOutput, elapsedMs: number, seed: number): Plan {
  const routes = (output.routes ?? []).map((route) => routeOf(problem, route)).filter((r) => r.stops.length > 0);
  const unassigned = (output.unassigned ?? []).flatMap(({ id }) => {
    const job = problem.jobs[id];
    if (!job) throw malformed();
    const fits = problem.vehicles.some(
      (v) => v.capacity.parcels >= job.demand.parcels && v.capacity.kg >= job.demand.kg,
    );
    return [
      fits
        ? {
            jobId: job.id,
            reason: 'no-room-in-plan',
            detail: 'The route optimiser found no courier to serve it within its window and the shifts.',
          }
        : { jobId: job.id, reason: 'no-vehicle-capacity', detail: 'It is larger than any chosen courier can carry.' },
    ];
  });
  // A shipment is listed once per task it leaves out (pickup and delivery): keep one line a job.
  const once = [...new Map(unassigned.map((u) => [u.jobId, u])).values()];
  const distance = routes.reduce((sum, r) => sum + r.distance, 0);
  const travelTime = routes.reduce((sum, r) => sum + r.travelTime, 0);
  return {
    routes,
    unassigned: once,
    totals: {
      distance,
      travelTime,
      cost: (problem.objective === 'time' ? travelTime : distance) + routes.length * (problem.vehicleCost ?? 0),
      vehiclesUsed: routes.length,
      unassigned: once.length,
    },
    stats: { seed, iterations: 0, elapsedMs },
  };
}

/** Posts the problem to the VROOM server at `url` and answers its plan, checked with verifyPlan. */
export async function vroomPlan(
  url: string,
  problem: Problem,
  { timeBudgetMs, seed = 1 }: { timeBudgetMs: number; seed?: number },
  log?: FastifyBaseLogger,
): Promise<Plan> {
  const started = Date.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(vroomInput(problem)),
      signal: AbortSignal.timeout(timeBudgetMs + SLACK_MS),
    });
  } catch (error) {
    log?.warn({ err: (error as Error).message }, 'VROOM request failed');
    throw unavailable(serverText(S.vroomNoAnswer));
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw malformed();
  }
  const parsed = OutputSchema.safeParse(body);
  if (!parsed.success) throw malformed();
  if (!response.ok || parsed.data.code !== 0) {
    log?.warn({ status: response.status, code: parsed.data.code, error: parsed.data.error }, 'VROOM refused');
    const detail = `code ${parsed.data.code}: ${parsed.data.error ?? 'no message'}`;
    throw unavailable(serverText(S.vroomRefused, { detail }));
  }
  const plan = planOf(problem, parsed.data, Date.now() - started, seed);
  const verdict = (await planner()).verifyPlan(problem, plan);
  if (!verdict.feasible) {
    log?.warn({ violations: verdict.violations }, 'VROOM answered an infeasible plan');
    const first = verdict.violations[0]?.message ?? 'unknown';
    throw unavailable(serverText(S.vroomInfeasible, { detail: first }));
  }
  return plan;
}
