// solve(): the planner in this thread. Same problem, seed and iteration count give the same plan.
import type { Plan, Problem, SolveOptions } from './model';
import { Instance } from './solver/instance';
import { buildPlan } from './solver/plan';
import { search } from './solver/search';
import { validateProblem } from './validate';

export const DEFAULT_SEED = 1;

export function solve(problem: Problem, options: SolveOptions = {}): Plan {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const limits =
    options.iterations === undefined && options.timeBudgetMs === undefined ? { iterations: 1000 } : options;
  validateProblem(problem);
  const inst = new Instance(problem);
  const { state, iterations } = search(inst, {
    seed,
    startedAt: started,
    iterations: limits.iterations,
    timeBudgetMs: limits.timeBudgetMs,
  });
  return buildPlan(state, seed, iterations, performance.now() - started);
}
