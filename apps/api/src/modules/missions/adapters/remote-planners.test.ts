// The VROOM and OSRM adapters against their stand-ins: real HTTP on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { AppError } from '../../../platform/errors';
import { type OsrmStandIn, startOsrmStandIn } from '../../../test/stand-ins/osrm/stand-in';
import { startVroomStandIn, type VroomInput, type VroomStandIn } from '../../../test/stand-ins/vroom/stand-in';
import { createRoutePlanner } from '.';
import { OSRM_MAX_POINTS, osrmTravel, UNREACHABLE_METERS, UNREACHABLE_SECONDS } from './osrm-travel';
import { type LatLng, type Problem, planner } from './planner-api';

let osrm: OsrmStandIn;
let vroom: VroomStandIn;
/** A port nothing listens on: a server that is down. */
let closedUrl: string;

beforeAll(async () => {
  osrm = await startOsrmStandIn();
  vroom = await startVroomStandIn();
  const gone = await startOsrmStandIn();
  closedUrl = gone.url;
  await gone.close();
});
afterAll(async () => {
  await osrm?.close();
  await vroom?.close();
});

const routing = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

/** Dubai points: a depot, then pickup and drop-off pairs a few km apart. */
const DEPOT: LatLng = { lat: 25.135, lng: 55.228 };
const pointsOf = (pairs: number): LatLng[] => [
  DEPOT,
  { lat: 25.2, lng: 55.27 },
  ...Array.from({ length: pairs }, (_, i) => [
    { lat: 25.1 + i * 0.01, lng: 55.2 + i * 0.005 },
    { lat: 25.18 - i * 0.007, lng: 55.3 - i * 0.004 },
  ]).flat(),
];

/** Two couriers at the depot 08:00–20:00; `pairs` pickup-and-delivery jobs (pickups at point 1, then each other's), one single stop. */
function problemOf(travel: Problem['travel'], pairs: number, demand = { parcels: 1, kg: 2 }): Problem {
  const window = [{ start: 8 * 3600, end: 20 * 3600 }];
  return {
    vehicles: ['courier-a', 'courier-b'].map((id) => ({
      id,
      capacity: { parcels: 10, kg: 50 },
      startLocation: 0,
      endLocation: 0,
      shiftStart: 8 * 3600,
      shiftEnd: 20 * 3600,
    })),
    jobs: [
      ...Array.from({ length: pairs }, (_, i) => ({
        id: `order-${i}`,
        pickup: { location: 2 + 2 * i, serviceTime: 120, windows: window },
        delivery: { location: 3 + 2 * i, serviceTime: 120, windows: window },
        demand: i === 0 ? demand : { parcels: 1, kg: 2 },
      })),
      { id: 'single', delivery: { location: 1, serviceTime: 60, windows: window }, demand: { parcels: 1, kg: 1 } },
    ],
    travel,
    objective: 'time',
  };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('unavailable');
  return error as AppError;
}

describe('the planner the configuration names', () => {
  it('is the embedded one without OSRM_URL and VROOM_URL, and names what it uses', () => {
    expect(createRoutePlanner(routing({})).name).toBe('embedded');
    expect(createRoutePlanner(routing({ OSRM_URL: 'http://osrm.internal:5000/' })).name).toBe('osrm');
    expect(routing({ OSRM_URL: 'http://osrm.internal:5000/' }).routing?.osrmUrl).toBe('http://osrm.internal:5000');
    expect(() => routing({ VROOM_URL: 'ftp://vroom.internal' })).toThrow(/VROOM_URL must be an http/);
  });
});

describe('travel through OSRM', () => {
  it('builds the matrix from the Table service’s durations and distances', async () => {
    const points = pointsOf(2);
    const before = osrm.requests.length;
    const travel = await createRoutePlanner(routing({ OSRM_URL: osrm.url })).travel(points, 8 * 3600);
    expect(osrm.requests.length - before).toBe(1);
    expect(travel.size).toBe(points.length);
    expect(travel.time[0]).toBe(0);
    // Depot to point 1: great-circle × 1.3 at 40 km/h, as the stand-in's road answers it.
    const meters = Number(travel.distance[1]);
    expect(meters).toBeGreaterThan(8000);
    expect(meters).toBeLessThan(12_000);
    expect(Number(travel.time[1])).toBeCloseTo(meters / (40 / 3.6), 0);
    expect(Number(travel.time[1 * travel.size])).toBeCloseTo(Number(travel.time[1]), 0);
  });

  it('asks in blocks of 50 × 50 points and puts them in their places', async () => {
    const points = Array.from({ length: 120 }, (_, i) => ({ lat: 25 + (i % 11) * 0.01, lng: 55.1 + i * 0.002 }));
    const before = osrm.requests.length;
    const travel = await osrmTravel(osrm.url, points);
    const sent = osrm.requests.slice(before);
    expect(sent).toHaveLength(9);
    expect(Math.max(...sent)).toBeLessThanOrEqual(100);
    const small = await osrmTravel(osrm.url, [points[7] as LatLng, points[113] as LatLng]);
    expect(Number(travel.time[7 * 120 + 113])).toBe(Number(small.time[1]));
    expect(Number(travel.distance[113 * 120 + 7])).toBe(Number(small.distance[2]));
  });

  it('gives a pair OSRM cannot route between a cost no plan uses', async () => {
    osrm.setUnreachable((from, to) => from.lat === 25.2 || to.lat === 25.2);
    try {
      const travel = await osrmTravel(osrm.url, pointsOf(1));
      expect(Number(travel.time[1])).toBe(UNREACHABLE_SECONDS);
      expect(Number(travel.distance[travel.size])).toBe(UNREACHABLE_METERS);
      expect(Number(travel.time[2])).toBeLessThan(UNREACHABLE_SECONDS);
    } finally {
      osrm.setUnreachable(null);
    }
  });

  it('answers unavailable when OSRM is down, fails, answers a malformed table, or the wave is too large', async () => {
    expect((await refusal(osrmTravel(closedUrl, pointsOf(1)))).message).toBe(
      'The routing server (OSRM) did not answer: the wave was not planned. Try again in a moment.',
    );
    osrm.setMode('error');
    expect((await refusal(osrmTravel(osrm.url, pointsOf(1)))).message).toMatch(
      /OSRM\) refused the travel table \(InternalError: The stand-in is failing\)/,
    );
    osrm.setMode('malformed');
    expect((await refusal(osrmTravel(osrm.url, pointsOf(1)))).message).toMatch(
      /OSRM\) answered something that is not a travel table/,
    );
    osrm.setMode('ok');
    const before = osrm.requests.length;
    const many = Array.from({ length: OSRM_MAX_POINTS + 1 }, () => DEPOT);
    expect((await refusal(osrmTravel(osrm.url, many))).message).toBe(
      'A wave of 1001 places is more than the 1000 the routing server (OSRM) is asked for at once.',
    );
    expect(osrm.requests.length).toBe(before);
  });
});

describe('plans through VROOM', () => {
  it('posts VROOM’s input and reads its routes back as a plan the planner verifies', async () => {
    const route = createRoutePlanner(routing({ OSRM_URL: osrm.url, VROOM_URL: vroom.url }));
    expect(route.name).toBe('vroom+osrm');
    const points = pointsOf(3);
    const problem = problemOf(await route.travel(points, 8 * 3600), 3);
    const plan = await route.plan(problem, { timeBudgetMs: 500, seed: 1 });
    const input = vroom.inputs.at(-1) as VroomInput;
    expect(input.shipments).toHaveLength(3);
    expect(input.jobs).toHaveLength(1);
    expect(input.vehicles.map((v) => [v.start_index, v.end_index, v.capacity, v.time_window])).toEqual([
      [0, 0, [10, 50_000], [28_800, 72_000]],
      [0, 0, [10, 50_000], [28_800, 72_000]],
    ]);
    const durations = input.matrices?.car?.durations ?? [];
    expect(durations).toHaveLength(points.length);
    expect(durations.flat().every(Number.isInteger)).toBe(true);
    expect(plan.unassigned).toEqual([]);
    const served = plan.routes.flatMap((r) => r.stops.map((s) => `${s.jobId}:${s.kind}`)).sort();
    expect(served).toEqual(
      ['order-0', 'order-1', 'order-2']
        .flatMap((id) => [`${id}:delivery`, `${id}:pickup`])
        .concat('single:delivery')
        .sort(),
    );
    expect((await planner()).verifyPlan(problem, plan).feasible).toBe(true);
    expect(plan.routes[0]?.explanation).toMatch(/VROOM/);
  });

  it('keeps a job VROOM leaves out, with the reason', async () => {
    const route = createRoutePlanner(routing({ VROOM_URL: vroom.url }));
    expect(route.name).toBe('vroom');
    const problem = problemOf(await route.travel(pointsOf(2), 8 * 3600), 2, { parcels: 40, kg: 2 });
    const plan = await route.plan(problem, { timeBudgetMs: 500 });
    expect(plan.unassigned).toEqual([
      { jobId: 'order-0', reason: 'no-vehicle-capacity', detail: 'It is larger than any chosen courier can carry.' },
    ]);
    expect(plan.routes.flatMap((r) => r.stops).map((s) => s.jobId)).toContain('order-1');
  });

  it('answers unavailable when VROOM is down, fails, or answers malformed or infeasible plans', async () => {
    const problem = problemOf(await osrmTravel(osrm.url, pointsOf(2)), 2);
    const through = (url: string) =>
      createRoutePlanner(routing({ VROOM_URL: url })).plan(problem, { timeBudgetMs: 100 });
    expect((await refusal(through(closedUrl))).message).toMatch(/VROOM\) did not answer/);
    try {
      vroom.setMode('error');
      expect((await refusal(through(vroom.url))).message).toMatch(/could not plan the wave \(code 1: Internal error/);
      vroom.setMode('malformed');
      expect((await refusal(through(vroom.url))).message).toMatch(/VROOM\) answered something that is not a plan/);
      vroom.setMode('infeasible');
      expect((await refusal(through(vroom.url))).message).toMatch(
        /breaks the wave’s rules .*delivered before it is picked up/,
      );
    } finally {
      vroom.setMode('ok');
    }
  });
});
