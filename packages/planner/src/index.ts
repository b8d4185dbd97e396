// The wave planner's solver: plans missions (one courier's ordered stops) for chosen orders and
// couriers. Plain TypeScript without dependencies; see docs/decisions for the method.
export * from './model';
export { parseSolomon, printSolomon, type SolomonInstance } from './solomon';
export { solve } from './solve';
export * from './travel';
export { validateProblem } from './validate';
export { type Verdict, type Violation, verifyPlan } from './verify';
export { generateWave, type WaveOptions } from './waves';
export { solveInWorker } from './worker';
