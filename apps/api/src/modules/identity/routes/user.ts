import {
  AccountSchema,
  LanguageBodySchema,
  PasswordChangeBodySchema,
  PLATFORM_PATHS,
  ProfileSchema,
  ProfileUpdateBodySchema,
  USER_API_VERSIONS,
  USER_VERSION_HEADER,
  UserSchema,
  UserVersionHeadersSchema,
} from '@sameday/contract';
import { RESTRICTED_ALLOWED } from '../../../platform/auth';
import { type RouteContext, rateLimited, serveUserVersion, tags, withErrorDetail } from '../route-context';
import * as identity from '../service';

/** The partner user, its password and its profile: also for a restricted session. */
export function registerUserRoutes({ api, deps }: RouteContext) {
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
export function registerUserSettingsRoutes({ api, deps }: RouteContext) {
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
