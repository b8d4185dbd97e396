import {
  EMAIL_VERIFICATION_PATHS,
  SendEmailVerificationResponseSchema,
  VerifyEmailBodySchema,
  VerifyEmailResponseSchema,
} from '@sameday/contract';
import { type RouteContext, rateLimited, tags } from '../route-context';
import * as identity from '../service';

/** The signed-in user proves their address with a mailed link. */
export function registerEmailVerificationRoutes({ api, deps }: RouteContext) {
  const { authenticate, config } = deps;
  api.post(
    EMAIL_VERIFICATION_PATHS.send,
    {
      ...rateLimited(config.rateLimits.forgotPassword),
      schema: {
        tags,
        summary: "Mail a verification link to the caller's address",
        response: { 200: SendEmailVerificationResponseSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return identity.sendEmailVerification(deps, caller.userId, request.headers['accept-language']);
    },
  );

  api.post(
    EMAIL_VERIFICATION_PATHS.confirm,
    {
      ...rateLimited(config.rateLimits.resetConfirm),
      schema: {
        tags,
        summary: "Prove the caller's address with the mailed link's token",
        body: VerifyEmailBodySchema,
        response: { 200: VerifyEmailResponseSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return identity.verifyEmail(deps, caller, request.body.token);
    },
  );
}
