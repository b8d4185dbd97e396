import type { FastifyInstance } from 'fastify';
import { withSchemas } from '../../../platform/schemas';
import {
  type IdentityRouteDeps,
  REFRESH_COOKIE,
  REFRESH_COOKIE_MAX_AGE_SECONDS,
  type RouteContext,
} from '../route-context';
import { registerEmailVerificationRoutes } from './email-verification';
import { registerRecoveryRoutes } from './recovery';
import { registerSessionRoutes } from './session';
import { registerSignInRoutes } from './sign-in';
import { registerSignUpRoutes } from './sign-up';
import { registerUserRoutes, registerUserSettingsRoutes } from './user';

/** Sign-up, sign-in, the refresh cookie's session, password recovery, email verification and the partner user. */
export function registerIdentityRoutes(app: FastifyInstance, deps: IdentityRouteDeps): void {
  const isSecure = deps.config.publicUrl.startsWith('https://');
  const context: RouteContext = {
    api: withSchemas(app),
    deps,
    setRefreshCookie: (reply, secret) =>
      reply.setCookie(REFRESH_COOKIE, secret, {
        httpOnly: true,
        secure: isSecure,
        sameSite: 'strict',
        path: deps.cookiePath,
        maxAge: REFRESH_COOKIE_MAX_AGE_SECONDS,
      }),
    clearRefreshCookie: (reply) =>
      reply.clearCookie(REFRESH_COOKIE, {
        path: deps.cookiePath,
        httpOnly: true,
        secure: isSecure,
        sameSite: 'strict',
      }),
  };
  registerSignUpRoutes(context);
  registerSignInRoutes(context);
  registerSessionRoutes(context);
  registerRecoveryRoutes(context);
  registerEmailVerificationRoutes(context);
  registerUserRoutes(context);
  registerUserSettingsRoutes(context);
}
