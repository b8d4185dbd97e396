// Calls to Zid (its OAuth server and its API) through the outbound guard (platform/outbound.ts):
// both addresses are configuration, and the guard keeps a mistaken one from reaching inside our
// own network. Redirects are not followed (the tokens would go with them).
import http from 'node:http';
import https from 'node:https';
import type { OutboundGuard } from '../../../../platform/outbound';

const TIMEOUT_MS = 15_000;
const MAX_BYTES = 10 * 1024 * 1024;

export type ZidAnswer = { status: number; json: unknown };

export type ZidRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (the token endpoint, the order status change). */
  form?: Record<string, string>;
};

/** Zid could not be reached, or answered something that is not JSON. */
export class ZidUnreachable extends Error {
  constructor(message = 'Zid did not answer') {
    super(message);
    this.name = 'ZidUnreachable';
  }
}

function bodyOf(request: ZidRequest): { payload?: Buffer; type?: string } {
  if (request.form)
    return {
      payload: Buffer.from(new URLSearchParams(request.form).toString()),
      type: 'application/x-www-form-urlencoded',
    };
  if (request.json !== undefined)
    return { payload: Buffer.from(JSON.stringify(request.json)), type: 'application/json' };
  return {};
}

/** One call: the answer's status and JSON (null when empty), or ZidUnreachable. */
export function zidCall(guard: OutboundGuard, request: ZidRequest): Promise<ZidAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(request.url);
    const { payload, type } = bodyOf(request);
    const outgoing = (url.protocol === 'https:' ? https : http).request(url, {
      method: request.method,
      agent: guard.agentFor(url),
      timeout: TIMEOUT_MS,
      headers: {
        accept: 'application/json',
        ...(payload && type ? { 'content-type': type, 'content-length': String(payload.length) } : {}),
        ...request.headers,
      },
    });
    outgoing.on('timeout', () => outgoing.destroy(new ZidUnreachable()));
    outgoing.on('error', () => reject(new ZidUnreachable()));
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BYTES) incoming.destroy(new ZidUnreachable());
        else chunks.push(chunk);
      });
      incoming.on('error', () => reject(new ZidUnreachable()));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: incoming.statusCode ?? 0, json: text ? JSON.parse(text) : null });
        } catch {
          reject(new ZidUnreachable(`Zid answered ${incoming.statusCode ?? 0} without JSON`));
        }
      });
    });
    outgoing.end(payload);
  });
}
