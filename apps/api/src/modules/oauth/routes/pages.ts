import { parse as parseQuery } from 'node:querystring';
import { OAUTH_PATHS, OAuthConsentFormSchema, OAuthLoginFormSchema, OAuthUiQuerySchema } from '@sameday/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type SchemaApp, withSchemas } from '../../../platform/schemas';
import * as interactions from '../interactions';
import { OAUTH_STYLES, renderConsentPage, renderErrorPage, renderLoginPage } from '../pages';
import { type OAuthRouteDeps, tags } from '../route-deps';

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/** Lets the consent form's redirect chain end at the client's own address. */
function allowFormTarget(reply: FastifyReply, redirectUri: string | undefined) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || !redirectUri) return;
  try {
    const origin = new URL(redirectUri).origin;
    reply.header('content-security-policy', policy.replace("form-action 'self'", `form-action 'self' ${origin}`));
  } catch {
    // An address the server would not redirect to anyway.
  }
}

const page = z.string().describe('The HTML page');
const raw = (request: FastifyRequest, reply: FastifyReply) => ({ req: request.raw, res: reply.raw });
/** The sign-in page's answer: on to the next step, an error, or the page again (429 with Retry-After when limited). */
const show = (reply: FastifyReply, view: Awaited<ReturnType<typeof interactions.submitLogin>>) => {
  if (view.kind === 'redirect') return reply.status(303).header('location', view.location).send(null);
  if (view.kind === 'error') return html(reply, renderErrorPage(view.message), 400);
  if (view.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(view.retryAfterSeconds));
    return html(reply, renderLoginPage(view), 429);
  }
  return html(reply, renderLoginPage(view), 'error' in view ? 401 : 200);
};

export function registerPageRoutes(app: FastifyInstance, deps: OAuthRouteDeps) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, parseQuery(String(body))),
  );
  const api = withSchemas(app);
  registerLoginPageRoutes(api, deps);
  registerConsentPageRoutes(api, deps);
}

/** The sign-in page of an authorisation request, and signing in on it. */
function registerLoginPageRoutes(api: SchemaApp, { db, provider, config }: OAuthRouteDeps) {
  api.get(
    OAUTH_PATHS.uiLogin,
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary: 'The sign-in page of an authorisation request',
        querystring: OAuthUiQuerySchema,
        response: { 200: page },
      },
    },
    async (request, reply) => show(reply, await interactions.loginView(db, await provider(), raw(request, reply))),
  );
  api.post(
    OAUTH_PATHS.uiLogin,
    {
      config: { isPublic: true, rateLimit: config.rateLimits.signIn },
      schema: {
        tags,
        consumes: ['application/x-www-form-urlencoded'],
        summary: 'Signs in on the sign-in page',
        body: OAuthLoginFormSchema,
        response: { 303: z.null(), 200: page },
      },
    },
    async (request, reply) =>
      show(reply, await interactions.submitLogin(db, await provider(), raw(request, reply), request.body, request.ip)),
  );
}

/** The consent page, the answer to it, and the pages' style sheet. */
function registerConsentPageRoutes(api: SchemaApp, { db, provider, resource }: OAuthRouteDeps) {
  api.get(
    OAUTH_PATHS.uiAuth,
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary: 'The consent page of an authorisation request',
        querystring: OAuthUiQuerySchema,
        response: { 200: page },
      },
    },
    async (request, reply) => {
      const view = await interactions.consentView(db, await provider(), raw(request, reply));
      if (view.kind === 'error') return html(reply, renderErrorPage(view.message), 403);
      const details = await (await provider()).interactionDetails(request.raw, reply.raw);
      allowFormTarget(reply, details.params.redirect_uri as string | undefined);
      return html(reply, renderConsentPage(view));
    },
  );
  api.post(
    OAUTH_PATHS.uiAuth,
    {
      config: { isPublic: true },
      schema: {
        tags,
        consumes: ['application/x-www-form-urlencoded'],
        summary: 'Allows or denies on the consent page',
        body: OAuthConsentFormSchema,
        response: { 303: z.null(), 200: page },
      },
    },
    async (request, reply) => {
      const view = await interactions.submitConsent(
        db,
        await provider(),
        raw(request, reply),
        request.body.decision,
        resource,
      );
      if (view.kind === 'redirect') return reply.status(303).header('location', view.location).send(null);
      return html(reply, renderErrorPage(view.message), 403);
    },
  );
  api.get(
    OAUTH_PATHS.uiStyles,
    {
      config: { isPublic: true },
      schema: { tags, summary: 'The style sheet of the sign-in and consent pages', response: { 200: z.string() } },
    },
    async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(OAUTH_STYLES),
  );
}
