// Which routes a job is offered: every used route on small fleets, the routes holding its nearest
// stops on large ones, and one empty vehicle of each class.
import type { State } from './state';

/** Above this many vehicles, a job is offered only the routes near it (and one empty vehicle per class). */
const ALL_ROUTES_UP_TO = 40;

/**
 * The routes worth offering a job: every used route (or, on large fleets, those near it unless
 * `everyRoute`) and one empty vehicle per class.
 */
export function candidateRoutes(state: State, job: number, everyRoute = false): number[] {
  const inst = state.inst;
  const out: number[] = [];
  const seenClass = new Set<number>();
  const near = !everyRoute && inst.vehicleCount > ALL_ROUTES_UP_TO ? nearRoutes(state, job) : undefined;
  for (const route of state.routes) {
    if (route.seq.length === 2) {
      const c = inst.vehClass[route.vehicle];
      if (seenClass.has(c)) continue;
      seenClass.add(c);
      out.push(route.vehicle);
    } else if (!near || near.has(route.vehicle)) {
      out.push(route.vehicle);
    }
  }
  return out;
}

function nearRoutes(state: State, job: number): Set<number> {
  const inst = state.inst;
  const near = new Set<number>();
  for (const node of [inst.jobFirst[job], inst.jobSecond[job]]) {
    if (node < 0) continue;
    for (const other of inst.neighbours[node]) {
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
