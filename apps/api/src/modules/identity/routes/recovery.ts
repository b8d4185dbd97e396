import {
  ForgotPasswordBodySchema,
  OkAnswerSchema,
  PLATFORM_PATHS,
  RecoverySessionBodySchema,
  ResetCodeBodySchema,
  ResetWithCodeBodySchema,
  TokenResponseSchema,
} from '@sameday/contract';
import { publicRateLimited, type RouteContext, tags, userAgent } from '../route-context';
import * as identity from '../service';

/** Password recovery: a mailed code (the login's flow) or a mailed link (forgot_password). */
export function registerRecoveryRoutes({ api, deps, setRefreshCookie }: RouteContext) {
  const { config } = deps;
  api.post(
    PLATFORM_PATHS.resetCode,
    {
      ...publicRateLimited(config.rateLimits.resetCode),
      schema: {
        tags,
        summary: 'Mail a reset code',
        body: ResetCodeBodySchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => identity.sendResetCode(deps, request.body.email, request.headers['accept-language']),
  );

  api.post(
    PLATFORM_PATHS.resetWithCode,
    {
      ...publicRateLimited(config.rateLimits.resetConfirm),
      schema: {
        tags,
        summary: 'Set a new password with the mailed code',
        body: ResetWithCodeBodySchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => identity.resetWithCode(deps, request.body),
  );

  api.post(
    PLATFORM_PATHS.forgotPassword,
    {
      ...publicRateLimited(config.rateLimits.forgotPassword),
      schema: {
        tags,
        summary: 'Mail a reset link',
        body: ForgotPasswordBodySchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => identity.sendResetLink(deps, request.body.email, request.headers['accept-language']),
  );

  api.post(
    PLATFORM_PATHS.recoverySession,
    {
      ...publicRateLimited(config.rateLimits.resetConfirm),
      schema: {
        tags,
        summary: "Open a reset link's session (it may only change the password)",
        body: RecoverySessionBodySchema,
        response: { 200: TokenResponseSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await identity.openRecoverySession(deps, request.body.token, userAgent(request));
      setRefreshCookie(reply, signedIn.refreshSecret);
      return signedIn.access;
    },
  );
}
