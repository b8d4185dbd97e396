// Solomon's VRPTW text format (the benchmark's instances) and its solution lines. Distances are
// Euclidean in full double precision (never rounded); travel time equals distance.
import type { Plan, Problem } from './model';

export interface SolomonInstance {
  name: string;
  vehicles: number;
  capacity: number;
  /** Customer 0 is the depot. */
  customers: { id: number; x: number; y: number; demand: number; ready: number; due: number; service: number }[];
  problem: Problem;
}

export function parseSolomon(text: string): SolomonInstance {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const name = lines.find((line) => line.length > 0) ?? '';
  const vehicleAt = lines.findIndex((line) => /^NUMBER\s+CAPACITY/i.test(line));
  if (vehicleAt < 0) throw new Error('Not a Solomon instance: no VEHICLE NUMBER CAPACITY section');
  const [vehicles, capacity] = (lines[vehicleAt + 1] ?? '').split(/\s+/).map(Number) as [number, number];
  const headerAt = lines.findIndex((line) => /^CUST\s*NO\./i.test(line));
  if (headerAt < 0) throw new Error('Not a Solomon instance: no CUSTOMER section');
  const customers: SolomonInstance['customers'] = [];
  for (const line of lines.slice(headerAt + 1)) {
    if (line.length === 0) continue;
    const cells = line.split(/\s+/).map(Number);
    if (cells.length < 7 || cells.some((cell) => !Number.isFinite(cell))) {
      throw new Error(`Not a Solomon customer line: "${line}"`);
    }
    const [id, x, y, demand, ready, due, service] = cells as [number, number, number, number, number, number, number];
    customers.push({ id, x, y, demand, ready, due, service });
  }
  if (customers[0]?.id !== 0) throw new Error('The first customer of a Solomon instance must be the depot, 0');
  if (!Number.isFinite(vehicles) || !Number.isFinite(capacity))
    throw new Error('Unreadable vehicle number or capacity');
  return { name, vehicles, capacity, customers, problem: solomonProblem(vehicles, capacity, customers) };
}

function solomonProblem(vehicles: number, capacity: number, customers: SolomonInstance['customers']): Problem {
  const size = customers.length;
  const distance = new Float64Array(size * size);
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      const ca = customers[a];
      const cb = customers[b];
      distance[a * size + b] = Math.hypot(ca.x - cb.x, ca.y - cb.y);
    }
  }
  const depot = customers[0];
  return {
    travel: { size, time: distance, distance },
    objective: 'distance',
    vehicles: Array.from({ length: vehicles }, (_, v) => ({
      id: `vehicle-${v + 1}`,
      capacity: { parcels: capacity, kg: Number.MAX_VALUE },
      startLocation: 0,
      endLocation: 0,
      shiftStart: depot.ready,
      shiftEnd: depot.due,
    })),
    jobs: customers.slice(1).map((c, i) => ({
      id: String(c.id),
      delivery: { location: i + 1, serviceTime: c.service, windows: [{ start: c.ready, end: c.due }] },
      demand: { parcels: c.demand, kg: 0 },
    })),
  };
}

/** `Route #k: c1 c2 …` per used route (customers by their Solomon number), then `Cost <distance>`. */
export function printSolomon(plan: Plan): string {
  const lines = plan.routes.map((route, k) => `Route #${k + 1}: ${route.stops.map((stop) => stop.jobId).join(' ')}`);
  lines.push(`Cost ${Math.round(plan.totals.distance * 10) / 10}`);
  return `${lines.join('\n')}\n`;
}
