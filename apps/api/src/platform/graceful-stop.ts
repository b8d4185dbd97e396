import type { FastifyInstance } from 'fastify';
import { refuseNewRequests } from './overload';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once every route handler running now has ended, its client still connected or
     * not: the server's close waits only for connections, and a client that left has none.
     */
    handlersEnded: () => Promise<void>;
  }
}

/** Each tracked handler's own function, as its route wrote it (the API reference reads its source). */
const asWritten = new WeakMap<object, unknown>();

/** The handler as its route wrote it, for one `trackHandlers` wrapped. */
export const handlerAsWritten = (handler: unknown): unknown =>
  (typeof handler === 'function' && asWritten.get(handler)) || handler;

/** Keeps each route's running handlers, from the routes registered after this call on. */
export function trackHandlers(app: FastifyInstance): void {
  const running = new Set<PromiseLike<unknown>>();
  app.decorate('handlersEnded', async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    const tracked: typeof handler = function tracked(request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (isThenable(result)) {
        running.add(result);
        const ended = () => running.delete(result);
        // Fastify answers the rejection itself; this chain only notes the end.
        result.then(ended, ended);
      }
      return result;
    };
    asWritten.set(tracked, handler);
    route.handler = tracked;
  });
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/**
 * Refuses new requests, lets those under way finish within the grace period (their handlers too,
 * when their client has left), then closes the database. Past the grace period the connections
 * still open are closed and the database with them, as a kill would.
 */
export async function stopGracefully(
  app: FastifyInstance,
  database: { close: () => Promise<void> },
  graceMs: number,
): Promise<void> {
  // Fastify marks itself closing before its preClose hooks run: refuse from this moment on.
  refuseNewRequests(app.server);
  const closing = app.close();
  const ended = closing.then(() => app.handlersEnded());
  let graceTimer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace over'>((resolve) => {
    graceTimer = setTimeout(() => resolve('grace over'), graceMs);
  });
  if ((await Promise.race([ended, graceOver])) === 'grace over') {
    app.log.warn(`Requests still under way after ${graceMs / 1000} s: their connections are closed`);
    app.server.closeAllConnections();
    await closing;
  }
  clearTimeout(graceTimer);
  await database.close();
}
