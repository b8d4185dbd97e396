import { type LatLng, type Plan, type Problem, planner, type TravelMatrix } from './planner-api';

/**
 * What plans a wave: the problem (vehicles, pickup-and-delivery jobs, travel matrix) in, the plan
 * out, in the shape of @sameday/planner. The embedded planner is the default; a VROOM server, with
 * travel from an OSRM server, can take its place behind the same interface (decision 056).
 */
export interface RoutePlanner {
  readonly name: string;
  /** The travel matrix of the points at the wave's departure (seconds since Dubai midnight). */
  travel(points: LatLng[], departAt: number): Promise<TravelMatrix>;
  plan(problem: Problem, options: { timeBudgetMs: number; seed?: number }): Promise<Plan>;
}

/**
 * The embedded planner: the product's own solver on a worker thread (the request's thread stays
 * free), travel from great-circle distance × a road factor per emirate at the hour's speeds.
 */
export function embeddedPlanner(): RoutePlanner {
  return {
    name: 'embedded',
    travel: async (points, departAt) => (await planner()).emiratesTravel(points, departAt),
    plan: async (problem, { timeBudgetMs, seed }) => {
      const solver = await planner();
      try {
        return await solver.solveInWorker(problem, { timeBudgetMs, seed });
      } catch (error) {
        // A build where the worker's entry cannot start: the same solve, on this thread.
        if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
        return solver.solve(problem, { timeBudgetMs, seed });
      }
    },
  };
}

/** The emirate a place is in (Dubai, Abu Dhabi, Sharjah or other), by the planner's own centres. */
export async function emirateFinder(): Promise<(point: LatLng) => 'dubai' | 'abu-dhabi' | 'sharjah' | 'other'> {
  const { emirateOf } = await planner();
  return (point) => emirateOf(point);
}
