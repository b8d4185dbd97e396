import fastifyWebsocket from '@fastify/websocket';
import { ErrorShapeSchema, LIVE_PATHS } from '@sameday/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { LIVE_MESSAGES, type LiveBroker, type LiveSocket, runSession } from './service';

export type LiveRouteDeps = {
  db: Db;
  broker: LiveBroker;
  authenticate: AuthGuard;
  trackedOrderOf: (code: string) => Promise<string | undefined>;
};

/** The request as the guard reads it, with the hello's token as its bearer (the socket's own request has none). */
function withBearer(request: FastifyRequest, token: string): FastifyRequest {
  return Object.create(request, {
    headers: { value: { ...request.headers, authorization: `Bearer ${token}` } },
    caller: { value: undefined, writable: true },
  }) as FastifyRequest;
}

/**
 * GET /live (WebSocket, decision 058): public at the HTTP level (a browser cannot send a bearer
 * header on a WebSocket; a token in the URL would be logged), rate-limited per IP as every public
 * route; the first message carries the token or the tracking code. Starts the broker with the server.
 */
export async function registerLiveRoutes(app: FastifyInstance, deps: LiveRouteDeps): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });
  app.addHook('onReady', async () => deps.broker.start());
  app.addHook('onClose', async () => deps.broker.stop());
  app.route({
    method: 'GET',
    url: LIVE_PATHS.socket,
    config: { isPublic: true },
    schema: {
      tags: ['live'],
      summary: 'The live socket (WebSocket): what changed for the account, the board, a courier or a tracking page',
      description:
        'Open with a WebSocket upgrade. The first message: `{ "type": "hello", "token": "<access token>" }` ' +
        '(or `"tracking": "<code>"`), with `"after": <last event id>` to catch up. Answers the events after it, ' +
        '`{ "type": "ready", "last": <id> }`, then each event as it commits ' +
        '(`{ "type": "event", "id", "kind", "payload" }`); `{ "type": "reload" }` when the gap is no longer kept. ' +
        'A refused hello closes with 4401, an expired token with 4402 (decision 058).',
      response: {
        101: z.null().describe('Switching Protocols: the socket is open'),
        400: ErrorShapeSchema.describe('invalid_argument: a plain request, not an upgrade'),
      },
    },
    // A plain request (no upgrade) is told what the address is, in the error shape.
    handler: async (_request, reply) =>
      reply.status(400).send(new AppError('invalid_argument', LIVE_MESSAGES.upgradeOnly).toShape()),
    wsHandler: (socket, request) =>
      runSession(socket as unknown as LiveSocket, {
        db: deps.db,
        broker: deps.broker,
        identify: (token) => deps.authenticate(withBearer(request, token)),
        trackedOrderOf: deps.trackedOrderOf,
        log: request.log,
      }),
  });
}
