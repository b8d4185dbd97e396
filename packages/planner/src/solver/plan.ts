// Turns the search's solution into the plan callers read: stops with times and loads, totals,
// each unassigned job with the reason it could not be served, a line per route on its vehicle.
import type { Plan, PlannedRoute, PlannedStop, UnassignedJob } from '../model';
import { type Instance, PICKUP } from './instance';
import type { Route, State } from './state';

function plannedRoute(state: State, route: Route): PlannedRoute {
  const inst = state.inst;
  const problem = inst.problem;
  const seq = route.seq;
  const stops: PlannedStop[] = [];
  let distance = 0;
  let travelTime = 0;
  let t = route.E[0];
  for (let i = 1; i < seq.length; i++) {
    const prev = seq[i - 1];
    const node = seq[i];
    distance += problem.travel.distance[inst.nodeLoc[prev] * inst.size + inst.nodeLoc[node]];
    travelTime += inst.travel(prev, node);
    const arrival = t + inst.nodeService[prev] + inst.travel(prev, node);
    t = inst.firstStart(node, arrival);
    if (i === seq.length - 1) break;
    stops.push({
      jobId: problem.jobs[inst.nodeJob[node]].id,
      kind: inst.nodeKind[node] === PICKUP ? 'pickup' : 'delivery',
      location: inst.nodeLoc[node],
      arrival,
      start: t,
      departure: t + inst.nodeService[node],
      load: { parcels: route.loadP[i], kg: route.loadK[i] },
    });
  }
  const vehicle = problem.vehicles[route.vehicle];
  return {
    vehicleId: vehicle.id,
    stops,
    departure: route.E[0],
    arrival: stops.length > 0 ? t : route.E[0],
    distance,
    travelTime,
    startLoad: { parcels: route.loadP[0], kg: route.loadK[0] },
    explanation: explain(state, route, stops.length),
  };
}

function explain(state: State, route: Route, stops: number): string {
  const inst = state.inst;
  const v = route.vehicle;
  const vehicle = inst.problem.vehicles[v];
  const n = route.seq.length;
  let peakP = 0;
  let peakK = 0;
  for (let i = 0; i < n; i++) {
    peakP = Math.max(peakP, route.loadP[i]);
    peakK = Math.max(peakK, route.loadK[i]);
  }
  const first = route.seq[1];
  const own = inst.arc(inst.vehStart[v], first);
  let nearest = own;
  for (let o = 0; o < inst.vehicleCount; o++) nearest = Math.min(nearest, inst.arc(inst.vehStart[o], first));
  const jobs = new Set(route.seq.slice(1, -1).map((node) => inst.nodeJob[node])).size;
  const why =
    own <= nearest + 1e-9
      ? 'its start is the nearest of the fleet to the first stop'
      : 'it had the capacity and shift time left where nearer vehicles did not, at the lowest added travel';
  return (
    `${vehicle.id}: ${jobs} job(s), ${stops} stop(s); peak load ${round(peakP)}/${round(vehicle.capacity.parcels)} parcels ` +
    `and ${round(peakK)}/${round(vehicle.capacity.kg)} kg; back at ${round(route.E[n - 1])} of a shift ending ` +
    `${round(vehicle.shiftEnd)}; chosen because ${why}.`
  );
}

function round(x: number): string {
  return Number.isFinite(x) ? String(Math.round(x * 10) / 10) : '∞';
}

/** Why a job is unassigned: tried alone on each vehicle, what stops it first. */
export function unassignedReason(inst: Instance, job: number): UnassignedJob {
  const id = inst.problem.jobs[job].id;
  let capacityFits = false;
  let shiftShort = false;
  for (let v = 0; v < inst.vehicleCount; v++) {
    if (inst.jobP[job] > inst.capP[v] || inst.jobK[job] > inst.capK[v]) continue;
    capacityFits = true;
    const seq = [inst.vehStart[v], inst.jobFirst[job]];
    if (inst.jobSecond[job] >= 0) seq.push(inst.jobSecond[job]);
    seq.push(inst.vehEnd[v]);
    let t = inst.firstStart(seq[0], inst.winStart[inst.winOffset[seq[0]]]);
    let failedAt = -1;
    for (let i = 1; i < seq.length && failedAt < 0; i++) {
      t = inst.firstStart(seq[i], t + inst.nodeService[seq[i - 1]] + inst.travel(seq[i - 1], seq[i]));
      if (t === Number.POSITIVE_INFINITY) failedAt = i;
    }
    if (failedAt < 0) {
      return {
        jobId: id,
        reason: 'no-room-in-plan',
        detail:
          'A vehicle could serve it alone, but every vehicle that could is full or out of time with the jobs it has.',
      };
    }
    if (failedAt === seq.length - 1) shiftShort = true;
  }
  if (!capacityFits) {
    return { jobId: id, reason: 'no-vehicle-capacity', detail: 'No vehicle can carry its parcels and weight.' };
  }
  if (shiftShort) {
    return {
      jobId: id,
      reason: 'shift-too-short',
      detail: 'Its windows can be met, but no vehicle could be back at its end point before its shift ends.',
    };
  }
  return {
    jobId: id,
    reason: 'window-unreachable',
    detail: 'No vehicle leaving its start at the beginning of its shift reaches the stop before its window closes.',
  };
}

export function buildPlan(state: State, seed: number, iterations: number, elapsedMs: number): Plan {
  const inst = state.inst;
  const routes = state.routes.filter((r) => r.seq.length > 2).map((r) => plannedRoute(state, r));
  const unassigned = state.unassigned
    .slice()
    .sort((a, b) => a - b)
    .map((j) => unassignedReason(inst, j));
  const distance = routes.reduce((sum, r) => sum + r.distance, 0);
  const travelTime = routes.reduce((sum, r) => sum + r.travelTime, 0);
  const objective = inst.problem.objective === 'time' ? travelTime : distance;
  return {
    routes,
    unassigned,
    totals: {
      distance,
      travelTime,
      cost: objective + routes.length * inst.vehicleCost,
      vehiclesUsed: routes.length,
      unassigned: unassigned.length,
    },
    stats: { seed, iterations, elapsedMs },
  };
}
