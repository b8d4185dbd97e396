// The problem compiled into flat arrays the search reads in its inner loops. Every stop is a node;
// each vehicle adds a start node and an end node whose window is its shift.
import type { Problem } from '../model';

/** What a node is. */
export const SINGLE = 0;
export const PICKUP = 1;
export const DELIVERY = 2;
export const START = 3;
export const END = 4;

const NEIGHBOURS = 40;

export class Instance {
  readonly nodeCount: number;
  readonly jobCount: number;
  readonly vehicleCount: number;
  readonly size: number;
  readonly nodeLoc: Int32Array;
  readonly nodeService: Float64Array;
  readonly nodeKind: Uint8Array;
  readonly nodeJob: Int32Array;
  /** The load change at the node: + for a pickup, − for any delivery (a single's load leaves the depot). */
  readonly nodeDeltaP: Float64Array;
  readonly nodeDeltaK: Float64Array;
  readonly winOffset: Int32Array;
  readonly winStart: Float64Array;
  readonly winEnd: Float64Array;
  readonly jobFirst: Int32Array;
  /** The delivery node of a pair, −1 for a single stop. */
  readonly jobSecond: Int32Array;
  readonly jobP: Float64Array;
  readonly jobK: Float64Array;
  readonly vehStart: Int32Array;
  readonly vehEnd: Int32Array;
  readonly capP: Float64Array;
  readonly capK: Float64Array;
  /** Vehicles with the same depots, shift and capacity share a class: one empty one is tried per class. */
  readonly vehClass: Int32Array;
  readonly cost: Float64Array;
  readonly time: Float64Array;
  readonly vehicleCost: number;
  readonly penalty: number;
  /** For each stop node, the nearest stop nodes (by cost either way), nearest first. */
  readonly neighbours: Int32Array[];

  constructor(readonly problem: Problem) {
    const { jobs, vehicles, travel } = problem;
    this.jobCount = jobs.length;
    this.vehicleCount = vehicles.length;
    this.size = travel.size;
    const floats = (m: Float64Array | number[]) => (m instanceof Float64Array ? m : Float64Array.from(m));
    this.time = floats(travel.time);
    this.cost = problem.objective === 'time' ? this.time : floats(travel.distance);
    this.vehicleCost = problem.vehicleCost ?? 0;
    this.penalty = problem.unassignedPenalty ?? 1e9;
    let stops = 0;
    let windows = 0;
    for (const job of jobs) {
      stops += job.pickup ? 2 : 1;
      windows += job.delivery.windows.length + (job.pickup?.windows.length ?? 0);
    }
    const n = stops + 2 * vehicles.length;
    this.nodeCount = n;
    this.nodeLoc = new Int32Array(n);
    this.nodeService = new Float64Array(n);
    this.nodeKind = new Uint8Array(n);
    this.nodeJob = new Int32Array(n).fill(-1);
    this.nodeDeltaP = new Float64Array(n);
    this.nodeDeltaK = new Float64Array(n);
    this.winOffset = new Int32Array(n + 1);
    this.winStart = new Float64Array(windows + 2 * vehicles.length);
    this.winEnd = new Float64Array(windows + 2 * vehicles.length);
    this.jobFirst = new Int32Array(jobs.length);
    this.jobSecond = new Int32Array(jobs.length).fill(-1);
    this.jobP = new Float64Array(jobs.length);
    this.jobK = new Float64Array(jobs.length);
    let node = 0;
    let win = 0;
    const add = (location: number, service: number, list: { start: number; end: number }[], kind: number) => {
      this.nodeLoc[node] = location;
      this.nodeService[node] = service;
      this.nodeKind[node] = kind;
      this.winOffset[node] = win;
      for (const w of list) {
        this.winStart[win] = w.start;
        this.winEnd[win] = w.end;
        win++;
      }
      return node++;
    };
    jobs.forEach((job, j) => {
      this.jobP[j] = job.demand.parcels;
      this.jobK[j] = job.demand.kg;
      if (job.pickup) {
        const p = add(job.pickup.location, job.pickup.serviceTime, job.pickup.windows, PICKUP);
        this.nodeDeltaP[p] = job.demand.parcels;
        this.nodeDeltaK[p] = job.demand.kg;
        this.nodeJob[p] = j;
        this.jobFirst[j] = p;
      }
      const d = add(
        job.delivery.location,
        job.delivery.serviceTime,
        job.delivery.windows,
        job.pickup ? DELIVERY : SINGLE,
      );
      this.nodeDeltaP[d] = -job.demand.parcels;
      this.nodeDeltaK[d] = -job.demand.kg;
      this.nodeJob[d] = j;
      if (job.pickup) this.jobSecond[j] = d;
      else this.jobFirst[j] = d;
    });
    this.vehStart = new Int32Array(vehicles.length);
    this.vehEnd = new Int32Array(vehicles.length);
    this.capP = new Float64Array(vehicles.length);
    this.capK = new Float64Array(vehicles.length);
    this.vehClass = new Int32Array(vehicles.length);
    const classes = new Map<string, number>();
    vehicles.forEach((v, i) => {
      const shift = [{ start: v.shiftStart, end: v.shiftEnd }];
      this.vehStart[i] = add(v.startLocation, 0, shift, START);
      this.vehEnd[i] = add(v.endLocation, 0, shift, END);
      this.capP[i] = v.capacity.parcels;
      this.capK[i] = v.capacity.kg;
      const key = [v.startLocation, v.endLocation, v.shiftStart, v.shiftEnd, v.capacity.parcels, v.capacity.kg].join();
      if (!classes.has(key)) classes.set(key, classes.size);
      this.vehClass[i] = classes.get(key) as number;
    });
    this.winOffset[n] = win;
    this.neighbours = this.#nearest(stops);
  }

  arc(a: number, b: number): number {
    return this.cost[this.nodeLoc[a] * this.size + this.nodeLoc[b]];
  }

  travel(a: number, b: number): number {
    return this.time[this.nodeLoc[a] * this.size + this.nodeLoc[b]];
  }

  /** The earliest service start at or after `t`, or Infinity when every window has closed. */
  firstStart(node: number, t: number): number {
    for (let w = this.winOffset[node], end = this.winOffset[node + 1]; w < end; w++) {
      if (t <= this.winEnd[w]) return t > this.winStart[w] ? t : this.winStart[w];
    }
    return Number.POSITIVE_INFINITY;
  }

  /** The latest service start at or before `t`, or −Infinity when no window has opened by then. */
  lastStart(node: number, t: number): number {
    for (let w = this.winOffset[node + 1] - 1, first = this.winOffset[node]; w >= first; w--) {
      if (t >= this.winStart[w]) return t < this.winEnd[w] ? t : this.winEnd[w];
    }
    return Number.NEGATIVE_INFINITY;
  }

  closes(node: number): number {
    const last = this.winOffset[node + 1] - 1;
    return last >= this.winOffset[node] ? this.winEnd[last] : Number.NEGATIVE_INFINITY;
  }

  #nearest(stops: number): Int32Array[] {
    const k = Math.max(0, Math.min(NEIGHBOURS, stops - 1));
    const lists: Int32Array[] = [];
    const best = new Float64Array(k);
    const ids = new Int32Array(k);
    for (let a = 0; a < stops; a++) {
      let filled = 0;
      for (let b = 0; b < stops; b++) {
        if (b === a) continue;
        const d = Math.min(this.arc(a, b), this.arc(b, a));
        if (filled === k && d >= best[k - 1]) continue;
        let i = filled < k ? filled++ : k - 1;
        while (i > 0 && best[i - 1] > d) {
          best[i] = best[i - 1];
          ids[i] = ids[i - 1];
          i--;
        }
        best[i] = d;
        ids[i] = b;
      }
      lists.push(ids.slice(0, filled));
    }
    return lists;
  }
}
