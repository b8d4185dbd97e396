// The planner thread: solves the problem it was started with and posts the plan back.
import { parentPort, workerData } from 'node:worker_threads';
import type { Problem, SolveOptions } from './model';
import { solve } from './solve';
import type { WorkerReply } from './worker';

const { problem, options } = workerData as { problem: Problem; options: SolveOptions };
let reply: WorkerReply;
try {
  reply = { plan: solve(problem, options) };
} catch (error) {
  reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
parentPort?.postMessage(reply);
