import {
  AccountSchema,
  CURRENT_USER_API_VERSION,
  EMAIL_VERIFICATION_PATHS,
  ForgotPasswordBodySchema,
  IdentifierBodySchema,
  LanguageBodySchema,
  OkAnswerSchema,
  PasswordChangeBodySchema,
  PLATFORM_PATHS,
  ProfileSchema,
  ProfileUpdateBodySchema,
  RecoverySessionBodySchema,
  RegisterBodySchema,
  RegisterQuerySchema,
  RegisterResponseSchema,
  ResetCodeBodySchema,
  ResetWithCodeBodySchema,
  SendEmailVerificationResponseSchema,
  SignInBodySchema,
  TokenResponseSchema,
  USER_API_VERSIONS,
  USER_VERSION_HEADER,
  UserSchema,
  UserVersionHeadersSchema,
  userVersionNotSupported,
  VerifyEmailBodySchema,
  VerifyEmailResponseSchema,
} from '@sameday/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimit } from '../../config';
import { type AuthGuard, type Caller, PUBLIC_ROUTE, RESTRICTED_ALLOWED } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { type SchemaApp, withSchemas } from '../../platform/schemas';
import * as identity from './service';

export const REFRESH_COOKIE = 'sameday_refresh';
const REFRESH_COOKIE_MAX_AGE_SECONDS = 30 * 86_400;

const tags = ['identity'];
const rateLimited = (limit: RateLimit) => ({ config: { rateLimit: limit } });
/** A route anyone may call, at most `limit` times per IP. */
const publicRateLimited = (limit: RateLimit) => ({ config: { rateLimit: limit, isPublic: true } });

/**
 * The spec's callers of PUT /partner/user read `errorDetail`: a body failing its schema
 * answers the first field's message there too.
 */
function withErrorDetail(error: Error): Error {
  if (!(error instanceof AppError)) return error;
  const first = error.extras.details?.fields?.[0]?.message;
  return new AppError(error.code, error.message, { ...error.extras, errorDetail: first ?? error.message });
}

type IdentityRouteDeps = identity.IdentityDeps & { authenticate: AuthGuard; cookiePath: string };

/** What every identity route shares: the typed app, the module's deps and the refresh cookie. */
type RouteContext = {
  api: SchemaApp;
  deps: IdentityRouteDeps;
  setRefreshCookie: (reply: FastifyReply, secret: string) => void;
  clearRefreshCookie: (reply: FastifyReply) => void;
};

const userAgent = (request: FastifyRequest) => request.headers['user-agent'];

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

/** Sign-up: the account, its owner, and a verification mail for a staff candidate. */
function registerSignUpRoutes({ api, deps }: RouteContext) {
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

/** The login's two steps: the identifier, then the password. */
function registerSignInRoutes({ api, deps, setRefreshCookie }: RouteContext) {
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

/** The refresh cookie's session: a fresh access token, and signing out. */
function registerSessionRoutes({ api, deps, setRefreshCookie, clearRefreshCookie }: RouteContext) {
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

/** Password recovery: a mailed code (the login's flow) or a mailed link (forgot_password). */
function registerRecoveryRoutes({ api, deps, setRefreshCookie }: RouteContext) {
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

/** The signed-in user proves their address with a mailed link. */
function registerEmailVerificationRoutes({ api, deps }: RouteContext) {
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

/**
 * The user calls' version header (platform spec §7): a version the server does not speak
 * is refused before anything is read; the answer names the version served.
 */
function serveUserVersion(request: FastifyRequest, reply: FastifyReply): void {
  const asked = request.headers[USER_VERSION_HEADER];
  if (typeof asked === 'string' && !(USER_API_VERSIONS as readonly string[]).includes(asked)) {
    throw new AppError('failed_precondition', userVersionNotSupported(asked));
  }
  reply.header(USER_VERSION_HEADER, CURRENT_USER_API_VERSION);
}

/** The partner user, its password, its profile, its onboarding, and its account: also for a restricted session. */
function registerUserRoutes({ api, deps }: RouteContext) {
  const { authenticate, config } = deps;
  for (const url of [PLATFORM_PATHS.partnerUser, PLATFORM_PATHS.me, PLATFORM_PATHS.courierUser]) {
    api.get(
      url,
      {
        ...RESTRICTED_ALLOWED,
        schema: {
          tags,
          summary: 'The signed-in user',
          description: `Sends and answers the \`${USER_VERSION_HEADER}\` header (${USER_API_VERSIONS.join(', ')}).`,
          headers: UserVersionHeadersSchema,
          response: { 200: UserSchema },
        },
      },
      async (request, reply) => {
        const caller = await authenticate(request, { allowRestricted: true });
        serveUserVersion(request, reply);
        return identity.getUser(deps, caller.userId, caller);
      },
    );
  }

  api.put(
    PLATFORM_PATHS.partnerUser,
    {
      ...RESTRICTED_ALLOWED,
      config: { ...RESTRICTED_ALLOWED.config, rateLimit: config.rateLimits.passwordChange },
      // The handler answers a failing body itself, with errorDetail.
      attachValidation: true,
      schema: {
        tags,
        summary: "Change the user's password",
        description: 'A full session gives its current password too; every other session of the user ends.',
        body: PasswordChangeBodySchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { allowRestricted: true });
      if (request.validationError) throw withErrorDetail(request.validationError);
      return identity.changePassword(deps, caller, {
        password: request.body.password,
        currentPassword: request.body.current_password,
        ip: request.ip,
      });
    },
  );

  api.patch(
    PLATFORM_PATHS.partnerUser,
    {
      ...rateLimited(config.rateLimits.profileChange),
      schema: {
        tags,
        summary: "Change the user's own name and phone",
        body: ProfileUpdateBodySchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return identity.updateProfile(deps, caller, { fullName: request.body.full_name, phone: request.body.phone });
    },
  );
}

/** The user's onboarding, language and account. */
function registerUserSettingsRoutes({ api, deps }: RouteContext) {
  const { authenticate, config } = deps;

  api.post(
    PLATFORM_PATHS.onboardingComplete,
    {
      ...rateLimited(config.rateLimits.profileChange),
      schema: {
        tags,
        summary: 'The guided tour ended: the user is no longer new',
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return identity.completeOnboarding(deps, caller);
    },
  );

  api.put(
    PLATFORM_PATHS.myLanguage,
    {
      ...RESTRICTED_ALLOWED,
      config: { ...RESTRICTED_ALLOWED.config, rateLimit: config.rateLimits.profileChange },
      schema: {
        tags,
        summary: "The user's dashboard language",
        description: 'English (en) or Arabic (ar); every browser the user signs in on opens in it.',
        body: LanguageBodySchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { allowRestricted: true });
      return identity.setLanguage(deps, caller, request.body.language);
    },
  );

  api.get(
    PLATFORM_PATHS.account,
    { ...RESTRICTED_ALLOWED, schema: { tags, summary: 'The active account', response: { 200: AccountSchema } } },
    async (request) => {
      const caller = await authenticate(request, { allowRestricted: true });
      return identity.getAccount(deps, caller);
    },
  );
}
