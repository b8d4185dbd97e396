// solveInWorker(): the same solve() on a worker thread, so a long plan never holds up the event
// loop that called it. The thread is entered through worker-thread.mjs, which has tsx load the
// TypeScript (Node 20 does not load TypeScript in a worker by itself).
import { Worker } from 'node:worker_threads';
import type { Plan, Problem, SolveOptions } from './model';

export interface WorkerReply {
  plan?: Plan;
  error?: string;
}

export function solveInWorker(problem: Problem, options: SolveOptions = {}): Promise<Plan> {
  const worker = new Worker(new URL('./worker-thread.mjs', import.meta.url), { workerData: { problem, options } });
  return new Promise((resolve, reject) => {
    let settled = false;
    worker.once('message', (reply: WorkerReply) => {
      settled = true;
      if (reply.plan) resolve(reply.plan);
      else reject(new Error(reply.error ?? 'The planner thread answered nothing'));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The planner thread ended (exit code ${code}) without a plan`));
    });
  });
}
