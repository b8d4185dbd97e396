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

/** The answer this guard writes itself, its body and headers made once. */
type Refusal = { status: number; headers: Record<string, string>; body: string };

const refusalOf = (message: string, retryAfterSeconds: number, extraHeaders: Record<string, string> = {}): Refusal => {
  const error = new AppError('unavailable', message, { details: { retryAfterSeconds } });
  const body = JSON.stringify(error.toShape());
  return {
    status: error.httpStatus,
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'retry-after': String(retryAfterSeconds),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...extraHeaders,
    },
  };
};

/** Servers whose process is stopping: each new request is refused by the guard (see `refuseNewRequests`). */
const stoppingServers = new WeakSet<Server>();

/**
 * From now on this server answers every new request with 503, Retry-After and `Connection: close`
 * in the error shape, while requests under way finish. Called as the process starts to stop,
 * before Fastify's own close: Fastify's answer to a request reaching a closing server is a bare
 * 503 without Retry-After, which a client or a proxy can't tell from a failure (decision 071).
 */
export function refuseNewRequests(server: Server): void {
  stoppingServers.add(server);
}

/**
 * The HTTP server of the app with its overload guard in front: past its limits the process
 * answers 503 with Retry-After straight away instead of queueing, as a request that would wait
 * seconds behind others (the embedded database runs one query at a time) is better retried by
 * the client than left to time out. Requests under way are not affected. A stopping process
 * (`refuseNewRequests`) refuses every new request the same way, probes included, so a proxy
 * sends it to another process.
 *
 * The refusal is written before Fastify routes the request or runs any hook: under a flood of
 * clients that resend at once, each refusal through Fastify's reply path (hooks, error handler,
 * serializer) took the thread's time from the requests it had let in (decision 042).
 */
export function guardedServer(limits: OverloadLimits): (handler: RequestListener) => Server {
  const busy = refusalOf(MESSAGES.serverBusy, limits.retryAfterSeconds);
  const stopping = refusalOf(MESSAGES.serverRestarting, limits.retryAfterSeconds, { connection: 'close' });
  const refuse = (response: ServerResponse, refusal: Refusal) =>
    response.writeHead(refusal.status, refusal.headers).end(refusal.body);
  let inFlight = 0;
  const settle = () => {
    inFlight -= 1;
  };
  return (handler) => {
    const server = createServer((request: IncomingMessage, response: ServerResponse) => {
      if (stoppingServers.has(server)) {
        refuse(response, stopping);
        return;
      }
      if (isGuarded(request)) {
        if (inFlight >= limits.maxInFlight) {
          refuse(response, busy);
          return;
        }
        inFlight += 1;
        // 'close' comes once whether the answer was sent or the client went away.
        response.once('close', settle);
      }
      handler(request, response);
    });
    return server;
  };
}
