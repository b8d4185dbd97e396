// Which routes a job is offered: every used route on small fleets, the routes holding its nearest
// stops on large ones, and one empty vehicle of each class.
import type { State } from './state';

/** Above this many vehicles, a job is offered only the routes near it (and one empty vehicle per class). */
const ALL_ROUTES_UP_TO = 40;
/** A job is near the routes of its stops' this many nearest stops (more costs time and gains nothing measured). */
const NEAR_NEIGHBOURS = 20;

/**
 * The routes worth offering a job: every used route (or, on large fleets, those near it unless
 * `everyRoute`) and one empty vehicle per class. The routes nearest the job come first, so the
 * first good place found bounds the search of the others (state.ts).
 */
export function candidateRoutes(state: State, job: number, everyRoute = false): number[] {
  const inst = state.inst;
  const near = nearRoutes(state, job);
  const out = [...near];
  const every = everyRoute || inst.vehicleCount <= ALL_ROUTES_UP_TO;
  const seenClass = new Set<number>();
  for (const route of state.routes) {
    if (route.seq.length === 2) {
      const c = inst.vehClass[route.vehicle];
      if (seenClass.has(c)) continue;
      seenClass.add(c);
      out.push(route.vehicle);
    } else if (every && !near.has(route.vehicle)) {
      out.push(route.vehicle);
    }
  }
  return out;
}

/** The used routes holding the job's nearest stops, nearest first. */
function nearRoutes(state: State, job: number): Set<number> {
  const inst = state.inst;
  const near = new Set<number>();
  const first = inst.neighbours[inst.jobFirst[job]];
  const second = inst.jobSecond[job] >= 0 ? inst.neighbours[inst.jobSecond[job]] : first;
  const most = Math.min(first.length, NEAR_NEIGHBOURS);
  for (let i = 0; i < most; i++) {
    for (const other of [first[i], second[i]]) {
      const r = state.nodeRoute[other];
      if (r >= 0) near.add(r);
    }
  }
  return near;
}

/** Whether candidateRoutes() leaves routes out for this state (a failed insertion then tries them all). */
export function filtersRoutes(state: State): boolean {
  return state.inst.vehicleCount > ALL_ROUTES_UP_TO;
}
