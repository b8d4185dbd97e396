import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a proxy names a request by, and that every answer carries back (decision 065). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A proxy's id is kept only when it is a plain token (a UUID, nginx's 32 hex digits, a
 * load balancer's `Root=1-…`): 8 to 128 letters, digits and `-_.:=`. Anything else — spaces,
 * quotes, line breaks, a 10 KB header — could forge or swell log lines, so a new id is made.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:=-]{8,128}$/;

/** Fastify's `genReqId`: the proxy's id when safe, else a new UUID (unique across replicas, unlike a counter). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Every answer names its request: the id its log lines carry (`reqId`) and a 5xx's
 * `details.requestId`, so a user's report and a proxy's log lead to the same lines. Set as the
 * request arrives, so answers refused by a later hook (a limit, the guard) carry it too.
 */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
