import {
  EMAIL_VERIFICATION_PATHS,
  ForgotPasswordBodySchema,
  IdentifierBodySchema,
  PasswordUpdateBodySchema,
  PLATFORM_PATHS,
  RecoverySessionBodySchema,
  RegisterBodySchema,
  RegisterQuerySchema,
  ResetCodeBodySchema,
  ResetWithCodeBodySchema,
  SignInBodySchema,
  VerifyEmailBodySchema,
} from '@sameday/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RateLimit } from '../../config';
import { type AuthGuard, type Caller, PUBLIC_ROUTE, RESTRICTED_ALLOWED } from '../../platform/auth';
import { AppError, parseInput } from '../../platform/errors';
import * as identity from './service';

export const REFRESH_COOKIE = 'sameday_refresh';
const REFRESH_COOKIE_MAX_AGE_SECONDS = 30 * 86_400;

const rateLimited = (limit: RateLimit) => ({ config: { rateLimit: limit } });
/** A route anyone may call, at most `limit` times per IP. */
const publicRateLimited = (limit: RateLimit) => ({ config: { rateLimit: limit, isPublic: true } });

export function registerIdentityRoutes(
  app: FastifyInstance,
  deps: identity.IdentityDeps & { authenticate: AuthGuard; cookiePath: string },
): void {
  const { authenticate, config } = deps;
  const isSecure = config.publicUrl.startsWith('https://');

  const setRefreshCookie = (reply: FastifyReply, secret: string) =>
    reply.setCookie(REFRESH_COOKIE, secret, {
      httpOnly: true,
      secure: isSecure,
      sameSite: 'strict',
      path: deps.cookiePath,
      maxAge: REFRESH_COOKIE_MAX_AGE_SECONDS,
    });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { path: deps.cookiePath, httpOnly: true, secure: isSecure, sameSite: 'strict' });

  const userAgent = (request: FastifyRequest) => request.headers['user-agent'];

  app.post(PLATFORM_PATHS.register, publicRateLimited(config.rateLimits.signUp), async (request) => {
    const body = parseInput(RegisterBodySchema, request.body);
    const query = parseInput(RegisterQuerySchema, request.query);
    const registered = await identity.register(deps.db, body, query);
    // Sign-up grants nothing: a staff candidate is mailed the link that proves the address (docs/decisions/013).
    if (config.adminEmails.includes(registered.email)) {
      try {
        await identity.sendEmailVerification(deps, registered.id);
      } catch (error) {
        request.log.error({ err: error, userId: registered.id }, 'verification mail not sent: the user can ask again');
      }
    }
    return registered;
  });

  app.post(PLATFORM_PATHS.identifier, publicRateLimited(config.rateLimits.identifier), async (request) => {
    const { email } = parseInput(IdentifierBodySchema, request.body);
    return identity.checkIdentifier(deps, email);
  });

  app.post(PLATFORM_PATHS.signIn, publicRateLimited(config.rateLimits.signIn), async (request, reply) => {
    const { email, password } = parseInput(SignInBodySchema, request.body);
    const signedIn = await identity.signIn(deps, { email, password, ip: request.ip, userAgent: userAgent(request) });
    setRefreshCookie(reply, signedIn.refreshSecret);
    return signedIn.access;
  });

  app.post(PLATFORM_PATHS.token, PUBLIC_ROUTE, async (request, reply) => {
    try {
      const minted = await identity.mintFromRefresh(deps, request.cookies[REFRESH_COOKIE]);
      if (minted.refreshSecret) setRefreshCookie(reply, minted.refreshSecret);
      reply.header('cache-control', 'no-store');
      return minted.access;
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthenticated') clearRefreshCookie(reply);
      throw error;
    }
  });

  app.post(PLATFORM_PATHS.signOut, PUBLIC_ROUTE, async (request, reply) => {
    let caller: Caller | undefined;
    try {
      caller = await authenticate(request, { allowRestricted: true });
    } catch {
      caller = undefined;
    }
    await identity.signOut(deps, request.cookies[REFRESH_COOKIE], caller);
    clearRefreshCookie(reply);
    return { status: 'OK' };
  });

  app.post(PLATFORM_PATHS.resetCode, publicRateLimited(config.rateLimits.resetCode), async (request) => {
    const { email } = parseInput(ResetCodeBodySchema, request.body);
    return identity.sendResetCode(deps, email);
  });

  app.post(PLATFORM_PATHS.resetWithCode, publicRateLimited(config.rateLimits.resetConfirm), async (request) => {
    const input = parseInput(ResetWithCodeBodySchema, request.body);
    return identity.resetWithCode(deps, input);
  });

  app.post(PLATFORM_PATHS.forgotPassword, publicRateLimited(config.rateLimits.forgotPassword), async (request) => {
    const { email } = parseInput(ForgotPasswordBodySchema, request.body);
    return identity.sendResetLink(deps, email);
  });

  app.post(
    PLATFORM_PATHS.recoverySession,
    publicRateLimited(config.rateLimits.resetConfirm),
    async (request, reply) => {
      const { token } = parseInput(RecoverySessionBodySchema, request.body);
      const signedIn = await identity.openRecoverySession(deps, token, userAgent(request));
      setRefreshCookie(reply, signedIn.refreshSecret);
      return signedIn.access;
    },
  );

  app.post(EMAIL_VERIFICATION_PATHS.send, rateLimited(config.rateLimits.forgotPassword), async (request) => {
    const caller = await authenticate(request);
    return identity.sendEmailVerification(deps, caller.userId);
  });

  app.post(EMAIL_VERIFICATION_PATHS.confirm, rateLimited(config.rateLimits.resetConfirm), async (request) => {
    const caller = await authenticate(request);
    const { token } = parseInput(VerifyEmailBodySchema, request.body);
    return identity.verifyEmail(deps, caller, token);
  });

  const userRoute = async (request: FastifyRequest) => {
    const caller = await authenticate(request, { allowRestricted: true });
    return identity.getUser(deps, caller.userId, caller);
  };
  app.get(PLATFORM_PATHS.partnerUser, RESTRICTED_ALLOWED, userRoute);
  app.get(PLATFORM_PATHS.me, RESTRICTED_ALLOWED, userRoute);

  const PasswordChangeSchema = PasswordUpdateBodySchema.and(
    z.object({ current_password: z.string().max(1024).optional() }),
  );
  app.put(PLATFORM_PATHS.partnerUser, RESTRICTED_ALLOWED, async (request) => {
    const caller = await authenticate(request, { allowRestricted: true });
    let body: z.output<typeof PasswordChangeSchema>;
    try {
      body = parseInput(PasswordChangeSchema, request.body);
    } catch (error) {
      // The spec's callers read errorDetail: the first field's message.
      if (error instanceof AppError) {
        const first = error.extras.details?.fields?.[0]?.message;
        throw new AppError(error.code, error.message, { ...error.extras, errorDetail: first ?? error.message });
      }
      throw error;
    }
    return identity.changePassword(deps, caller, {
      password: body.password,
      currentPassword: body.current_password,
    });
  });

  app.get(PLATFORM_PATHS.account, RESTRICTED_ALLOWED, async (request) => {
    const caller = await authenticate(request, { allowRestricted: true });
    return identity.getAccount(deps, caller);
  });
}
