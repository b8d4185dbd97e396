import {
  IdentifierBodySchema,
  OkAnswerSchema,
  PLATFORM_PATHS,
  SignInBodySchema,
  TokenResponseSchema,
} from '@sameday/contract';
import { publicRateLimited, type RouteContext, tags, userAgent } from '../route-context';
import * as identity from '../service';

/** The login's two steps: the identifier, then the password. */
export function registerSignInRoutes({ api, deps, setRefreshCookie }: RouteContext) {
  const { config } = deps;
  api.post(
    PLATFORM_PATHS.identifier,
    {
      ...publicRateLimited(config.rateLimits.identifier),
      schema: {
        tags,
        summary: 'Sign-in step one: is there an account with this email',
        body: IdentifierBodySchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => identity.checkIdentifier(deps, request.body.email),
  );

  api.post(
    PLATFORM_PATHS.signIn,
    {
      ...publicRateLimited(config.rateLimits.signIn),
      schema: {
        tags,
        summary: 'Sign in: an access token, and the refresh cookie',
        body: SignInBodySchema,
        response: { 200: TokenResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const signedIn = await identity.signIn(deps, { email, password, ip: request.ip, userAgent: userAgent(request) });
      setRefreshCookie(reply, signedIn.refreshSecret);
      return signedIn.access;
    },
  );
}
