import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_DOCS_PATH, OAUTH_SCOPE_LABELS } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_GETTING_STARTED, oauthSecurityScheme } from './api-docs-oauth';
import { handlerAsWritten } from './graceful-stop';
import { ERROR_RESPONSES } from './schemas';

/** The brand mark of the web app, with the reference's name beside it, for the page's top bar. */
const MARK =
  '<path d="M9 20.5c1.3 1.4 3.6 2.3 6.2 2.3 3.6 0 6-1.7 6-4.3 0-2.5-1.9-3.5-5.4-4.2-2.6-.5-3.4-.9-3.4-1.8 0-.9 1-1.5 2.6-1.5 1.6 0 3 .6 4 1.5l1.8-2.3c-1.4-1.2-3.4-2-5.8-2-3.4 0-5.7 1.8-5.7 4.3 0 2.6 2 3.6 5.3 4.2 2.7.5 3.5.9 3.5 1.9 0 1-1.1 1.6-2.8 1.6-1.9 0-3.6-.8-4.6-1.9L9 20.5z" fill="#1f3bb3"/>';
const LOGO = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 32" width="220" height="32"><rect width="32" height="32" rx="7" fill="#fff"/>${MARK}` +
    '<text x="42" y="22" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="#fff">Sameday API</text></svg>',
);
const THEME_CSS = [
  '.swagger-ui .topbar { background: #1f3bb3; }',
  // The reference shows this server's document only: no box to load another.
  '.swagger-ui .topbar .download-url-wrapper { display: none; }',
].join('\n');

type RouteSchema = { response?: Record<string, unknown>; tags?: string[]; security?: unknown; description?: string };

/**
 * The OAuth scopes a route needs: the permissions its handler names to the guard
 * (`authenticate(request, { permission: 'orders:read' })`, decision 033). A scope is the
 * permission string itself, so the reference reads them from the handler as written.
 */
export function scopesOfHandler(handler: unknown): string[] {
  if (typeof handler !== 'function') return [];
  const found = Function.prototype.toString.call(handler).matchAll(/permission:\s*["'`]([a-z_]+:[a-z_]+)["'`]/g);
  // Permissions that are not scopes (team:manage) are for signed-in people only.
  return [...new Set([...found].map((match) => match[1] as string))]
    .filter((scope) => scope in OAUTH_SCOPE_LABELS)
    .sort();
}

/** The module a route belongs to, for grouping in the reference: `/api/platform/quiqdash/order/:id` → quiqdash. */
const tagOf = (url: string) => url.replace(/^\/api\/(platform|invoicer)/, '').split('/')[1] || 'runtime';

/**
 * Adds what every route shares to its documented schema: the error answers in the one
 * error shape, the bearer token unless the route is public, the OAuth scope when the route
 * names a permission (an API client's token passes with that scope), and a tag when it has none.
 */
const documentRoute: typeof jsonSchemaTransform = (document) => {
  const { route } = document;
  const schema = (document.schema ?? {}) as RouteSchema;
  const isPublic = !route.url.startsWith('/api/') || route.config?.isPublic === true;
  const scopes = isPublic ? [] : scopesOfHandler(handlerAsWritten(route.handler));
  // A signed-in session, or an API client's token with the route's scope (either one).
  const security = scopes.length > 0 ? [{ bearer: [] }, { oauth2: scopes }] : [{ bearer: [] }];
  const scopeLine = `API clients: needs the scope ${scopes.map((scope) => `\`${scope}\``).join(' and ')}.`;
  const completed = {
    ...schema,
    tags: schema.tags ?? [tagOf(route.url)],
    response: { ...ERROR_RESPONSES, ...schema.response },
    ...(isPublic ? {} : { security }),
    ...(scopes.length > 0
      ? { description: schema.description ? `${schema.description}\n\n${scopeLine}` : scopeLine }
      : {}),
  };
  return jsonSchemaTransform({ ...document, schema: completed } as Parameters<typeof jsonSchemaTransform>[0]);
};

/**
 * The OpenAPI 3.1 document of every route, built from the contract schemas the routes
 * declare, and an interactive reference at /api/docs. Registered before the routes, which
 * it collects as they are added.
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sameday API',
        version,
        description:
          'Same-day and next-day delivery across the UAE: orders, labels, pickup addresses, invoices and cash on delivery. ' +
          'Every failed answer has the same shape: `{ code, message, details }`, with `details.fields` naming the fields at fault.' +
          API_GETTING_STARTED,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          oauth2: oauthSecurityScheme(OAUTH_SCOPE_LABELS),
        },
      },
    },
    transform: documentRoute,
    transformObject: jsonSchemaTransformObject,
  });
  // The reference's own pages are public: they show the shapes, never an account's data.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, isPublic: true };
      route.schema = { ...route.schema, hide: true } as typeof route.schema;
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
      logo: { type: 'image/svg+xml', content: LOGO, href: API_DOCS_PATH, target: '_self' },
      theme: { title: 'Sameday API reference', css: [{ filename: 'sameday.css', content: THEME_CSS }] },
    });
  });
}
