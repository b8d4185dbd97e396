import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { API_BASES, APP_VERSION, BULK_MAX_BYTES, MAX_IDS_PARAM_LENGTH, MESSAGES } from '@sameday/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from './config';
import type { BaseDb } from './db/client';
import { createDomain, type Domain } from './domain';
import {
  EARLY_REQUESTS_SCRIPT_HASH,
  type EncodedPage,
  encodePage,
  type FirstScreenPage,
  pageEncodingFor,
  pageWithRuntimeConfig,
  runtimeConfig,
} from './modules/runtime';
import { registerApiDocs } from './platform/api-docs';
import { registerAuthentication } from './platform/auth';
import { contentSecurityDirectives } from './platform/content-security-policy';
import { AppError, answerClientError, registerErrorHandling, tooManyRequests } from './platform/errors';
import { trackHandlers } from './platform/graceful-stop';
import { registerInputGuard } from './platform/input-guard';
import type { JobRunner } from './platform/jobs';
import type { Mailer } from './platform/mailer';
import type { ModuleDeclaration, ModuleRoutes } from './platform/module';
import { guardedServer, refuseNewRequests } from './platform/overload';
import { limitPublicRoutes } from './platform/public-limits';
import { echoRequestId, requestIdOf } from './platform/request-id';
import { recordRoutes } from './platform/route-table';
import { registerSchemas } from './platform/schemas';

/** Query values and path segments that must never reach a log line. */
const SECRET_QUERY = /([?&](?:token|code|password|secret|invitation)=)[^&]*/gi;
// A tracking code reads its delivery's page, so it is kept out of the log like an invitation's token.
const SECRET_PATH = /(\/invitations\/preview\/|\/track\/)[^/?]+/gi;
export const redactUrl = (url: string) =>
  url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');

/**
 * Log lines a person reads at a terminal: time, level and message, one line each; a request
 * reads "GET /path 200 4 ms". pino-pretty loads only where it is used, not in production's JSON.
 */
export async function readableLog(destination: NodeJS.WritableStream = process.stdout): Promise<NodeJS.WritableStream> {
  const { default: pinoPretty } = await import('pino-pretty');
  return pinoPretty({
    destination,
    colorize: destination === process.stdout && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    messageFormat: (log, messageKey) => {
      const request = log.req as { method?: string; url?: string } | undefined;
      const answer = log.res as { statusCode?: number } | undefined;
      if (request?.method && answer?.statusCode !== undefined) {
        return `${request.method} ${request.url} ${answer.statusCode} ${log.responseTime ?? '?'} ms`;
      }
      return String(log[messageKey] ?? '');
    },
    // Written at once, so the last lines before process.exit are never lost.
    sync: true,
  });
}

export type BuildOptions = {
  config: Config;
  /** The database as opened: the app builds its domain on it (createDomain). */
  db: BaseDb;
  mailer?: Mailer;
  /** Declarations beyond the modules' own (a test listening to an event). */
  extraModules?: readonly ModuleDeclaration[];
  /** The domain's wall clock (createDomain), fixed by tests of the time of day. */
  clock?: () => Date;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them back to check no secret leaks). */
  logStream?: NodeJS.WritableStream;
  /**
   * Start-up work still under way once the server answers (the demo seed): while this returns
   * a promise, API calls wait for it; the web's files, /env.json and /healthz answer at once.
   */
  apiGate?: () => Promise<void> | undefined;
};

export async function buildApp({
  config,
  db,
  mailer,
  extraModules,
  clock,
  logger = true,
  logStream,
  apiGate,
}: BuildOptions): Promise<FastifyInstance> {
  const app = await createServer(config, logger ? { logStream } : undefined);
  registerRequestHooks(app, apiGate);
  const serveMetrics = await registerObservability(app, config);
  await registerHttpPlugins(app, config);
  await registerApiDocs(app, APP_VERSION);
  const domain = await createDomain({ config, db, mailer, log: app.log, extraModules, clock });
  serveMetrics?.(domain.db);
  app.decorate('domain', domain);
  app.decorate('jobs', domain.jobs);
  if (config.runJobs) app.addHook('onReady', async () => domain.jobs.start());
  // A closing app refuses new requests with Retry-After before Fastify's own bare 503 can answer them.
  app.addHook('preClose', (done) => {
    refuseNewRequests(app.server);
    done();
  });
  // On SIGTERM app.close() waits for the jobs under way.
  app.addHook('onClose', async () => domain.jobs.stop());
  await registerModuleRoutes(app, domain);

  await registerWebFiles(app, config);
  return app;
}

/** The HTTP server: its log, the overload guard, its limits, and the error shape for what the router can't read. */
async function createServer(config: Config, log?: { logStream?: NodeJS.WritableStream }): Promise<FastifyInstance> {
  const app = Fastify({
    logger: log
      ? {
          level: config.logLevel,
          ...(log.logStream
            ? { stream: log.logStream }
            : config.logFormat === 'pretty'
              ? { stream: await readableLog() }
              : {}),
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          serializers: {
            req: (request) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip }),
          },
        }
      : false,
    // The proxy's x-request-id when it is a safe token, else a new UUID: on every log line of the
    // request (reqId), in its answer's x-request-id header and in a 5xx's details (decision 065).
    genReqId: requestIdOf,
    // Fastify's two lines a request would be at info; one line, at debug, is written below.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // The overload guard answers before routing: a refused request costs no hook, no session
    // check and no query (platform/overload.ts).
    serverFactory: guardedServer(config.overload),
    bodyLimit: 1024 * 1024,
    // The order calls take up to 1,000 comma-separated ids in one path parameter
    // (docs/decisions/007); the router's default of 100 characters held about 7.
    routerOptions: { maxParamLength: MAX_IDS_PARAM_LENGTH },
    // A path the router cannot read still answers in the error shape.
    // A request line or headers over Node's limit (16 KB) never reach the router; the
    // connection still answers in the error shape (431) before it is closed.
    clientErrorHandler: answerClientError,
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply)
        .status(400)
        .send(new AppError('invalid_argument', 'The request could not be read.').toShape());
    },
  });
  return app;
}

/** The route table, the start-up gate, and one log line a request. */
function registerRequestHooks(app: FastifyInstance, apiGate: BuildOptions['apiGate']): void {
  recordRoutes(app);
  trackHandlers(app);
  echoRequestId(app);
  if (apiGate) {
    app.addHook('onRequest', async (request) => {
      const pending = apiGate();
      if (pending && request.url.startsWith('/api/')) await pending;
    });
  }
  // One line a request, at debug: LOG_LEVEL=debug shows the traffic, info shows what a person
  // running the server needs (where it serves, the demo account, stops, errors).
  // And at trace, its arrival too: a request under way (shutdown.test.ts waits on this line).
  app.addHook('onRequest', async (request) => {
    request.log.trace({ req: request }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
}

/**
 * Traces and metrics, each loaded only when configured (decision 065): prom-client and
 * OpenTelemetry would add a tenth of a second and more to every start. Both watch every route,
 * so they come before any is registered; /metrics itself needs the domain's database, so what is
 * answered is the function that serves it, called once the domain is built.
 */
async function registerObservability(
  app: FastifyInstance,
  config: Config,
): Promise<((db: BaseDb) => void) | undefined> {
  const { metricsToken, traces } = config.observability;
  if (traces) await (await import('./platform/tracing')).registerTracing(app, traces);
  if (!metricsToken) return undefined;
  const { recordRequests, serveMetrics } = await import('./platform/metrics');
  const metrics = recordRequests(app);
  return (db) => serveMetrics(app, metrics, { token: metricsToken, db });
}

/** The schemas, errors and input guard, cookies, compression, uploads, security headers and rate limits. */
async function registerHttpPlugins(app: FastifyInstance, config: Config): Promise<void> {
  registerSchemas(app);
  registerErrorHandling(app);
  registerInputGuard(app);
  // API answers are one user's data: no cache, shared or private, keeps them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(fastifyCookie);
  // Answers over 1 KB are compressed for clients that accept it (the orders list shrinks about
  // fivefold on a phone's line); brotli at a fast quality, as an answer is made once. The web
  // app's files come precompressed from the build and are sent as they are.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // Bulk upload files (one `file` field, up to the limit stated on screen).
  await app.register(fastifyMultipart, { limits: { fileSize: BULK_MAX_BYTES, files: 1 } });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: contentSecurityDirectives(config, [EARLY_REQUESTS_SCRIPT_HASH]) },
    // HSTS means something only over https; sent over plain http it is ignored or, behind
    // a proxy that later adds TLS, pins a host that was never meant to be pinned.
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(MESSAGES.tooManyRequests, Math.ceil(context.ttl / 1000)),
  });
  limitPublicRoutes(app, config.rateLimits.publicDefault);
}

/** The web app's files, the tracking page's own entry, and the error shape for what no route serves. */
async function registerWebFiles(app: FastifyInstance, config: Config): Promise<void> {
  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  const hasTrackingPage = existsSync(path.join(config.webDist, 'track.html'));
  const hasCourierApp = existsSync(path.join(config.webDist, 'courier.html'));
  // The dashboard's page carries /env.json's answer, so its first calls need not wait for it.
  const pages = hasWeb ? dashboardPages(config.webDist, indexHtml, config) : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text asset (vite.config.ts): they are
      // sent to browsers that accept them, with Vary: Accept-Encoding; others get the file.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        // The courier app's service worker and manifest keep their names across deploys: always
        // checked again, so a phone picks up a new version on its next visit (docs/decisions/060).
        else if (/courier-sw\.js$|\.webmanifest$/.test(filePath)) res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing file (an old asset after a deploy) is a 404, not the app's HTML.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (!path.startsWith('/api/') && !isFile && hasWeb && request.method === 'GET') {
      reply.header('cache-control', 'no-cache');
      // The recipient's tracking page is its own small entry, not the dashboard (docs/decisions/037).
      if (path.startsWith('/track/') && hasTrackingPage) return reply.sendFile('track.html', { cacheControl: false });
      // The courier app is its own installable entry too (docs/decisions/060).
      if ((path === '/courier' || path.startsWith('/courier/')) && hasCourierApp)
        return reply.sendFile('courier.html', { cacheControl: false });
      return sendPage(request, reply, path === '/' ? pages?.home : pages?.other);
    }
    return reply
      .status(404)
      .send(new AppError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`).toShape());
  });
}

/**
 * The dashboard's page with its runtime configuration, made once: at / it also names the first
 * screen's files as preloads (the web build's list) and applies its stylesheet from the entry
 * (pageWithRuntimeConfig); every other path has neither.
 */
function dashboardPages(webDist: string, indexHtml: string, config: Config) {
  const html = readFileSync(indexHtml, 'utf8');
  const listFile = path.join(webDist, 'first-screen-preloads.json');
  const firstScreen: FirstScreenPage = existsSync(listFile)
    ? (JSON.parse(readFileSync(listFile, 'utf8')) as FirstScreenPage)
    : { files: [], catalogs: {} };
  const env = runtimeConfig(config);
  return {
    home: encodePage(pageWithRuntimeConfig(html, env, firstScreen)),
    other: encodePage(pageWithRuntimeConfig(html, env)),
  };
}

/** A page made at start, in the encoding the browser accepts (the compression plugin sees only routes). */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: EncodedPage | undefined) {
  if (!page) return reply.sendFile('index.html', { cacheControl: false });
  const encoding = pageEncodingFor(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.plain);
}

/**
 * Every module's routes where it mounts them: under the platform's base, the invoicer's, or at the
 * root, behind the one guard (which reads API clients' tokens through the OAuth module's port).
 */
async function registerModuleRoutes(app: FastifyInstance, domain: Domain): Promise<void> {
  const authenticate = registerAuthentication(app, domain.db, domain.signer, domain.hub.port('clientTokens'));
  const parts = { authenticate, log: app.log };
  const mount = (where: keyof ModuleRoutes) => async (scope: FastifyInstance) => {
    for (const { built } of domain.modules) await built.routes?.[where]?.(scope, parts);
  };
  await app.register(mount('platform'), { prefix: API_BASES.platform });
  await app.register(mount('invoicer'), { prefix: API_BASES.invoicer });
  await mount('root')(app);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain the app serves (domain.ts): its modules, hub, jobs and adapters. */
    domain: Domain;
    /** The durable job runner (docs/decisions/028). */
    jobs: JobRunner;
  }
}
