import { describe, expect, it } from 'vitest';
import type { Plan, Problem } from './model';
import { parseSolomon } from './solomon';
import { solve } from './solve';
import { fixture } from './test/support';
import { verifyPlan } from './verify';
import { generateWave } from './waves';
import { solveInWorker } from './worker';

/** What must not change between two runs: the routes, their times and the totals. */
function essence(plan: Plan) {
  return { routes: plan.routes, unassigned: plan.unassigned, totals: plan.totals, iterations: plan.stats.iterations };
}

/** A wave where every third order is a single stop delivered from the courier's hub. */
function mixedWave(seed: number): Problem {
  const wave = generateWave({ orders: 45, couriers: 5, merchants: 6, seed });
  wave.jobs.forEach((job, i) => {
    if (i % 3 === 0) delete job.pickup;
  });
  return wave;
}

describe('solve', () => {
  it.each([1, 2, 3])('plans a generated wave of pairs and single stops that the verifier accepts (seed %i)', (seed) => {
    const wave = mixedWave(seed);
    const plan = solve(wave, { iterations: 400, seed });
    const verdict = verifyPlan(wave, plan);
    expect(verdict.violations).toEqual([]);
    expect(plan.routes.length).toBeGreaterThan(0);
    expect(
      plan.totals.unassigned + plan.routes.reduce((n, r) => n + new Set(r.stops.map((s) => s.jobId)).size, 0),
    ).toBe(45);
    for (const route of plan.routes) expect(route.explanation).toContain(route.vehicleId);
  });

  it('plans a large fleet (jobs offered only the routes near them) feasibly, reproducibly', () => {
    const wave = generateWave({ orders: 300, couriers: 45, merchants: 12, seed: 6 });
    const plan = solve(wave, { iterations: 60, seed: 3 });
    expect(verifyPlan(wave, plan).violations).toEqual([]);
    expect(plan.totals.unassigned).toBeLessThan(30);
    expect(essence(solve(wave, { iterations: 60, seed: 3 }))).toEqual(essence(plan));
  });

  it('serves tight windows and small capacities: a fleet of small vehicles that must each come back', () => {
    const wave = generateWave({ orders: 30, couriers: 6, merchants: 4, seed: 9 });
    for (const v of wave.vehicles) v.capacity = { parcels: 4, kg: 60 };
    for (const job of wave.jobs) job.delivery.windows = [{ start: 11 * 3600, end: 12.5 * 3600 }];
    const plan = solve(wave, { iterations: 300, seed: 2 });
    expect(verifyPlan(wave, plan).violations).toEqual([]);
    for (const route of plan.routes) for (const stop of route.stops) expect(stop.load.parcels).toBeLessThanOrEqual(4);
  });

  it('plans Solomon RC208 with a few thousand iterations, feasible and well under the first construction', () => {
    const { problem } = parseSolomon(fixture('RC208.txt'));
    const start = solve(problem, { iterations: 0 });
    const plan = solve(problem, { iterations: 4000, seed: 1 });
    expect(verifyPlan(problem, plan).violations).toEqual([]);
    expect(plan.unassigned).toEqual([]);
    expect(plan.totals.distance).toBeLessThan(start.totals.distance);
    expect(plan.totals.distance).toBeLessThan(1000);
  });

  it('plans R101 (tight windows) feasibly with every customer served', () => {
    const { problem } = parseSolomon(fixture('R101.txt'));
    const plan = solve(problem, { iterations: 1500, seed: 4 });
    expect(verifyPlan(problem, plan).violations).toEqual([]);
    expect(plan.unassigned).toEqual([]);
  });

  it('gives the same plan for the same input, seed and iteration count', () => {
    const wave = mixedWave(4);
    const a = solve(wave, { iterations: 300, seed: 42 });
    const b = solve(structuredClone(wave), { iterations: 300, seed: 42 });
    expect(essence(b)).toEqual(essence(a));
    const { problem } = parseSolomon(fixture('RC208.txt'));
    expect(essence(solve(problem, { iterations: 500, seed: 7 }))).toEqual(
      essence(solve(problem, { iterations: 500, seed: 7 })),
    );
  });

  it('stops at its time budget', () => {
    const { problem } = parseSolomon(fixture('RC208.txt'));
    const started = performance.now();
    const plan = solve(problem, { timeBudgetMs: 300 });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(plan.stats.iterations).toBeGreaterThan(0);
    expect(verifyPlan(problem, plan).feasible).toBe(true);
  });
});

describe('unassigned jobs and their reasons', () => {
  /** One vehicle at location 0 with a 10-hour shift; locations 1… are 10 minutes apart per step. */
  function line(): Problem {
    const size = 6;
    const time = new Float64Array(size * size);
    for (let a = 0; a < size; a++) for (let b = 0; b < size; b++) time[a * size + b] = Math.abs(a - b) * 600;
    const all = [{ start: 0, end: 36000 }];
    return {
      travel: { size, time, distance: time },
      vehicles: [
        {
          id: 'van',
          capacity: { parcels: 10, kg: 100 },
          startLocation: 0,
          endLocation: 0,
          shiftStart: 0,
          shiftEnd: 36000,
        },
      ],
      jobs: [
        { id: 'fits', delivery: { location: 1, serviceTime: 60, windows: all }, demand: { parcels: 6, kg: 10 } },
        { id: 'too-big', delivery: { location: 2, serviceTime: 60, windows: all }, demand: { parcels: 11, kg: 10 } },
        {
          id: 'too-early',
          delivery: { location: 5, serviceTime: 60, windows: [{ start: 0, end: 1200 }] },
          demand: { parcels: 1, kg: 1 },
        },
        {
          id: 'too-late',
          pickup: { location: 4, serviceTime: 60, windows: all },
          delivery: { location: 5, serviceTime: 60, windows: [{ start: 35000, end: 35900 }] },
          demand: { parcels: 1, kg: 1 },
        },
        { id: 'no-room', delivery: { location: 1, serviceTime: 60, windows: all }, demand: { parcels: 6, kg: 10 } },
      ],
    };
  }

  it('says why each job is left out, and serves what fits', () => {
    const plan = solve(line(), { iterations: 50 });
    expect(verifyPlan(line(), plan).violations).toEqual([]);
    const reasons = Object.fromEntries(plan.unassigned.map((u) => [u.jobId, u.reason]));
    expect(reasons['too-big']).toBe('no-vehicle-capacity');
    expect(reasons['too-early']).toBe('window-unreachable');
    expect(reasons['too-late']).toBe('shift-too-short');
    // Two jobs of 6 parcels and a van of 10: one of them goes, the other waits for room.
    expect(Object.values(reasons).filter((r) => r === 'no-room-in-plan')).toHaveLength(1);
    expect(plan.routes[0]?.stops).toHaveLength(1);
    for (const u of plan.unassigned) expect(u.detail.length).toBeGreaterThan(10);
  });
});

describe('problems', () => {
  it('serves a stop in its second window when the first cannot be reached', () => {
    const wave = generateWave({ orders: 6, couriers: 1, merchants: 2, seed: 3 });
    const job = wave.jobs[0];
    if (!job) throw new Error('No job');
    job.delivery.windows = [
      { start: 0, end: 8 * 3600 },
      { start: 15 * 3600, end: 16 * 3600 },
    ];
    const plan = solve(wave, { iterations: 100 });
    expect(verifyPlan(wave, plan).violations).toEqual([]);
    const stop = plan.routes.flatMap((r) => r.stops).find((s) => s.jobId === job.id && s.kind === 'delivery');
    expect(stop?.start).toBeGreaterThanOrEqual(15 * 3600);
    expect(stop?.start).toBeLessThanOrEqual(16 * 3600);
  });

  it('plans nothing for no jobs, and a single job alone', () => {
    const wave = generateWave({ orders: 1, couriers: 2, merchants: 1, seed: 2 });
    const one = solve(wave, { iterations: 20 });
    expect(verifyPlan(wave, one).violations).toEqual([]);
    expect(one.routes).toHaveLength(1);
    const none = solve({ ...wave, jobs: [] }, { iterations: 20 });
    expect(none.routes).toEqual([]);
    expect(none.totals).toMatchObject({ distance: 0, travelTime: 0, cost: 0, vehiclesUsed: 0, unassigned: 0 });
  });

  it('refuses a problem it cannot read, saying what is wrong', () => {
    const wave = generateWave({ orders: 3, couriers: 1, merchants: 1, seed: 1 });
    const outside = structuredClone(wave);
    const first = outside.jobs[0];
    if (first) first.delivery.location = wave.travel.size;
    expect(() => solve(outside)).toThrow(/Job order-1's delivery: location .* is not in the travel matrix/);
    const backwards = structuredClone(wave);
    const second = backwards.jobs[1];
    if (second) second.delivery.windows = [{ start: 50, end: 10 }];
    expect(() => solve(backwards)).toThrow(/opens at 50, after it closes at 10/);
    const twice = structuredClone(wave);
    twice.jobs.push(structuredClone(wave.jobs[0] as (typeof wave.jobs)[number]));
    expect(() => solve(twice)).toThrow(/Job order-1 appears twice/);
  });
});

describe('solveInWorker', () => {
  it('returns on a worker thread the same plan as solve() here', async () => {
    const wave = mixedWave(5);
    const here = solve(wave, { iterations: 200, seed: 9 });
    const there = await solveInWorker(wave, { iterations: 200, seed: 9 });
    expect(essence(there)).toEqual(essence(here));
  });

  it('rejects with the thread’s error when the problem cannot be solved', async () => {
    const broken = { vehicles: [], jobs: [], travel: { size: 1, time: [0], distance: [0] } } as unknown as Problem;
    (broken as { jobs: unknown }).jobs = null;
    await expect(solveInWorker(broken, { iterations: 1 })).rejects.toThrow();
  });
});
