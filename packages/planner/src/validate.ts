// Refuses a problem the planner cannot read, with the first thing wrong, before any search.
import type { Problem, Stop } from './model';

function checkStop(stop: Stop, what: string, size: number): void {
  if (!Number.isInteger(stop.location) || stop.location < 0 || stop.location >= size) {
    throw new Error(`${what}: location ${stop.location} is not in the travel matrix (0…${size - 1})`);
  }
  if (!(stop.serviceTime >= 0)) throw new Error(`${what}: service time must be zero or more`);
  if (stop.windows.length === 0) throw new Error(`${what}: needs at least one time window`);
  let last = Number.NEGATIVE_INFINITY;
  for (const w of stop.windows) {
    if (!(w.start <= w.end)) throw new Error(`${what}: a window opens at ${w.start}, after it closes at ${w.end}`);
    if (w.start < last) throw new Error(`${what}: windows must be sorted and must not overlap`);
    last = w.end;
  }
}

export function validateProblem(problem: Problem): void {
  const { size, time, distance } = problem.travel;
  if (!Number.isInteger(size) || size < 1) throw new Error('The travel matrix needs a size of at least 1');
  if (time.length !== size * size || distance.length !== size * size) {
    throw new Error(`The travel matrices must hold ${size} × ${size} entries`);
  }
  const ids = new Set<string>();
  for (const v of problem.vehicles) {
    const what = `Vehicle ${v.id}`;
    if (ids.has(v.id)) throw new Error(`${what} appears twice`);
    ids.add(v.id);
    for (const at of [v.startLocation, v.endLocation]) {
      if (!Number.isInteger(at) || at < 0 || at >= size)
        throw new Error(`${what}: location ${at} is not in the travel matrix`);
    }
    if (!(v.shiftStart <= v.shiftEnd)) throw new Error(`${what}: its shift ends before it starts`);
    if (!(v.capacity.parcels >= 0 && v.capacity.kg >= 0)) throw new Error(`${what}: capacities must be zero or more`);
  }
  const jobs = new Set<string>();
  for (const job of problem.jobs) {
    const what = `Job ${job.id}`;
    if (jobs.has(job.id)) throw new Error(`${what} appears twice`);
    jobs.add(job.id);
    if (!(job.demand.parcels >= 0 && job.demand.kg >= 0)) throw new Error(`${what}: demand must be zero or more`);
    if (job.pickup) checkStop(job.pickup, `${what}'s pickup`, size);
    checkStop(job.delivery, `${what}'s delivery`, size);
  }
}
