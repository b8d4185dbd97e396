// Local search on a solution, each move checked in constant time from the routes' earliest and
// latest service starts and load profiles (state.ts), candidates taken from neighbour lists:
// - relocate: a job (a single stop or a whole pair) off its route and back at its cheapest place;
// - 2-opt*: two routes exchange their tails after a stop and one of its neighbours (cuts only
//   where no pair is open, so pickups stay with their deliveries);
// - exchange: two single stops near each other on different routes swap places.
import { candidateRoutes } from './candidates';
import { SINGLE } from './instance';
import type { Route, State } from './state';

const EPSILON = 1e-9;
/** Passes over every job at most; large plans stop sooner (measured: as good a plan for less time). */
const MAX_PASSES = 4;
const MAX_PASSES_LARGE = 2;
const LARGE = 400;
const MOVE_NEIGHBOURS = 20;

export function improve(state: State): void {
  const passes = state.inst.jobCount > LARGE ? MAX_PASSES_LARGE : MAX_PASSES;
  for (let pass = 0; pass < passes; pass++) {
    const moved = relocateAll(state) + twoOptStarAll(state) + exchangeAll(state);
    if (moved === 0) break;
  }
}

function relocateAll(state: State): number {
  const inst = state.inst;
  const none = () => 0;
  let moved = 0;
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
      moved++;
    } else {
      route.seq = before;
      state.update(route);
    }
  }
  return moved;
}

/** Whether two vehicles end at the same place by the same time (their routes' latest starts then agree). */
function sameEnd(state: State, a: Route, b: Route): boolean {
  const inst = state.inst;
  const ea = inst.vehEnd[a.vehicle];
  const eb = inst.vehEnd[b.vehicle];
  return inst.nodeLoc[ea] === inst.nodeLoc[eb] && inst.closes(ea) === inst.closes(eb);
}

/** Route a keeps positions 0..i and takes b's tail after j; b keeps 0..j and takes a's tail after i. */
function twoOptStarGain(state: State, a: Route, i: number, b: Route, j: number): number {
  const inst = state.inst;
  if (a.open[i] !== 0 || b.open[j] !== 0) return 0;
  const na = a.seq.length;
  const nb = b.seq.length;
  if (i >= na - 1 || j >= nb - 1) return 0;
  const ai = a.seq[i];
  const ai1 = a.seq[i + 1];
  const bj = b.seq[j];
  const bj1 = b.seq[j + 1];
  let gain = inst.arc(ai, ai1) + inst.arc(bj, bj1) - inst.arc(ai, bj1) - inst.arc(bj, ai1);
  const aEmpty = i === 0 && j + 1 === nb - 1;
  const bEmpty = j === 0 && i + 1 === na - 1;
  if (aEmpty !== (na === 2)) gain += aEmpty ? inst.vehicleCost : -inst.vehicleCost;
  if (bEmpty !== (nb === 2)) gain += bEmpty ? inst.vehicleCost : -inst.vehicleCost;
  if (gain <= EPSILON) return 0;
  const va = a.vehicle;
  const vb = b.vehicle;
  // Loads: a's head carries b's remaining singles instead of its own; tails keep their loads.
  if (a.maxP[i] - a.loadP[i] + b.loadP[j] > inst.capP[va] || a.maxK[i] - a.loadK[i] + b.loadK[j] > inst.capK[va])
    return 0;
  if (b.maxP[j] - b.loadP[j] + a.loadP[i] > inst.capP[vb] || b.maxK[j] - b.loadK[j] + a.loadK[i] > inst.capK[vb])
    return 0;
  if (b.sufP[j + 1] > inst.capP[va] || b.sufK[j + 1] > inst.capK[va]) return 0;
  if (a.sufP[i + 1] > inst.capP[vb] || a.sufK[i + 1] > inst.capK[vb]) return 0;
  if (a.E[i] + inst.nodeService[ai] + inst.travel(ai, bj1) > b.L[j + 1]) return 0;
  if (b.E[j] + inst.nodeService[bj] + inst.travel(bj, ai1) > a.L[i + 1]) return 0;
  return gain;
}

function twoOptStarApply(state: State, a: Route, i: number, b: Route, j: number): void {
  const na = a.seq;
  const nb = b.seq;
  a.seq = [...na.slice(0, i + 1), ...nb.slice(j + 1, nb.length - 1), na[na.length - 1]];
  b.seq = [...nb.slice(0, j + 1), ...na.slice(i + 1, na.length - 1), nb[nb.length - 1]];
  state.update(a);
  state.update(b);
}

function twoOptStarAll(state: State): number {
  const inst = state.inst;
  let moved = 0;
  for (let u = 0; u < inst.nodeCount; u++) {
    const ru = state.nodeRoute[u];
    if (ru < 0 || inst.nodeJob[u] < 0) continue;
    const neighbours = inst.neighbours[u];
    for (let k = 0; k < neighbours.length && k < MOVE_NEIGHBOURS; k++) {
      const v = neighbours[k];
      const rv = state.nodeRoute[v];
      const a = state.routes[state.nodeRoute[u]];
      if (rv < 0 || rv === a.vehicle) continue;
      const b = state.routes[rv];
      if (!sameEnd(state, a, b)) continue;
      const pu = state.nodePos[u];
      const pv = state.nodePos[v];
      // u then v (a's head to b's tail from v), or v then u (b's head up to v, a's tail from u).
      if (twoOptStarGain(state, a, pu, b, pv - 1) > 0) {
        twoOptStarApply(state, a, pu, b, pv - 1);
        moved++;
      } else if (twoOptStarGain(state, a, pu - 1, b, pv) > 0) {
        twoOptStarApply(state, a, pu - 1, b, pv);
        moved++;
      }
    }
  }
  return moved;
}

/** The gain of single stop u taking single stop v's place and v taking u's (other routes). */
function exchangeGain(state: State, u: number, v: number): number {
  const inst = state.inst;
  const a = state.routes[state.nodeRoute[u]];
  const b = state.routes[state.nodeRoute[v]];
  const pu = state.nodePos[u];
  const pv = state.nodePos[v];
  const ua = a.seq[pu - 1];
  const uz = a.seq[pu + 1];
  const va = b.seq[pv - 1];
  const vz = b.seq[pv + 1];
  const gain =
    inst.arc(ua, u) +
    inst.arc(u, uz) +
    inst.arc(va, v) +
    inst.arc(v, vz) -
    (inst.arc(ua, v) + inst.arc(v, uz) + inst.arc(va, u) + inst.arc(u, vz));
  if (gain <= EPSILON) return 0;
  const ju = inst.nodeJob[u];
  const jv = inst.nodeJob[v];
  const dP = inst.jobP[jv] - inst.jobP[ju];
  const dK = inst.jobK[jv] - inst.jobK[ju];
  if (a.maxP[pu - 1] + dP > inst.capP[a.vehicle] || a.maxK[pu - 1] + dK > inst.capK[a.vehicle]) return 0;
  if (b.maxP[pv - 1] - dP > inst.capP[b.vehicle] || b.maxK[pv - 1] - dK > inst.capK[b.vehicle]) return 0;
  const startV = inst.firstStart(v, a.E[pu - 1] + inst.nodeService[ua] + inst.travel(ua, v));
  if (startV + inst.nodeService[v] + inst.travel(v, uz) > a.L[pu + 1]) return 0;
  const startU = inst.firstStart(u, b.E[pv - 1] + inst.nodeService[va] + inst.travel(va, u));
  if (startU + inst.nodeService[u] + inst.travel(u, vz) > b.L[pv + 1]) return 0;
  return gain;
}

function exchangeAll(state: State): number {
  const inst = state.inst;
  let moved = 0;
  for (let u = 0; u < inst.nodeCount; u++) {
    if (inst.nodeKind[u] !== SINGLE || state.nodeRoute[u] < 0) continue;
    const neighbours = inst.neighbours[u];
    for (let k = 0; k < neighbours.length && k < MOVE_NEIGHBOURS; k++) {
      const v = neighbours[k];
      if (inst.nodeKind[v] !== SINGLE || state.nodeRoute[v] < 0 || state.nodeRoute[v] === state.nodeRoute[u]) continue;
      if (exchangeGain(state, u, v) <= 0) continue;
      const a = state.routes[state.nodeRoute[u]];
      const b = state.routes[state.nodeRoute[v]];
      const pu = state.nodePos[u];
      const pv = state.nodePos[v];
      const seqA = a.seq.slice();
      const seqB = b.seq.slice();
      seqA[pu] = v;
      seqB[pv] = u;
      a.seq = seqA;
      b.seq = seqB;
      state.update(a);
      state.update(b);
      moved++;
    }
  }
  return moved;
}
