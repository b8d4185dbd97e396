// `npm run bench -- planning [FILE] [--seconds N] [--seed S]`: the wave planner.
// With a Solomon instance FILE: solves it within N seconds (10 by default) and prints the routes
// and the total distance (full double precision). Without: plans two generated Dubai-like waves
// (200 orders × 10 couriers, 2,000 orders × 60 couriers) and prints travel time, couriers used,
// unassigned jobs, solve time and the verifier's verdict. Figures only: these are not tests.
import { readFileSync } from 'node:fs';
import { generateWave, type Plan, type Problem, parseSolomon, printSolomon, solve, verifyPlan } from '@sameday/planner';

interface Settings {
  file?: string;
  seconds: number;
  seed: number;
}

function settingsFrom(args: string[]): Settings {
  const settings: Settings = { seconds: 10, seed: 1 };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--seconds') settings.seconds = Number(args[++i]);
    else if (arg === '--seed') settings.seed = Number(args[++i]);
    else if (arg && !arg.startsWith('--')) settings.file = arg;
    else throw new Error(`Unknown planning argument ${arg}`);
  }
  if (!(settings.seconds > 0)) throw new Error('--seconds needs a positive number');
  return settings;
}

function verdictLine(problem: Problem, plan: Plan): string {
  const verdict = verifyPlan(problem, plan);
  if (verdict.feasible) return 'verifier: feasible';
  const kinds = [...new Set(verdict.violations.map((v) => v.kind))].join(', ');
  return `verifier: INFEASIBLE (${verdict.violations.length}: ${kinds}); first: ${verdict.violations[0]?.message}`;
}

function benchSolomon(file: string, settings: Settings): void {
  const instance = parseSolomon(readFileSync(file, 'utf8'));
  const started = performance.now();
  const plan = solve(instance.problem, { timeBudgetMs: settings.seconds * 1000, seed: settings.seed });
  const ms = performance.now() - started;
  console.log(
    `${instance.name}: ${instance.customers.length - 1} customers, ${instance.vehicles} × ${instance.capacity}`,
  );
  process.stdout.write(printSolomon(plan));
  console.log(
    `total distance ${plan.totals.distance.toFixed(3)} · vehicles ${plan.totals.vehiclesUsed} · unassigned ${plan.totals.unassigned} · ` +
      `${plan.stats.iterations} iterations in ${ms.toFixed(0)} ms (seed ${settings.seed}, budget ${settings.seconds} s)`,
  );
  console.log(verdictLine(instance.problem, plan));
}

function benchWave(orders: number, couriers: number, merchants: number, settings: Settings): void {
  const generated = performance.now();
  const problem = generateWave({ orders, couriers, merchants, seed: 7 });
  const matrixMs = performance.now() - generated;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const plan = solve(problem, { timeBudgetMs: settings.seconds * 1000, seed: settings.seed });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const reasons = new Map<string, number>();
  for (const u of plan.unassigned) reasons.set(u.reason, (reasons.get(u.reason) ?? 0) + 1);
  const why = [...reasons].map(([reason, n]) => `${n} ${reason}`).join(', ');
  console.log(
    `${orders} orders × ${couriers} couriers (${merchants} merchants; matrix ${problem.travel.size}² in ${matrixMs.toFixed(0)} ms): ` +
      `travel ${(plan.totals.travelTime / 3600).toFixed(1)} h, ${(plan.totals.distance / 1000).toFixed(0)} km · ` +
      `couriers used ${plan.totals.vehiclesUsed}/${couriers} · unassigned ${plan.totals.unassigned}${why ? ` (${why})` : ''} · ` +
      `solved in ${ms.toFixed(0)} ms, ${cpuMs.toFixed(0)} ms of CPU (${plan.stats.iterations} iterations, budget ${settings.seconds} s)`,
  );
  console.log(verdictLine(problem, plan));
}

export async function benchPlanning(args: string[] = []): Promise<void> {
  const settings = settingsFrom(args);
  if (settings.file) {
    benchSolomon(settings.file, settings);
    return;
  }
  benchWave(200, 10, 30, settings);
  benchWave(2000, 60, 60, settings);
}
