// Construction and improvement. Construction inserts every job at its cheapest feasible place,
// farthest from the depots first. Improvement is ruin and recreate in the manner of SISR (slack
// induction by string removals, Christiaens & Vanden Berghe 2020): remove a few strings of
// consecutive stops from routes near a random stop, put the jobs back greedily with blinks,
// accept by simulated annealing; every new best is polished by local search (localSearch.ts).
import { Rng } from '../rng';
import { candidateRoutes, filtersRoutes } from './candidates';
import type { Instance } from './instance';
import { improve } from './local-search';
import { type Route, State } from './state';

const AVERAGE_REMOVED = 10;
const MAX_STRING = 10;
const BLINK = 0.01;
/** At most this many unassigned jobs are tried again per iteration. */
const RETRY_UNASSIGNED = 8;
/** Construction counts the waiting an insertion creates as travel: waiting fills shifts that later jobs need. */
const CONSTRUCTION_WAIT_WEIGHT = 1;
/** Up to this many jobs every new best is polished by local search; above, only the constructed plan is. */
const POLISH_EVERY_BEST_UP_TO = 400;

export interface SearchLimits {
  seed: number;
  /** When the time budget started (performance.now()); the search's own start if not given. */
  startedAt?: number;
  iterations?: number;
  timeBudgetMs?: number;
}

export interface SearchResult {
  state: State;
  iterations: number;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * Inserts `jobs` in order; those that fit nowhere join the unassigned list. On large fleets a job
 * that fits none of the routes near it is offered every route, unless it is in `nearOnly`.
 */
export function recreate(
  state: State,
  jobs: number[],
  blink: number,
  rng: Rng,
  waitWeight = 0,
  nearOnly: ReadonlySet<number> = NONE,
): void {
  const rnd = () => rng.next();
  for (const job of jobs) {
    let at = state.bestInsertion(job, candidateRoutes(state, job), blink, rnd, waitWeight);
    if (!at && filtersRoutes(state) && !nearOnly.has(job)) {
      at = state.bestInsertion(job, candidateRoutes(state, job, true), blink, rnd, waitWeight);
    }
    if (at) state.insert(job, at);
    else state.unassigned.push(job);
  }
}

export function construct(inst: Instance, rng: Rng): State {
  const state = new State(inst);
  const far = new Float64Array(inst.jobCount);
  for (let j = 0; j < inst.jobCount; j++) {
    let nearest = Number.POSITIVE_INFINITY;
    for (let v = 0; v < inst.vehicleCount; v++)
      nearest = Math.min(nearest, inst.arc(inst.vehStart[v], inst.jobFirst[j]));
    far[j] = nearest;
  }
  // Earliest-opening delivery window first, so routes grow forward in time; farthest first among equals.
  const opens = (j: number) =>
    inst.winStart[inst.winOffset[inst.jobSecond[j] >= 0 ? inst.jobSecond[j] : inst.jobFirst[j]]];
  const order = Array.from({ length: inst.jobCount }, (_, j) => j).sort(
    (a, b) => opens(a) - opens(b) || far[b] - far[a] || a - b,
  );
  recreate(state, order, 0, rng, CONSTRUCTION_WAIT_WEIGHT);
  // Local search frees room on the routes; the jobs left out get a second chance after it.
  improve(state);
  if (state.unassigned.length > 0) {
    const left = state.unassigned;
    state.unassigned = [];
    recreate(state, left, 0, rng, CONSTRUCTION_WAIT_WEIGHT);
    improve(state);
  }
  return state;
}

/** SISR's ruin: strings around a random stop's neighbours, at most one string per route. */
function ruin(state: State, rng: Rng): number[] {
  const inst = state.inst;
  const used = state.routes.filter((r) => r.seq.length > 2);
  if (used.length === 0) return [];
  const avgStops = used.reduce((sum, r) => sum + r.stops, 0) / used.length;
  const maxString = Math.min(MAX_STRING, avgStops);
  const maxStrings = (4 * AVERAGE_REMOVED) / (1 + maxString) - 1;
  const strings = Math.floor(rng.next() * maxStrings) + 1;
  const seedRoute = used[Math.floor(rng.next() * used.length)] as Route;
  const seed = seedRoute.seq[1 + Math.floor(rng.next() * seedRoute.stops)];
  const ruined = new Set<number>();
  const jobs = new Set<number>();
  for (const node of [seed, ...inst.neighbours[seed]]) {
    if (ruined.size >= strings) break;
    const r = state.nodeRoute[node];
    if (r < 0 || ruined.has(r)) continue;
    ruined.add(r);
    const route = state.routes[r];
    const len = Math.floor(rng.next() * Math.min(route.stops, maxString)) + 1;
    const pos = state.nodePos[node];
    const lo = Math.max(1, pos - len + 1);
    const hi = Math.min(pos, route.stops - len + 1);
    const from = lo + Math.floor(rng.next() * (hi - lo + 1));
    for (let i = from; i < from + len; i++) jobs.add(inst.nodeJob[route.seq[i]]);
  }
  const list = [...jobs];
  state.remove(list);
  return list;
}

/** SISR's recreate order: random, largest demand, farthest or closest to the depots. */
function order(state: State, jobs: number[], rng: Rng): number[] {
  const inst = state.inst;
  const pick = rng.next() * 11;
  const shuffled = jobs.slice();
  for (let i = shuffled.length - 1; i > 0; i--) {
    const k = Math.floor(rng.next() * (i + 1));
    [shuffled[i], shuffled[k]] = [shuffled[k], shuffled[i]];
  }
  if (pick < 4) return shuffled;
  const depot = inst.vehStart[0];
  const key = (j: number) =>
    pick < 8 ? -(inst.jobP[j] + inst.jobK[j]) : (pick < 10 ? -1 : 1) * inst.arc(depot, inst.jobFirst[j]);
  return shuffled.sort((a, b) => key(a) - key(b));
}

/**
 * Takes a few unassigned jobs (all of them when they are few) off the unassigned list to be tried
 * again with the ruined ones; trying hundreds every iteration would cost more than the iteration.
 */
function retry(state: State, rng: Rng): number[] {
  const list = state.unassigned;
  if (list.length <= RETRY_UNASSIGNED) {
    state.unassigned = [];
    return list;
  }
  const picked: number[] = [];
  const rest = list.slice();
  for (let i = 0; i < RETRY_UNASSIGNED; i++) {
    const k = Math.floor(rng.next() * rest.length);
    picked.push(rest[k]);
    rest[k] = rest[rest.length - 1];
    rest.pop();
  }
  state.unassigned = rest;
  return picked;
}

/** The routes' sequences: they are never changed in place, so keeping the arrays keeps the solution. */
function snapshot(state: State): number[][] {
  return state.routes.map((r) => r.seq);
}

function restore(state: State, seqs: number[][], unassigned: number[]): void {
  const changed = state.routes.filter((route, r) => route.seq !== seqs[r]);
  for (const route of changed) for (const node of route.seq) state.nodeRoute[node] = -1;
  for (const route of changed) {
    route.seq = seqs[route.vehicle];
    state.update(route);
  }
  state.unassigned = unassigned.slice();
}

export function search(inst: Instance, limits: SearchLimits): SearchResult {
  const started = limits.startedAt ?? performance.now();
  const rng = new Rng(limits.seed);
  const state = construct(inst, rng);
  let current = state.total();
  let bestCost = current;
  let best = snapshot(state);
  let bestUnassigned = state.unassigned.slice();
  const arcs = state.routes.reduce((sum, r) => sum + (r.seq.length > 2 ? r.seq.length - 1 : 0), 0);
  const avgArc = arcs > 0 ? state.routes.reduce((sum, r) => sum + r.cost, 0) / arcs : 1;
  const t0 = 2 * avgArc;
  const tEnd = 0.02 * avgArc;
  const maxIterations = limits.iterations ?? Number.POSITIVE_INFINITY;
  // The search stops 1% (at most 100 ms) early, leaving the plan's writing inside the budget.
  const asked = limits.timeBudgetMs ?? Number.POSITIVE_INFINITY;
  const budget = asked - Math.min(100, asked * 0.01);
  let iteration = 0;
  for (; iteration < maxIterations; iteration++) {
    const elapsed = (iteration & 15) === 0 || budget !== Number.POSITIVE_INFINITY ? performance.now() - started : 0;
    if (elapsed >= budget) break;
    const progress = Number.isFinite(limits.iterations) ? iteration / maxIterations : elapsed / budget;
    const temperature = t0 * (tEnd / t0) ** Math.min(1, progress);
    const beforeUnassigned = state.unassigned.slice();
    const before = snapshot(state);
    const removed = ruin(state, rng);
    const retried = retry(state, rng);
    // Jobs already left out are retried near them only: offering each every route costs more than an iteration.
    recreate(state, order(state, [...removed, ...retried], rng), BLINK, rng, 0, new Set(retried));
    const cost = state.total();
    if (cost < current - temperature * Math.log(rng.next())) {
      current = cost;
      if (cost < bestCost - 1e-9) {
        if (inst.jobCount <= POLISH_EVERY_BEST_UP_TO) {
          improve(state);
          current = state.total();
        }
        bestCost = current;
        best = snapshot(state);
        bestUnassigned = state.unassigned.slice();
      }
    } else {
      restore(state, before, beforeUnassigned);
    }
  }
  restore(state, best, bestUnassigned);
  return { state, iterations: iteration };
}
