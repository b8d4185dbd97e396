// Test support: fixtures, and a plan written from customer sequences with its own small scheduler
// (so the verifier's tests do not lean on the solver).
import { readFileSync } from 'node:fs';
import type { Plan, PlannedRoute, Problem } from '../model';

export function fixture(name: string): string {
  return readFileSync(new URL(`../../fixtures/solomon/${name}`, import.meta.url), 'utf8');
}

/** Reads `Route #k: …` lines into customer-number sequences. */
export function readSolution(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('Route #'))
    .map((line) => (line.split(':')[1] ?? '').trim().split(/\s+/));
}

/** A plan of single-stop jobs in the given orders, vehicle k driving the k-th sequence. */
export function planOfSingles(problem: Problem, sequences: string[][]): Plan {
  const size = problem.travel.size;
  const jobs = new Map(problem.jobs.map((job) => [job.id, job]));
  let distance = 0;
  let travelTime = 0;
  const routes: PlannedRoute[] = sequences.map((ids, k) => {
    const vehicle = problem.vehicles[k];
    if (!vehicle) throw new Error('More sequences than vehicles');
    let at = vehicle.startLocation;
    let clock = vehicle.shiftStart;
    let parcels = ids.reduce((sum, id) => sum + (jobs.get(id)?.demand.parcels ?? 0), 0);
    const startLoad = { parcels, kg: 0 };
    let routeDistance = 0;
    let routeTime = 0;
    const stops = ids.map((id) => {
      const job = jobs.get(id);
      if (!job) throw new Error(`No job ${id}`);
      const leg = at * size + job.delivery.location;
      routeDistance += Number(problem.travel.distance[leg]);
      routeTime += Number(problem.travel.time[leg]);
      const arrival = clock + Number(problem.travel.time[leg]);
      const start = Math.max(arrival, job.delivery.windows[0]?.start ?? arrival);
      clock = start + job.delivery.serviceTime;
      at = job.delivery.location;
      parcels -= job.demand.parcels;
      return {
        jobId: id,
        kind: 'delivery' as const,
        location: at,
        arrival,
        start,
        departure: clock,
        load: { parcels, kg: 0 },
      };
    });
    const home = at * size + vehicle.endLocation;
    routeDistance += Number(problem.travel.distance[home]);
    routeTime += Number(problem.travel.time[home]);
    distance += routeDistance;
    travelTime += routeTime;
    return {
      vehicleId: vehicle.id,
      stops,
      departure: vehicle.shiftStart,
      arrival: clock + Number(problem.travel.time[home]),
      distance: routeDistance,
      travelTime: routeTime,
      startLoad,
      explanation: '',
    };
  });
  return {
    routes,
    unassigned: [],
    totals: { distance, travelTime, cost: distance, vehiclesUsed: routes.length, unassigned: 0 },
    stats: { seed: 0, iterations: 0, elapsedMs: 0 },
  };
}
