import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An attribute as OTLP/JSON writes it: one typed value. */
type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };

/** One span as received, its attributes read into plain values. */
export type ReceivedSpan = {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
  resource: Record<string, string | number | boolean | undefined>;
};

const plain = (value: AnyValue) =>
  value.stringValue ??
  (value.intValue === undefined ? undefined : Number(value.intValue)) ??
  value.boolValue ??
  value.doubleValue;
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, plain(value)]));

/**
 * An OpenTelemetry collector's OTLP/HTTP trace receiver on 127.0.0.1, as the specification
 * describes it: `POST /v1/traces` with an ExportTraceServiceRequest in JSON
 * (`application/json`), answered 200 with an ExportTraceServiceResponse. Protobuf bodies are
 * refused with 415, as a JSON-only receiver would. Keeps every span it is sent.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      if (!String(request.headers['content-type']).startsWith('application/json')) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans?: {
          resource?: { attributes?: KeyValue[] };
          scopeSpans?: { spans?: (Omit<ReceivedSpan, 'attributes' | 'resource'> & { attributes?: KeyValue[] })[] }[];
        }[];
      };
      for (const { resource, scopeSpans = [] } of body.resourceSpans ?? []) {
        for (const { spans: sent = [] } of scopeSpans) {
          for (const span of sent) {
            spans.push({
              ...span,
              parentSpanId: span.parentSpanId ?? '',
              attributes: attributesOf(span.attributes),
              resource: attributesOf(resource?.attributes),
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base an exporter is given (OTEL_EXPORTER_OTLP_ENDPOINT); spans go to `{endpoint}/v1/traces`. */
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
