// A stand-in for a VROOM server (its HTTP front, vroom-express) in tests and by hand (serve.ts):
// POST / with VROOM's JSON input (vehicles with start_index/end_index, capacity and time_window;
// shipments; jobs; `matrices.car` or the older `matrix`) answers VROOM's output (routes of steps
// start/pickup/delivery/job/end with arrival, duration and distance; unassigned tasks). It solves
// small inputs with the planner package itself: it is a stand-in, not an optimiser. It keeps the
// inputs it was sent so tests can read them. Test support: never shipped.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type Plan, type PlannerJob, type Problem, planner } from '../../../modules/missions/adapters/planner-api';

type Task = { id: number; location_index: number; service?: number; time_windows?: [number, number][] };
export type VroomInput = {
  vehicles: {
    id: number;
    start_index: number;
    end_index: number;
    capacity?: number[];
    time_window?: [number, number];
    costs?: { fixed?: number };
  }[];
  shipments?: { amount?: number[]; pickup: Task; delivery: Task }[];
  jobs?: (Task & { delivery?: number[] })[];
  matrices?: { car?: { durations: number[][]; distances?: number[][] } };
  matrix?: number[][];
};
/** `error`: answers VROOM's error shape with a 500; `malformed`: a body not in VROOM's format; `infeasible`: each route's stops reversed. */
export type VroomMode = 'ok' | 'error' | 'malformed' | 'infeasible';

export type VroomStandIn = {
  url: string;
  inputs: VroomInput[];
  setMode: (mode: VroomMode) => void;
  close: () => Promise<void>;
};

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const stop = (task: Task) => ({
  location: task.location_index,
  serviceTime: task.service ?? 0,
  windows: (task.time_windows ?? [[0, 2 ** 31]]).map(([start, end]) => ({ start, end })),
});
const load = (amount: number[] | undefined) => ({ parcels: amount?.[0] ?? 0, kg: amount?.[1] ?? 0 });

/** The planner's problem for VROOM's input; job ids are `s<id>` (shipments) and `j<id>` (jobs). */
function problemOf(input: VroomInput): Problem {
  const durations = input.matrices?.car?.durations ?? input.matrix ?? [];
  const distances = input.matrices?.car?.distances ?? durations;
  const size = durations.length;
  const jobs: PlannerJob[] = [
    ...(input.shipments ?? []).map((s) => ({
      id: `s${s.pickup.id}`,
      pickup: stop(s.pickup),
      delivery: stop(s.delivery),
      demand: load(s.amount),
    })),
    ...(input.jobs ?? []).map((j) => ({ id: `j${j.id}`, delivery: stop(j), demand: load(j.delivery) })),
  ];
  return {
    vehicles: input.vehicles.map((v) => ({
      id: String(v.id),
      capacity: load(v.capacity ?? [2 ** 31, 2 ** 31]),
      startLocation: v.start_index,
      endLocation: v.end_index,
      shiftStart: v.time_window?.[0] ?? 0,
      shiftEnd: v.time_window?.[1] ?? 2 ** 31,
    })),
    jobs,
    travel: { size, time: durations.flat(), distance: distances.flat() },
    objective: 'time',
    vehicleCost: input.vehicles[0]?.costs?.fixed ?? 0,
  };
}

/** The plan in VROOM's output format. */
function outputOf(problem: Problem, plan: Plan, reverse: boolean) {
  const { size, time, distance } = problem.travel;
  const taskOf = (jobId: string, kind: 'pickup' | 'delivery') => ({
    type: jobId.startsWith('j') ? 'job' : kind,
    id: Number(jobId.slice(1)),
  });
  const routes = plan.routes
    .filter((route) => route.stops.length > 0)
    .map((route) => {
      const vehicle = problem.vehicles.find((v) => v.id === route.vehicleId) as Problem['vehicles'][number];
      const stops = reverse ? [...route.stops].reverse() : route.stops;
      let at = vehicle.startLocation;
      let travelled = 0;
      let meters = 0;
      const steps = [
        { type: 'start', location_index: at, arrival: route.departure, duration: 0, distance: 0 },
        ...stops.map((s) => {
          travelled += Number(time[at * size + s.location]);
          meters += Number(distance[at * size + s.location]);
          at = s.location;
          return {
            ...taskOf(s.jobId, s.kind),
            location_index: s.location,
            arrival: Math.round(s.arrival),
            waiting_time: Math.round(s.start - s.arrival),
            duration: travelled,
            distance: meters,
          };
        }),
      ];
      travelled += Number(time[at * size + vehicle.endLocation]);
      meters += Number(distance[at * size + vehicle.endLocation]);
      steps.push({
        type: 'end',
        location_index: vehicle.endLocation,
        arrival: Math.round(route.arrival),
        duration: travelled,
        distance: meters,
      });
      return { vehicle: Number(vehicle.id), cost: travelled, duration: travelled, distance: meters, steps };
    });
  const unassigned = plan.unassigned.flatMap((u) =>
    u.jobId.startsWith('j')
      ? [{ id: Number(u.jobId.slice(1)), type: 'job' }]
      : [
          { id: Number(u.jobId.slice(1)), type: 'pickup' },
          { id: Number(u.jobId.slice(1)), type: 'delivery' },
        ],
  );
  return {
    code: 0,
    summary: { cost: plan.totals.travelTime, routes: routes.length, unassigned: unassigned.length },
    unassigned,
    routes,
  };
}

export async function startVroomStandIn(port = 0): Promise<VroomStandIn> {
  const inputs: VroomInput[] = [];
  let mode: VroomMode = 'ok';
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST') return answer(response, 404, { code: 2, error: 'Not found' });
      const input = (await readJson(request)) as VroomInput;
      inputs.push(input);
      if (mode === 'error') return answer(response, 500, { code: 1, error: 'Internal error (stand-in)' });
      if (mode === 'malformed') return answer(response, 200, { code: 0, routes: 'none' });
      const problem = problemOf(input);
      const plan = (await planner()).solve(problem, { seed: 1, iterations: 200 });
      answer(response, 200, outputOf(problem, plan, mode === 'infeasible'));
    })().catch((error: Error) => answer(response, 400, { code: 2, error: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    inputs,
    setMode: (next) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
