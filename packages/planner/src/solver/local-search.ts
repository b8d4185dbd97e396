// Local search on a solution: relocate, that is take each job (a single stop or a whole pair) off
// its route and put it back at the cheapest feasible place among the routes near it, while that
// lowers the cost. Feasibility of each place is checked in constant time (state.ts).
import { candidateRoutes } from './candidates';
import type { State } from './state';

const EPSILON = 1e-9;
const MAX_PASSES = 4;

export function improve(state: State): void {
  const inst = state.inst;
  const none = () => 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let moved = false;
    for (let job = 0; job < inst.jobCount; job++) {
      const r = state.nodeRoute[inst.jobFirst[job]];
      if (r < 0) continue;
      const route = state.routes[r];
      const before = route.seq;
      const costBefore = route.cost + (before.length > 2 ? inst.vehicleCost : 0);
      state.remove([job]);
      const gain = costBefore - route.cost - (route.seq.length > 2 ? inst.vehicleCost : 0);
      const at = state.bestInsertion(job, candidateRoutes(state, job), 0, none);
      if (at && at.delta < gain - EPSILON) {
        state.insert(job, at);
        moved = true;
      } else {
        route.seq = before;
        state.update(route);
      }
    }
    if (!moved) break;
  }
}
