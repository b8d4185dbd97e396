import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { MESSAGES } from '@sameday/contract';
import { AppError } from './errors';

export type OverloadLimits = {
  /** API requests this process works on at once; the next one is refused at once. */
  maxInFlight: number;
  /** What the refusal's Retry-After says. */
  retryAfterSeconds: number;
};

/** Only the API is guarded: /healthz, /env.json and the app's files answer whatever the load, so a probe sees the process alive. */
const isGuarded = (request: IncomingMessage) => request.url?.startsWith('/api/') === true;

/**
 * The HTTP server of the app with its overload guard in front: past its limits the process
 * answers 503 with Retry-After straight away instead of queueing, as a request that would wait
 * seconds behind others (the embedded database runs one query at a time) is better retried by
 * the client than left to time out. Requests under way are not affected.
 *
 * The refusal is written before Fastify routes the request or runs any hook: under a flood of
 * clients that resend at once, each refusal through Fastify's reply path (hooks, error handler,
 * serializer) took the thread's time from the requests it had let in (decision 042). Its body
 * and headers are made once.
 */
export function guardedServer(limits: OverloadLimits): (handler: RequestListener) => Server {
  const refusal = new AppError('unavailable', MESSAGES.serverBusy, {
    details: { retryAfterSeconds: limits.retryAfterSeconds },
  });
  const body = JSON.stringify(refusal.toShape());
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'retry-after': String(limits.retryAfterSeconds),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
  let inFlight = 0;
  const settle = () => {
    inFlight -= 1;
  };
  return (handler) =>
    createServer((request: IncomingMessage, response: ServerResponse) => {
      if (isGuarded(request)) {
        if (inFlight >= limits.maxInFlight) {
          response.writeHead(refusal.httpStatus, headers).end(body);
          return;
        }
        inFlight += 1;
        // 'close' comes once whether the answer was sent or the client went away.
        response.once('close', settle);
      }
      handler(request, response);
    });
}
