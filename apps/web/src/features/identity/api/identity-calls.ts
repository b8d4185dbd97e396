import {
  EMAIL_VERIFICATION_PATHS,
  type ForgotPasswordBody,
  type IdentifierBody,
  type PasswordUpdateBody,
  PLATFORM_PATHS,
  type RegisterBody,
  type RegisterQuery,
  type ResetCodeBody,
  type ResetWithCodeBody,
  type SendEmailVerificationResponse,
  type SignInBody,
  type TokenResponse,
  USER_VERSION_HEADER,
  type User,
  type VerifyEmailResponse,
} from '@sameday/contract';
import { apiRequest } from '../../../shared/api';
import { runtimeConfig } from '../../../shared/runtime-config';

type Status = { status: 'OK' };

/** POST {platform}/partner/register: snake_case body, UTM values in the query. */
export const registerPartner = (body: RegisterBody, query: RegisterQuery) =>
  apiRequest<Status & { id: number; email: string }>('platform', PLATFORM_PATHS.register, {
    method: 'POST',
    body,
    query,
    isAuthenticated: false,
  });

export const checkIdentifier = (body: IdentifierBody) =>
  apiRequest<Status>('platform', PLATFORM_PATHS.identifier, { method: 'POST', body, isAuthenticated: false });

export const signIn = (body: SignInBody) =>
  apiRequest<TokenResponse>('platform', PLATFORM_PATHS.signIn, { method: 'POST', body, isAuthenticated: false });

export const sendResetCode = (body: ResetCodeBody) =>
  apiRequest<Status>('platform', PLATFORM_PATHS.resetCode, { method: 'POST', body, isAuthenticated: false });

export const resetWithCode = (body: ResetWithCodeBody) =>
  apiRequest<Status>('platform', PLATFORM_PATHS.resetWithCode, { method: 'POST', body, isAuthenticated: false });

/** POST {platform}/customer/forgot_password: mails a reset link. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  apiRequest<Status>('platform', PLATFORM_PATHS.forgotPassword, { method: 'POST', body, isAuthenticated: false });

export const openRecoverySession = (token: string) =>
  apiRequest<TokenResponse>('platform', PLATFORM_PATHS.recoverySession, {
    method: 'POST',
    body: { token },
    isAuthenticated: false,
  });

/**
 * GET {platform}/partner/user; with `token`, for a sign-in not yet activated. The version
 * header names the platform API version of /env.json (platform spec §7).
 */
export const fetchPartnerUser = (token?: string) =>
  apiRequest<User>('platform', PLATFORM_PATHS.partnerUser, {
    token,
    headers: { [USER_VERSION_HEADER]: runtimeConfig().platformApiVersion },
  });

/** PUT {platform}/partner/user: errors carry errorDetail. */
export const updatePartnerPassword = (body: PasswordUpdateBody) =>
  apiRequest<User>('platform', PLATFORM_PATHS.partnerUser, { method: 'PUT', body });

/** Mails the signed-in user a new link that proves their email address. */
export const sendEmailVerification = () =>
  apiRequest<SendEmailVerificationResponse>('platform', EMAIL_VERIFICATION_PATHS.send, { method: 'POST' });

/** Trades the mailed link's token for a verified address; it needs the session of the user it was mailed to. */
export const confirmEmailVerification = (token: string) =>
  apiRequest<VerifyEmailResponse>('platform', EMAIL_VERIFICATION_PATHS.confirm, { method: 'POST', body: { token } });
