import { OkAnswerSchema, PLATFORM_PATHS, TokenResponseSchema } from '@sameday/contract';
import { type Caller, PUBLIC_ROUTE } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import { REFRESH_COOKIE, type RouteContext, tags } from '../route-context';
import * as identity from '../service';

/** The refresh cookie's session: a fresh access token, and signing out. */
export function registerSessionRoutes({ api, deps, setRefreshCookie, clearRefreshCookie }: RouteContext) {
  const { authenticate } = deps;
  api.post(
    PLATFORM_PATHS.token,
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'A fresh access token from the refresh cookie',
        description: 'Reads only the refresh cookie; rotates it.',
        response: { 200: TokenResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const minted = await identity.mintFromRefresh(deps, request.cookies[REFRESH_COOKIE]);
        if (minted.refreshSecret) setRefreshCookie(reply, minted.refreshSecret);
        reply.header('cache-control', 'no-store');
        return minted.access;
      } catch (error) {
        if (error instanceof AppError && error.code === 'unauthenticated') clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  api.post(
    PLATFORM_PATHS.signOut,
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'Sign out: the session ends and the refresh cookie is cleared',
        description: 'Reads only the refresh cookie (and the bearer token, when one is sent).',
        response: { 200: OkAnswerSchema },
      },
    },
    async (request, reply) => {
      let caller: Caller | undefined;
      try {
        caller = await authenticate(request, { allowRestricted: true });
      } catch {
        caller = undefined;
      }
      await identity.signOut(deps, request.cookies[REFRESH_COOKIE], caller);
      clearRefreshCookie(reply);
      return { status: 'OK' as const };
    },
  );
}
