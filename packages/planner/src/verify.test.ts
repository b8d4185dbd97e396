import { describe, expect, it } from 'vitest';
import type { Plan, Problem } from './model';
import { parseSolomon } from './solomon';
import { solve } from './solve';
import { fixture, planOfSingles, readSolution } from './test/support';
import { verifyPlan } from './verify';
import { generateWave, HUB_CLOSES } from './waves';

const wave = generateWave({ orders: 24, couriers: 4, merchants: 5, seed: 11 });
const plan = solve(wave, { iterations: 300, seed: 5 });

function copy<T>(value: T): T {
  return structuredClone(value);
}

function kinds(problem: Problem, changed: Plan): string[] {
  return [...new Set(verifyPlan(problem, changed).violations.map((v) => v.kind))];
}

/** A route with at least two jobs, and its first job's two stops. */
function busyRoute(p: Plan) {
  const r = p.routes.findIndex((route) => route.stops.length >= 4);
  const route = p.routes[r];
  if (!route) throw new Error('No route with two jobs');
  const jobId = route.stops[0]?.jobId;
  const pickup = route.stops.findIndex((s) => s.jobId === jobId && s.kind === 'pickup');
  const delivery = route.stops.findIndex((s) => s.jobId === jobId && s.kind === 'delivery');
  return { r, route, jobId: jobId as string, pickup, delivery };
}

describe('verifyPlan', () => {
  it("finds the solver's plan feasible and recomputes its totals", () => {
    const verdict = verifyPlan(wave, plan);
    expect(verdict.violations).toEqual([]);
    expect(verdict.feasible).toBe(true);
    expect(verdict.travelTime).toBeCloseTo(plan.totals.travelTime, 6);
    expect(plan.routes.length).toBeGreaterThan(0);
  });

  it("finds RC208's best known solution feasible; in full precision it costs 778.93, not the published 776.1", () => {
    const { problem } = parseSolomon(fixture('RC208.txt'));
    const best = planOfSingles(problem, readSolution(fixture('RC208.sol')));
    const verdict = verifyPlan(problem, best);
    expect(verdict.violations).toEqual([]);
    // The published 776.1 sums distances truncated to one decimal (the DIMACS convention).
    expect(verdict.distance).toBeCloseTo(778.93, 2);
  });

  it('catches a job neither served nor listed unassigned', () => {
    const changed = copy(plan);
    const { r, jobId } = busyRoute(changed);
    const route = changed.routes[r];
    if (route) route.stops = route.stops.filter((s) => s.jobId !== jobId);
    expect(kinds(wave, changed)).toContain('job-missing');
  });

  it('catches a job both served and listed unassigned, or served twice', () => {
    const listed = copy(plan);
    listed.unassigned.push({ jobId: busyRoute(listed).jobId, reason: 'no-room-in-plan', detail: '' });
    expect(kinds(wave, listed)).toContain('job-duplicated');
    const twice = copy(plan);
    const { route, delivery } = busyRoute(twice);
    route.stops.push({ ...(route.stops[delivery] as Plan['routes'][number]['stops'][number]) });
    expect(kinds(wave, twice)).toContain('job-duplicated');
  });

  it('catches a delivery before its pickup', () => {
    const changed = copy(plan);
    const { route, pickup, delivery } = busyRoute(changed);
    const p = route.stops[pickup];
    const d = route.stops[delivery];
    if (!p || !d) throw new Error('No pair');
    route.stops[pickup] = d;
    route.stops[delivery] = p;
    expect(kinds(wave, changed)).toContain('pickup-after-delivery');
  });

  it('catches a pickup and its delivery on different vehicles', () => {
    const changed = copy(plan);
    const { r, route, delivery } = busyRoute(changed);
    const other = changed.routes.find((_, i) => i !== r);
    if (!other) throw new Error('One route only');
    other.stops.push(...route.stops.splice(delivery, 1));
    expect(kinds(wave, changed)).toContain('pair-split');
  });

  it('catches a load over the vehicle’s capacity, in parcels or in kg', () => {
    const { route } = busyRoute(plan);
    const peak = Math.max(...route.stops.map((s) => s.load.parcels));
    const parcels = copy(wave);
    const vehicle = parcels.vehicles.find((v) => v.id === route.vehicleId);
    if (!vehicle) throw new Error('No vehicle');
    vehicle.capacity.parcels = peak - 1;
    expect(kinds(parcels, plan)).toEqual(['capacity']);
    const kg = copy(wave);
    const heavy = kg.vehicles.find((v) => v.id === route.vehicleId);
    if (heavy) heavy.capacity.kg = Math.max(...route.stops.map((s) => s.load.kg)) / 2;
    expect(kinds(kg, plan)).toEqual(['capacity']);
  });

  it('catches a stop reached after its window closes', () => {
    const { route } = busyRoute(plan);
    const stop = route.stops[route.stops.length - 1];
    const changed = copy(wave);
    const job = changed.jobs.find((j) => j.id === stop?.jobId);
    if (!job || !stop) throw new Error('No job');
    job.delivery.windows = [{ start: 0, end: stop.arrival - 60 }];
    expect(kinds(changed, plan)).toContain('time-window');
  });

  it('catches a return after the end of the shift, and a start before it', () => {
    const { route } = busyRoute(plan);
    const late = copy(wave);
    const vehicle = late.vehicles.find((v) => v.id === route.vehicleId);
    if (vehicle) vehicle.shiftEnd = route.arrival - 1;
    expect(kinds(late, plan)).toEqual(['shift-end']);
    const early = copy(plan);
    const first = early.routes[0];
    if (first) first.departure -= 3600;
    expect(kinds(wave, early)).toContain('shift-start');
  });

  it('catches reported totals that are not what the routes cost', () => {
    const changed = copy(plan);
    changed.totals.travelTime -= 1;
    changed.totals.cost -= 1;
    expect(kinds(wave, changed)).toEqual(['cost-mismatch']);
  });

  it('catches a wrong place, a schedule that does not follow, an unknown job or vehicle, a vehicle used twice', () => {
    const place = copy(plan);
    const stop = busyRoute(place).route.stops[0];
    if (stop) stop.location = (stop.location + 1) % wave.travel.size;
    expect(kinds(wave, place)).toContain('wrong-location');
    const times = copy(plan);
    const timed = busyRoute(times).route.stops[1];
    if (timed) timed.start -= 600;
    expect(kinds(wave, times)).toContain('schedule-mismatch');
    const unknown = copy(plan);
    const named = busyRoute(unknown).route.stops[0];
    if (named) named.jobId = 'order-999';
    expect(kinds(wave, unknown)).toContain('unknown-job');
    const vehicle = copy(plan);
    const [a, b] = vehicle.routes;
    if (!a || !b) throw new Error('Fewer than two routes');
    b.vehicleId = a.vehicleId;
    expect(kinds(wave, vehicle)).toContain('vehicle-reused');
    a.vehicleId = 'courier-999';
    expect(kinds(wave, vehicle)).toContain('unknown-vehicle');
  });
});

describe('verifyPlan on depot hand-ins', () => {
  // A third of the orders are collected, then handed in at their area's hub before it closes.
  const withHandIns = generateWave({ orders: 30, couriers: 4, merchants: 5, seed: 13, handInShare: 0.35 });
  const handedIn = solve(withHandIns, { iterations: 300, seed: 3 });
  const handIns = withHandIns.jobs.filter((job) => job.id.startsWith('hand-in-'));
  const routeOf = (p: Plan) => {
    const r = p.routes.findIndex((route) => route.stops.some((s) => s.jobId.startsWith('hand-in-')));
    const route = p.routes[r] as Plan['routes'][number];
    const jobId = route.stops.find((s) => s.jobId.startsWith('hand-in-'))?.jobId as string;
    return { route, jobId };
  };

  it('finds the plan feasible, each hand-in at its hub after its pickup, before the hub closes', () => {
    expect(handIns.length).toBeGreaterThan(5);
    expect(verifyPlan(withHandIns, handedIn).violations).toEqual([]);
    const served = handedIn.routes.flatMap((route) => route.stops).filter((s) => s.jobId.startsWith('hand-in-'));
    expect(served.filter((s) => s.kind === 'delivery')).toHaveLength(handIns.length - handedIn.unassigned.length);
    for (const stop of served.filter((s) => s.kind === 'delivery')) {
      expect(stop.location).toBeLessThan(3);
      expect(stop.start).toBeLessThanOrEqual(HUB_CLOSES);
    }
  });

  it('catches a hand-in after the hub closes, at another place, or before its pickup', () => {
    // The hub closes a minute before the plan's hand-in starts.
    const { route, jobId } = routeOf(handedIn);
    const stop = route.stops.find((s) => s.jobId === jobId && s.kind === 'delivery');
    const earlier = copy(withHandIns);
    const job = earlier.jobs.find((j) => j.id === jobId);
    if (!job || !stop) throw new Error('No hand-in');
    job.delivery.windows = [{ start: 0, end: stop.start - 60 }];
    expect(kinds(earlier, handedIn)).toContain('time-window');

    const elsewhere = copy(handedIn);
    const moved = routeOf(elsewhere);
    const there = moved.route.stops.find((s) => s.jobId === moved.jobId && s.kind === 'delivery');
    if (there) there.location = (there.location + 1) % 3;
    expect(kinds(withHandIns, elsewhere)).toContain('wrong-location');

    const early = copy(handedIn);
    const swapped = routeOf(early);
    const stops = swapped.route.stops;
    const p = stops.findIndex((s) => s.jobId === swapped.jobId && s.kind === 'pickup');
    const d = stops.findIndex((s) => s.jobId === swapped.jobId && s.kind === 'delivery');
    [stops[p], stops[d]] = [stops[d] as (typeof stops)[number], stops[p] as (typeof stops)[number]];
    expect(kinds(withHandIns, early)).toContain('pickup-after-delivery');
  });
});

describe('verifyPlan on deliveries from the depot', () => {
  // A third of the orders wait at a hub since an earlier day: loaded there, then delivered.
  const fromDepot = generateWave({ orders: 30, couriers: 4, merchants: 5, seed: 17, fromDepotShare: 0.35 });
  const loaded = solve(fromDepot, { iterations: 300, seed: 3 });
  const isLoad = (jobId: string) => jobId.startsWith('from-depot-');
  const routeOf = (p: Plan) => {
    const route = p.routes.find((r) => r.stops.some((s) => isLoad(s.jobId))) as Plan['routes'][number];
    const jobId = route.stops.find((s) => isLoad(s.jobId))?.jobId as string;
    return { route, jobId };
  };

  it('finds the plan feasible, each order loaded at its hub before it is delivered in its window', () => {
    const jobs = fromDepot.jobs.filter((job) => isLoad(job.id));
    expect(jobs.length).toBeGreaterThan(5);
    for (const job of jobs) expect(job.pickup?.location).toBeLessThan(3);
    expect(verifyPlan(fromDepot, loaded).violations).toEqual([]);
    for (const route of loaded.routes) {
      for (const stop of route.stops.filter((s) => isLoad(s.jobId) && s.kind === 'delivery')) {
        const load = route.stops.findIndex((s) => s.jobId === stop.jobId && s.kind === 'pickup');
        expect(load).toBeGreaterThanOrEqual(0);
        expect(load).toBeLessThan(route.stops.indexOf(stop));
        expect(route.stops[load]?.location).toBeLessThan(3);
      }
    }
    const served = loaded.routes.flatMap((r) => r.stops).filter((s) => isLoad(s.jobId) && s.kind === 'delivery');
    expect(served.length).toBe(jobs.length - loaded.unassigned.filter((u) => isLoad(u.jobId)).length);
  });

  it('catches a load at another hub, a delivery before its load, and a courier loaded over capacity', () => {
    const elsewhere = copy(loaded);
    const moved = routeOf(elsewhere);
    const load = moved.route.stops.find((s) => s.jobId === moved.jobId && s.kind === 'pickup');
    if (load) load.location = (load.location + 1) % 3;
    expect(kinds(fromDepot, elsewhere)).toContain('wrong-location');

    const early = copy(loaded);
    const swapped = routeOf(early);
    const stops = swapped.route.stops;
    const p = stops.findIndex((s) => s.jobId === swapped.jobId && s.kind === 'pickup');
    const d = stops.findIndex((s) => s.jobId === swapped.jobId && s.kind === 'delivery');
    [stops[p], stops[d]] = [stops[d] as (typeof stops)[number], stops[p] as (typeof stops)[number]];
    expect(kinds(fromDepot, early)).toContain('pickup-after-delivery');

    // Everything loaded at the start is on board at once: a vehicle one parcel smaller than that peak is over.
    const { route } = routeOf(loaded);
    const smaller = copy(fromDepot);
    const vehicle = smaller.vehicles.find((v) => v.id === route.vehicleId) as Problem['vehicles'][number];
    const peak = Math.max(...route.stops.map((s) => s.load.parcels));
    vehicle.capacity.parcels = peak - 1;
    expect(kinds(smaller, loaded)).toContain('capacity');
  });
});
