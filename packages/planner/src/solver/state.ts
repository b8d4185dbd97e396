// A solution under search: one route per vehicle (start node, stops, end node) and, per route,
// the forward earliest service starts (E), backward latest service starts (L) and loads, so that
// inserting a stop or a pair is checked in constant time per position.
import { DELIVERY, type Instance, PICKUP } from './instance';

export class Route {
  seq: number[];
  E: Float64Array = new Float64Array(0);
  L: Float64Array = new Float64Array(0);
  loadP: Float64Array = new Float64Array(0);
  loadK: Float64Array = new Float64Array(0);
  /** The highest load over positions 0..k. */
  maxP: Float64Array = new Float64Array(0);
  maxK: Float64Array = new Float64Array(0);
  /** The highest load over positions k..end. */
  sufP: Float64Array = new Float64Array(0);
  sufK: Float64Array = new Float64Array(0);
  /** Pairs picked up but not yet delivered after position k (a route may be cut where this is 0). */
  open: Int32Array = new Int32Array(0);
  cost = 0;
  feasible = true;

  constructor(
    readonly vehicle: number,
    start: number,
    end: number,
  ) {
    this.seq = [start, end];
  }

  get stops(): number {
    return this.seq.length - 2;
  }
}

export interface Insertion {
  route: number;
  /** The first (or only) node goes after position `after`; a pair's delivery after position `second` (≥ after). */
  after: number;
  second: number;
  delta: number;
}

export class State {
  readonly routes: Route[] = [];
  /** Weight of the waiting an insertion creates at the new stops, added to its travel when choosing. */
  #wait = 0;
  /** Scratch for #pair: the lowest added travel of the delivery after each position. */
  #qMin = new Float64Array(64);
  readonly nodeRoute: Int32Array;
  readonly nodePos: Int32Array;
  /** Jobs not on any route, in the order they were left out. */
  unassigned: number[] = [];

  constructor(readonly inst: Instance) {
    this.nodeRoute = new Int32Array(inst.nodeCount).fill(-1);
    this.nodePos = new Int32Array(inst.nodeCount).fill(-1);
    for (let v = 0; v < inst.vehicleCount; v++) {
      const route = new Route(v, inst.vehStart[v], inst.vehEnd[v]);
      this.routes.push(route);
      this.update(route);
    }
  }

  total(): number {
    let sum = this.unassigned.length * this.inst.penalty;
    for (const r of this.routes) if (r.seq.length > 2) sum += r.cost + this.inst.vehicleCost;
    return sum;
  }

  /** Recomputes a route's times, loads and cost after its sequence changed. */
  update(route: Route): void {
    const inst = this.inst;
    const seq = route.seq;
    const n = seq.length;
    if (route.E.length < n) {
      const size = Math.max(n, route.E.length * 2, 8);
      route.E = new Float64Array(size);
      route.L = new Float64Array(size);
      route.loadP = new Float64Array(size);
      route.loadK = new Float64Array(size);
      route.maxP = new Float64Array(size);
      route.maxK = new Float64Array(size);
      route.sufP = new Float64Array(size);
      route.sufK = new Float64Array(size);
      route.open = new Int32Array(size);
    }
    let startP = 0;
    let startK = 0;
    let cost = 0;
    for (let i = 0; i < n; i++) {
      const node = seq[i];
      this.nodeRoute[node] = route.vehicle;
      this.nodePos[node] = i;
      if (inst.nodeKind[node] === 0) {
        startP += inst.jobP[inst.nodeJob[node]];
        startK += inst.jobK[inst.nodeJob[node]];
      }
      if (i > 0) cost += inst.arc(seq[i - 1], node);
    }
    route.cost = cost;
    const E = route.E;
    const L = route.L;
    E[0] = inst.firstStart(seq[0], inst.winStart[inst.winOffset[seq[0]]]);
    route.loadP[0] = startP;
    route.loadK[0] = startK;
    route.maxP[0] = startP;
    route.maxK[0] = startK;
    let feasible = startP <= inst.capP[route.vehicle] && startK <= inst.capK[route.vehicle];
    for (let i = 1; i < n; i++) {
      const prev = seq[i - 1];
      const node = seq[i];
      E[i] = inst.firstStart(node, E[i - 1] + inst.nodeService[prev] + inst.travel(prev, node));
      route.loadP[i] = route.loadP[i - 1] + inst.nodeDeltaP[node];
      route.loadK[i] = route.loadK[i - 1] + inst.nodeDeltaK[node];
      route.maxP[i] = Math.max(route.maxP[i - 1], route.loadP[i]);
      route.maxK[i] = Math.max(route.maxK[i - 1], route.loadK[i]);
    }
    route.open[0] = 0;
    for (let i = 1; i < n; i++) {
      const kind = inst.nodeKind[seq[i]];
      route.open[i] = route.open[i - 1] + (kind === PICKUP ? 1 : kind === DELIVERY ? -1 : 0);
    }
    route.sufP[n - 1] = route.loadP[n - 1];
    route.sufK[n - 1] = route.loadK[n - 1];
    for (let i = n - 2; i >= 0; i--) {
      route.sufP[i] = Math.max(route.sufP[i + 1], route.loadP[i]);
      route.sufK[i] = Math.max(route.sufK[i + 1], route.loadK[i]);
    }
    L[n - 1] = inst.lastStart(seq[n - 1], Number.POSITIVE_INFINITY);
    for (let i = n - 2; i >= 0; i--) {
      const node = seq[i];
      L[i] = inst.lastStart(node, L[i + 1] - inst.nodeService[node] - inst.travel(node, seq[i + 1]));
    }
    if (route.maxP[n - 1] > inst.capP[route.vehicle] || route.maxK[n - 1] > inst.capK[route.vehicle]) feasible = false;
    for (let i = 0; i < n && feasible; i++) if (!(E[i] <= L[i])) feasible = false;
    route.feasible = feasible;
  }

  /** Takes jobs off their routes (the routes' caches are brought up to date). */
  remove(jobs: number[]): void {
    const inst = this.inst;
    const touched = new Set<number>();
    const gone = new Set<number>();
    for (const j of jobs) {
      for (const node of [inst.jobFirst[j], inst.jobSecond[j]]) {
        if (node < 0 || this.nodeRoute[node] < 0) continue;
        touched.add(this.nodeRoute[node]);
        gone.add(node);
      }
    }
    for (const r of touched) {
      const route = this.routes[r];
      route.seq = route.seq.filter((node) => !gone.has(node));
      this.update(route);
    }
    for (const node of gone) {
      this.nodeRoute[node] = -1;
      this.nodePos[node] = -1;
    }
  }

  insert(job: number, at: Insertion): void {
    const inst = this.inst;
    const route = this.routes[at.route];
    const second = inst.jobSecond[job];
    // Sequences are never changed in place: the search keeps earlier ones to go back to.
    const seq = route.seq.slice();
    if (second >= 0) seq.splice(at.second + 1, 0, second);
    seq.splice(at.after + 1, 0, inst.jobFirst[job]);
    route.seq = seq;
    this.update(route);
  }

  /**
   * The cheapest feasible place for a job among `routes`, or undefined. Each position is skipped
   * with probability `blink` (the search's randomisation); `rnd` draws in [0, 1).
   */
  bestInsertion(
    job: number,
    routes: number[],
    blink: number,
    rnd: () => number,
    waitWeight = 0,
  ): Insertion | undefined {
    this.#wait = waitWeight;
    const inst = this.inst;
    let best: Insertion | undefined;
    for (const r of routes) {
      const route = this.routes[r];
      if (!route.feasible) continue;
      const fixed = route.seq.length === 2 ? inst.vehicleCost : 0;
      const limit = best ? best.delta - fixed : Number.POSITIVE_INFINITY;
      const found =
        inst.jobSecond[job] < 0
          ? this.#single(route, job, limit, blink, rnd)
          : this.#pair(route, job, limit, blink, rnd);
      if (found && (!best || found.delta + fixed < best.delta))
        best = { ...found, route: r, delta: found.delta + fixed };
    }
    return best;
  }

  #single(route: Route, job: number, limit: number, blink: number, rnd: () => number): Insertion | undefined {
    const inst = this.inst;
    const u = inst.jobFirst[job];
    const v = route.vehicle;
    const dP = inst.jobP[job];
    const dK = inst.jobK[job];
    const seq = route.seq;
    const closes = inst.closes(u);
    const su = inst.nodeService[u];
    let best: Insertion | undefined;
    let bestDelta = limit;
    for (let k = 0; k < seq.length - 1; k++) {
      if (route.maxP[k] + dP > inst.capP[v] || route.maxK[k] + dK > inst.capK[v]) break;
      const a = seq[k];
      const b = seq[k + 1];
      const depart = route.E[k] + inst.nodeService[a];
      if (depart > closes) break;
      const delta = inst.arc(a, u) + inst.arc(u, b) - inst.arc(a, b);
      if (delta >= bestDelta) continue;
      const arrive = depart + inst.travel(a, u);
      const start = inst.firstStart(u, arrive);
      if (start + su + inst.travel(u, b) > route.L[k + 1]) continue;
      const score = delta + this.#wait * (start - arrive);
      if (score >= bestDelta) continue;
      if (blink > 0 && rnd() < blink) continue;
      bestDelta = score;
      best = { route: route.vehicle, after: k, second: k, delta: score };
    }
    return best;
  }

  #pair(route: Route, job: number, limit: number, blink: number, rnd: () => number): Insertion | undefined {
    const inst = this.inst;
    const p = inst.jobFirst[job];
    const q = inst.jobSecond[job];
    const v = route.vehicle;
    const capP = inst.capP[v] - inst.jobP[job];
    const capK = inst.capK[v] - inst.jobK[job];
    const seq = route.seq;
    const n = seq.length;
    const closesP = inst.closes(p);
    const closesQ = inst.closes(q);
    const sp = inst.nodeService[p];
    const sq = inst.nodeService[q];
    // The delivery's added travel after each position, and its lowest from there on: a bound
    // that skips most (pickup, delivery) pairs of places without looking at their times.
    if (this.#qMin.length < n) this.#qMin = new Float64Array(2 * n);
    const qMin = this.#qMin;
    qMin[n - 1] = Number.POSITIVE_INFINITY;
    for (let m = n - 2; m >= 0; m--) {
      const here = inst.arc(seq[m], q) + inst.arc(q, seq[m + 1]) - inst.arc(seq[m], seq[m + 1]);
      qMin[m] = here < qMin[m + 1] ? here : qMin[m + 1];
    }
    let best: Insertion | undefined;
    let bestDelta = limit;
    for (let k = 0; k < n - 1; k++) {
      const a = seq[k];
      const depart = route.E[k] + inst.nodeService[a];
      if (depart > closesP) break;
      if (route.loadP[k] > capP || route.loadK[k] > capK) continue;
      const b = seq[k + 1];
      const arriveP = depart + inst.travel(a, p);
      const startP = inst.firstStart(p, arriveP);
      if (startP === Number.POSITIVE_INFINITY) continue;
      const deltaP = inst.arc(a, p) + inst.arc(p, b) - inst.arc(a, b) + this.#wait * (startP - arriveP);
      if (deltaP >= bestDelta) continue;
      // q right after p.
      const direct = deltaP - inst.arc(p, b) + inst.arc(p, q) + inst.arc(q, b);
      if (direct < bestDelta) {
        const arriveQ = startP + sp + inst.travel(p, q);
        const startQ = inst.firstStart(q, arriveQ);
        const score = direct + this.#wait * (startQ - arriveQ);
        if (startQ + sq + inst.travel(q, b) <= route.L[k + 1] && score < bestDelta && !(blink > 0 && rnd() < blink)) {
          bestDelta = score;
          best = { route: v, after: k, second: k, delta: score };
        }
      }
      // q further on: carry p's delay along the route.
      if (deltaP + qMin[k + 1] >= bestDelta) continue;
      let t = startP;
      let prev = p;
      let maxP = route.loadP[k];
      let maxK = route.loadK[k];
      for (let m = k + 1; m < n - 1; m++) {
        const node = seq[m];
        t = inst.firstStart(node, t + inst.nodeService[prev] + inst.travel(prev, node));
        if (!(t <= route.L[m])) break;
        if (route.loadP[m] > maxP) maxP = route.loadP[m];
        if (route.loadK[m] > maxK) maxK = route.loadK[m];
        if (maxP > capP || maxK > capK) break;
        prev = node;
        if (deltaP + qMin[m] >= bestDelta) break;
        const departM = t + inst.nodeService[node];
        if (departM > closesQ) break;
        const next = seq[m + 1];
        const delta = deltaP + inst.arc(node, q) + inst.arc(q, next) - inst.arc(node, next);
        if (delta >= bestDelta) continue;
        const arriveQ = departM + inst.travel(node, q);
        const startQ = inst.firstStart(q, arriveQ);
        if (startQ + sq + inst.travel(q, next) > route.L[m + 1]) continue;
        const score = delta + this.#wait * (startQ - arriveQ);
        if (score >= bestDelta) continue;
        if (blink > 0 && rnd() < blink) continue;
        bestDelta = score;
        best = { route: v, after: k, second: m, delta: score };
      }
    }
    return best;
  }
}
