import { MESSAGES } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { RateLimit } from '../config';
import { tooManyRequests } from './errors';

/**
 * Every public API route is rate-limited per IP, closed by default as authentication is: a
 * route that declares no limit of its own (`config.rateLimit`) gets `limit`, counted per route
 * and IP. It is checked before any hook of the route itself, so a webhook receiver refusing a
 * forged key is limited too. Call after the rate-limit plugin is registered.
 */
export function limitPublicRoutes(app: FastifyInstance, limit: RateLimit): void {
  const limiter = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${request.method} ${request.routeOptions.url} ${request.ip}`,
  });
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/') || !route.config.isPublic || route.config.rateLimit !== undefined) return;
    const seen = await limiter(request);
    if (seen.isAllowed || !seen.isExceeded) return;
    throw tooManyRequests(MESSAGES.tooManyRequests, seen.ttlInSeconds);
  });
}
