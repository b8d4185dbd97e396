import type { IncomingMessage } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import {
  AuthorizeQuerySchema,
  MESSAGES,
  OAUTH_PATHS,
  OAuthResumeParamsSchema,
  TokenAnswerSchema,
  TokenInfoAnswerSchema,
  TokenInfoRequestSchema,
  TokenRequestSchema,
  TokenRevokeRequestSchema,
} from '@sameday/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Config, RateLimit } from '../../../config';
import type { Db } from '../../../db/client';
import { tooManyRequests } from '../../../platform/errors';
import { type SchemaApp, withSchemas } from '../../../platform/schemas';
import type { LoadProvider } from '../authorisation-server';
import { OAUTH_MOUNT } from '../mount';
import { type OAuthRouteDeps, tags } from '../route-deps';
import * as clients from '../service';

function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  } catch {
    return undefined;
  }
}

/**
 * Hands the request to the authorisation server at the path relative to where it is mounted.
 * Only hashes of secrets are kept, so the secret of a client_secret_basic header is replaced by
 * its hash before it is compared. A client-credentials request without `scope` asks for all of
 * the client's scopes.
 */
function handOver(db: Db, provider: LoadProvider) {
  let callback: ReturnType<Provider['callback']> | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    callback ??= (await provider()).callback();
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string; body?: unknown };
    const credentials = basicCredentials(raw.headers.authorization);
    try {
      const form = request.body as Record<string, unknown> | undefined;
      if (form && credentials && form.grant_type === 'client_credentials' && form.scope === undefined) {
        const scope = await clients.defaultScope(db, credentials.id);
        if (scope) form.scope = scope;
      }
      if (form) raw.body = form;
    } catch (error) {
      request.log.error({ err: error }, 'oauth: reading the client failed');
    }
    if (credentials) {
      const pair = `${encodeURIComponent(credentials.id)}:${clients.hashSecret(credentials.secret)}`;
      raw.headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
    }
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '').slice(OAUTH_MOUNT.length) || '/';
    await callback(raw, reply.raw);
  };
}

/**
 * The token endpoints' limits. Failed client authentications are counted per IP and per IP and
 * client_id; past either limit, that address (for that client) is refused before anything is
 * checked, so guessing stops there and rotating made-up client ids does not escape. A client
 * that authenticates is limited on its own count only (`oauthToken`, keyed on the client it
 * proved to be), so nobody's failures from another address can lock it out.
 */
function tokenEndpointLimits(app: FastifyInstance, db: Db, limits: Config['rateLimits'], perClient: RateLimit) {
  const authenticated = new WeakMap<FastifyRequest, string>();
  const failuresFromAddress = app.createRateLimit(limits.oauthClientFailures);
  const failuresFromAddressForClient = app.createRateLimit({
    ...limits.oauthClientFailuresPerClient,
    keyGenerator: (request) => `${request.ip} ${basicCredentials(request.headers.authorization)?.id ?? ''}`,
  });
  const countFailures = async (request: FastifyRequest) => {
    for (const limiter of [failuresFromAddress, failuresFromAddressForClient]) {
      const seen = await limiter(request, { increment: false });
      if (!seen.isAllowed && seen.remaining === 0) {
        throw tooManyRequests(MESSAGES.tooManyRequests, seen.ttlInSeconds);
      }
    }
    const credentials = basicCredentials(request.headers.authorization);
    if (credentials && (await clients.isClientSecret(db, credentials.id, credentials.secret))) {
      authenticated.set(request, credentials.id);
      return;
    }
    // The authorisation server answers the failure itself (invalid_client).
    await failuresFromAddress(request);
    await failuresFromAddressForClient(request);
  };
  return {
    onRequest: countFailures,
    rateLimit: {
      ...perClient,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `oauth:${authenticated.get(request)}`,
      allowList: (request: FastifyRequest) => !authenticated.has(request),
    },
  };
}

/** The authorisation server's requests are handed over unvalidated: it checks them itself. */
const passThrough = { validatorCompiler: () => (value: unknown) => ({ value }) };
const form = { consumes: ['application/x-www-form-urlencoded'] };

export function registerProviderRoutes(app: FastifyInstance, { db, provider, config }: OAuthRouteDeps) {
  // Form bodies are read here and handed over parsed (the authorisation server takes them as they are).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, parseQuery(String(body))),
  );
  const api = withSchemas(app);
  const limits = tokenEndpointLimits(app, db, config.rateLimits, config.oauthTokenLimit);
  const handler = handOver(db, provider);
  registerAuthorizeRoutes(api, handler);
  registerTokenRoutes(api, handler, limits);
}

/** The authorisation request, and where the browser resumes it. */
function registerAuthorizeRoutes(api: SchemaApp, handler: ReturnType<typeof handOver>) {
  const open = { config: { isPublic: true } } as const;
  api.get(
    OAUTH_PATHS.authorize,
    {
      ...open,
      ...passThrough,
      schema: {
        tags,
        summary: 'Authorisation request: code flow with PKCE (S256 only)',
        description:
          'Sends the browser to sign in and consent, then back to `redirect_uri` with `code` and `state`. Scopes: the account permissions, e.g. `orders:read`.',
        querystring: AuthorizeQuerySchema,
        response: { 303: z.null().describe('To the sign-in or consent page, or back to redirect_uri') },
      },
    },
    handler,
  );
  api.get(
    OAUTH_PATHS.authorizeResume(':uid'),
    {
      ...open,
      ...passThrough,
      schema: {
        tags,
        summary: 'Where the browser resumes the authorisation request after signing in and consenting',
        params: OAuthResumeParamsSchema,
        response: { 303: z.null().describe('To the next page, or back to redirect_uri') },
      },
    },
    handler,
  );
}

/** The token endpoints, limited per authenticated client. */
function registerTokenRoutes(
  api: SchemaApp,
  handler: ReturnType<typeof handOver>,
  limits: ReturnType<typeof tokenEndpointLimits>,
) {
  const perClient = { onRequest: limits.onRequest, config: { isPublic: true, rateLimit: limits.rateLimit } } as const;
  api.post(
    OAUTH_PATHS.token,
    {
      ...perClient,
      ...passThrough,
      schema: {
        tags,
        ...form,
        summary: 'Tokens: client_credentials, authorization_code (with code_verifier), refresh_token (rotated)',
        description:
          'Client authentication: HTTP Basic `client_id:client_secret`. A refresh token is used once; using it again revokes the whole grant. Limited per authenticated client; failed client authentications are limited per address, which is then refused for a while.',
        body: TokenRequestSchema,
        response: { 200: TokenAnswerSchema },
      },
    },
    handler,
  );
  api.post(
    OAUTH_PATHS.tokenInfo,
    {
      ...perClient,
      ...passThrough,
      schema: {
        tags,
        ...form,
        summary: 'Token introspection (RFC 7662): revoked or expired tokens answer `active: false`',
        body: TokenInfoRequestSchema,
        response: { 200: TokenInfoAnswerSchema },
      },
    },
    handler,
  );
  api.post(
    OAUTH_PATHS.tokenRevoke,
    {
      ...perClient,
      ...passThrough,
      schema: {
        tags,
        ...form,
        summary: 'Token revocation (RFC 7009); revoking a refresh token ends its grant',
        body: TokenRevokeRequestSchema,
        response: { 200: z.null() },
      },
    },
    handler,
  );
}
