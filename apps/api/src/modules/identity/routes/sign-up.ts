import { PLATFORM_PATHS, RegisterBodySchema, RegisterQuerySchema, RegisterResponseSchema } from '@sameday/contract';
import { publicRateLimited, type RouteContext, tags } from '../route-context';
import * as identity from '../service';

/** Sign-up: the account, its owner, and a verification mail for a staff candidate. */
export function registerSignUpRoutes({ api, deps }: RouteContext) {
  const { config } = deps;
  api.post(
    PLATFORM_PATHS.register,
    {
      ...publicRateLimited(config.rateLimits.signUp),
      schema: {
        tags,
        summary: 'Sign up: an account and its owner',
        body: RegisterBodySchema,
        querystring: RegisterQuerySchema,
        response: { 200: RegisterResponseSchema },
      },
    },
    async (request) =>
      identity.signUp(deps, request.body, request.query, request.log, request.headers['accept-language']),
  );
}
