// What the identity routes share: their options, the error detail of the user calls, the route
// context (the typed app, the deps and the refresh cookie) and the user calls' version header.
import {
  CURRENT_USER_API_VERSION,
  USER_API_VERSIONS,
  USER_VERSION_HEADER,
  userVersionRefusal,
} from '@sameday/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimit } from '../../config';
import type { AuthGuard } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { SchemaApp } from '../../platform/schemas';
import type * as identity from './service';

export const REFRESH_COOKIE = 'sameday_refresh';
export const REFRESH_COOKIE_MAX_AGE_SECONDS = 30 * 86_400;

export const tags = ['identity'];
export const rateLimited = (limit: RateLimit) => ({ config: { rateLimit: limit } });
/** A route anyone may call, at most `limit` times per IP. */
export const publicRateLimited = (limit: RateLimit) => ({ config: { rateLimit: limit, isPublic: true } });

/**
 * The spec's callers of PUT /partner/user read `errorDetail`: a body failing its schema
 * answers the first field's message there too.
 */
export function withErrorDetail(error: Error): Error {
  if (!(error instanceof AppError)) return error;
  const first = error.extras.details?.fields?.[0]?.message;
  return new AppError(error.code, error.message, { ...error.extras, errorDetail: first ?? error.message });
}

export type IdentityRouteDeps = identity.IdentityDeps & { authenticate: AuthGuard; cookiePath: string };

/** What every identity route shares: the typed app, the module's deps and the refresh cookie. */
export type RouteContext = {
  api: SchemaApp;
  deps: IdentityRouteDeps;
  setRefreshCookie: (reply: FastifyReply, secret: string) => void;
  clearRefreshCookie: (reply: FastifyReply) => void;
};

export const userAgent = (request: FastifyRequest) => request.headers['user-agent'];

/**
 * The user calls' version header (platform spec §7): a version the server does not speak
 * is refused before anything is read; the answer names the version served.
 */
export function serveUserVersion(request: FastifyRequest, reply: FastifyReply): void {
  const asked = request.headers[USER_VERSION_HEADER];
  if (typeof asked === 'string' && !(USER_API_VERSIONS as readonly string[]).includes(asked)) {
    throw new AppError('failed_precondition', userVersionRefusal(asked).text);
  }
  reply.header(USER_VERSION_HEADER, CURRENT_USER_API_VERSION);
}
