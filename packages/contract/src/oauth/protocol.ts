import { z } from 'zod';

/**
 * The OAuth 2.1 calls as the reference documents them (RFC 6749, 7636, 7662, 7009). The
 * authorisation server reads them itself; errors carry RFC 6749's `error` and
 * `error_description` beside the API's `{ code, message, details }`.
 */
export const AuthorizeQuerySchema = z.object({
  response_type: z.literal('code'),
  client_id: z.string(),
  redirect_uri: z.string(),
  scope: z.string().describe('Space-separated scopes, e.g. `orders:read orders:write`'),
  state: z.string().optional(),
  code_challenge: z.string().describe('BASE64URL(SHA256(code_verifier))'),
  code_challenge_method: z.literal('S256'),
});

export const TokenRequestSchema = z.object({
  grant_type: z.enum(['client_credentials', 'authorization_code', 'refresh_token']),
  scope: z.string().optional().describe('client_credentials: the scopes wanted (default: all of the client’s)'),
  code: z.string().optional(),
  redirect_uri: z.string().optional(),
  code_verifier: z.string().optional(),
  refresh_token: z.string().optional().describe('Used once: the answer carries the next one'),
});

export const TokenAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  scope: z.string(),
  refresh_token: z.string().optional(),
});

export const TokenInfoRequestSchema = z.object({
  token: z.string(),
  token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
});

export const TokenInfoAnswerSchema = z.object({
  active: z.boolean(),
  client_id: z.string().optional(),
  scope: z.string().optional(),
  sub: z.string().optional(),
  aud: z.union([z.string(), z.array(z.string())]).optional(),
  exp: z.number().optional(),
  iat: z.number().optional(),
  iss: z.string().optional(),
  token_type: z.string().optional(),
});

export const TokenRevokeRequestSchema = TokenInfoRequestSchema;

export const OAuthUiQuerySchema = z.object({ uid: z.string().min(1).max(100) });

export const OAuthLoginFormSchema = z.object({
  uid: z.string().min(1).max(100),
  email: z.string().trim().max(254),
  password: z.string().max(200),
});

export const OAuthConsentFormSchema = z.object({
  uid: z.string().min(1).max(100),
  decision: z.enum(['allow', 'deny']),
});

export const OAuthResumeParamsSchema = z.object({ uid: z.string().min(1).max(100) });
