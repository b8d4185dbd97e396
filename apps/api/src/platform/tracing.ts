// OpenTelemetry traces (decision 065). This file, and every tracing library with it, is loaded only
// when OTEL_EXPORTER_OTLP_ENDPOINT is set (app.ts): without it, start-up loads and pays nothing.
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { APP_VERSION, RUNTIME_PATHS } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';

/** The probes' and the scraper's routes: answered every few seconds, their spans would drown the rest. */
const UNTRACED: readonly string[] = [RUNTIME_PATHS.health, RUNTIME_PATHS.ready, RUNTIME_PATHS.metrics];

/** The process's tracer provider: registered once, as OpenTelemetry's globals can be set only once. */
let provider: NodeTracerProvider | undefined;

/**
 * A span for every request (with its route pattern, status and request id), sent in batches as
 * OTLP/HTTP JSON to `{endpoint}/v1/traces`; a `traceparent` header from a proxy or a client makes
 * it part of their trace. The batches still held are sent when the app closes.
 */
export async function registerTracing(
  app: FastifyInstance,
  options: { endpoint: string; serviceName: string },
): Promise<void> {
  if (!provider) {
    provider = new NodeTracerProvider({
      resource: resourceFromAttributes({ 'service.name': options.serviceName, 'service.version': APP_VERSION }),
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.endpoint}/v1/traces` }))],
    });
    provider.register();
  }
  const tracerProvider = provider;
  const instrumentation = new FastifyOtelInstrumentation({
    registerOnInitialization: false,
    ignorePaths: ({ url }) => UNTRACED.includes(url),
    requestHook: (span, request) => span.setAttribute('sameday.request.id', String(request.id)),
  });
  instrumentation.setTracerProvider(tracerProvider);
  await app.register(instrumentation.plugin());
  app.addHook('onClose', async () => {
    await tracerProvider.forceFlush();
  });
}
