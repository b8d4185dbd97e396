import { generateKeyPairSync } from 'node:crypto';
import { API_BASES, OAUTH_PATHS, OAUTH_SCOPES } from '@sameday/contract';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/client';
import { createAdapterFactory } from './adapter';
import { OAUTH_MOUNT } from './mount';
import { renderErrorPage } from './pages';

const relative = (path: string) => path.replace(/^\/oauth/, '');

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 86_400;

/** The OAuth error codes in the API's error shape (the RFC 6749 fields stay beside them). */
const ERROR_CODES: Record<string, string> = {
  invalid_client: 'unauthenticated',
  invalid_token: 'unauthenticated',
  invalid_grant: 'failed_precondition',
  invalid_scope: 'permission_denied',
  invalid_target: 'permission_denied',
  unauthorized_client: 'permission_denied',
  access_denied: 'permission_denied',
  server_error: 'internal',
  temporarily_unavailable: 'unavailable',
};

export function errorShapeOf(out: { error?: string; error_description?: string }) {
  return {
    code: ERROR_CODES[out.error ?? ''] ?? 'invalid_argument',
    message: out.error_description ?? out.error ?? 'The request could not be read.',
    details: { error: out.error },
  };
}

export type OAuthProviderOptions = {
  db: Db;
  publicUrl: string;
  cookieKey: string;
  trustProxy: boolean;
};

/**
 * The authorisation server (oidc-provider, OpenID certified): authorization code with PKCE
 * (S256), refresh tokens rotated on every use (a reused one ends the whole grant), client
 * credentials, introspection and revocation. Tokens are opaque and live in oauth_records, so a
 * revoked one is inactive at once. Scopes are the account permissions, on one resource: this API.
 */
export function createOAuthProvider({ db, publicUrl, cookieKey, trustProxy }: OAuthProviderOptions): Provider {
  const resource = `${publicUrl}${API_BASES.platform}`;
  const scope = OAUTH_SCOPES.join(' ');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), alg: 'ES256', use: 'sig' }] as never },
    clientDefaults: {
      id_token_signed_response_alg: 'ES256',
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['client_credentials'],
      response_types: [],
    },
    clientAuthMethods: ['client_secret_basic'],
    responseTypes: ['code'],
    scopes: [...OAUTH_SCOPES],
    claims: { openid: ['sub'] },
    cookies: { keys: [cookieKey] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      // A client learns about its own tokens only.
      introspection: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      revocation: { enabled: true },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return { scope, accessTokenFormat: 'opaque', accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS };
        },
      },
    },
    pkce: { required: () => true },
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    routes: {
      authorization: relative(OAUTH_PATHS.authorize),
      token: relative(OAUTH_PATHS.token),
      introspection: relative(OAUTH_PATHS.tokenInfo),
      revocation: relative(OAUTH_PATHS.tokenRevoke),
    },
    interactions: {
      url: (_ctx, interaction) =>
        `${OAUTH_MOUNT}${relative(interaction.prompt.name === 'login' ? OAUTH_PATHS.uiLogin : OAUTH_PATHS.uiAuth)}?uid=${interaction.uid}`,
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      ClientCredentials: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
      Interaction: 600,
      Session: 600,
      Grant: REFRESH_TOKEN_TTL_SECONDS,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
    },
    renderError: async (ctx, out) => {
      if (ctx.accepts('json', 'html') === 'html') {
        ctx.type = 'html';
        ctx.body = renderErrorPage(out.error_description ?? out.error ?? 'The request could not be read.');
      } else {
        ctx.type = 'json';
        ctx.body = { ...out, ...errorShapeOf(out) };
      }
    },
  };
  const provider = new Provider(`${publicUrl}${OAUTH_MOUNT}`, configuration);
  provider.proxy = trustProxy;
  // The JSON error answers also carry the API's error shape: `{ code, message, details }`.
  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const body = ctx.body as { error?: string; error_description?: string } | undefined;
    if (ctx.status >= 400 && body && typeof body === 'object' && typeof body.error === 'string') {
      ctx.body = { ...body, ...errorShapeOf(body) };
    }
  });
  return provider;
}
