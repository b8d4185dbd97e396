// Traces (decision 065): with OTEL_EXPORTER_OTLP_ENDPOINT set, a request becomes a span sent as
// OTLP/HTTP JSON to a collector (a stand-in on 127.0.0.1), joined to the caller's trace; the
// probes' routes are not traced (request-id.test.ts checks that, without it, nothing of it loads).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { startOtlpReceiver } from '../test/stand-ins/otlp/stand-in';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
  t = await createTestApp({
    observability: { metricsToken: null, traces: { endpoint: receiver.endpoint, serviceName: 'sameday-test' } },
  });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('traces', () => {
  it("sends a span for a request to the collector, in the caller's trace, with its route and request id", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const answer = await t.app.inject({
      url: '/env.json',
      headers: { traceparent: `00-${traceId}-${parentId}-01`, 'x-request-id': 'trace-sample-0001' },
    });
    expect(answer.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    // Closing sends the batch still held.
    await t.app.close();

    const request = receiver.spans.find((span) => span.attributes['sameday.request.id'] === 'trace-sample-0001');
    expect(request, JSON.stringify(receiver.spans.map((span) => span.name))).toBeDefined();
    expect(request).toMatchObject({ traceId, parentSpanId: parentId });
    expect(request?.attributes).toMatchObject({ 'http.route': '/env.json', 'http.response.status_code': 200 });
    expect(request?.resource).toMatchObject({ 'service.name': 'sameday-test' });
    expect(receiver.spans.some((span) => span.attributes['http.route'] === '/healthz')).toBe(false);
  });
});
