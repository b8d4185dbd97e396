import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_DOCS_PATH } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from './schemas';

type RouteSchema = { response?: Record<string, unknown>; tags?: string[]; security?: unknown };

/** The module a route belongs to, for grouping in the reference: `/api/platform/quiqdash/order/:id` → quiqdash. */
const tagOf = (url: string) => url.replace(/^\/api\/(platform|invoicer)/, '').split('/')[1] || 'runtime';

/**
 * Adds what every route shares to its documented schema: the error answers in the one
 * error shape, the bearer token unless the route is public, and a tag when it has none.
 */
const documentRoute: typeof jsonSchemaTransform = (document) => {
  const { route } = document;
  const schema = (document.schema ?? {}) as RouteSchema;
  const isPublic = !route.url.startsWith('/api/') || route.config?.isPublic === true;
  const completed = {
    ...schema,
    tags: schema.tags ?? [tagOf(route.url)],
    response: { ...ERROR_RESPONSES, ...schema.response },
    ...(isPublic ? {} : { security: [{ bearer: [] }] }),
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
          'Every failed answer has the same shape: `{ code, message, details }`, with `details.fields` naming the fields at fault.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
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
    });
  });
}
