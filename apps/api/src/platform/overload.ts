import { MESSAGES } from '@sameday/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

export type OverloadLimits = {
  /** API requests this process works on at once; the next one is refused at once. */
  maxInFlight: number;
  /** What the refusal's Retry-After says. */
  retryAfterSeconds: number;
};

/** Only the API is guarded: /healthz, /env.json and the app's files answer whatever the load, so a probe sees the process alive. */
const isExempt = (request: FastifyRequest) => !request.url.startsWith('/api/');

const busy = (retryAfterSeconds: number) =>
  new AppError('unavailable', MESSAGES.serverBusy, {
    details: { retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/**
 * Past its limits the process answers 503 with Retry-After straight away instead of queueing:
 * a request that would wait seconds behind others (PGlite runs one query at a time) is
 * better retried by the client than left to time out. Requests under way are not affected.
 */
export function registerOverloadGuard(app: FastifyInstance, limits: OverloadLimits): void {
  let inFlight = 0;
  // One refusal for every request: under a flood, making an error (and its stack) for each
  // took a tenth of the server thread's time (bench/RESULTS.md, Throughput, 2026-11-25).
  const refusal = busy(limits.retryAfterSeconds);
  app.addHook('onRequest', async (request, reply) => {
    if (isExempt(request)) return;
    if (inFlight >= limits.maxInFlight) throw refusal;
    inFlight += 1;
    // 'close' comes once whether the answer was sent or the client went away.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}
