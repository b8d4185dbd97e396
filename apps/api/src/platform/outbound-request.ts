// One HTTP request to an outside service through the outbound guard's agent (outbound.ts): the
// address is configuration or something a service answered, so it may not lead inside our own
// network. Redirects are not followed (credentials would go with them); the answer is capped in
// size and the whole call in time. Carriers and shop platforms (Salla, Zid) send through it.
import http from 'node:http';
import https from 'node:https';
import type { OutboundGuard } from './outbound';

export type OutboundRequest = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  /** The body and its content type, when there is one. */
  body?: { payload: Buffer; type: string };
};

export type OutboundAnswer = { status: number; body: Buffer; contentType: string };

export type OutboundLimits = {
  timeoutMs: number;
  maxBytes: number;
  /** The error a failure to get a whole answer (refused, no answer in time, too large) becomes. */
  noAnswer: () => Error;
};

/** The answer whatever its status; `noAnswer()` when none came whole. */
export function outboundRequest(
  guard: OutboundGuard,
  request: OutboundRequest,
  limits: OutboundLimits,
): Promise<OutboundAnswer> {
  return new Promise((resolve, reject) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return reject(limits.noAnswer());
    }
    const { body } = request;
    const outgoing = (url.protocol === 'https:' ? https : http).request(url, {
      method: request.method,
      agent: guard.agentFor(url),
      timeout: limits.timeoutMs,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': body.type, 'content-length': String(body.payload.length) } : {}),
        ...request.headers,
      },
    });
    outgoing.on('timeout', () => outgoing.destroy(limits.noAnswer()));
    outgoing.on('error', () => reject(limits.noAnswer()));
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) incoming.destroy(limits.noAnswer());
        else chunks.push(chunk);
      });
      incoming.on('error', () => reject(limits.noAnswer()));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          body: Buffer.concat(chunks),
          contentType: String(incoming.headers['content-type'] ?? ''),
        }),
      );
    });
    outgoing.end(body?.payload);
  });
}
