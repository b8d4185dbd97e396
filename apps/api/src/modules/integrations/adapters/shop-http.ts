// JSON over HTTP to a shop platform whose addresses are configuration (Salla, Zid), through the
// outbound guard (platform/outbound.ts), so a mistaken address never reaches inside our own network.
// Redirects are not followed (the tokens would go with them); answers are capped in size and time.
import http from 'node:http';
import https from 'node:https';
import type { OutboundGuard } from '../../../platform/outbound';

const TIMEOUT_MS = 15_000;
const MAX_BYTES = 10 * 1024 * 1024;

export type ShopHttpRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (token endpoints). */
  form?: Record<string, string>;
};

/** The answer's status and JSON (null when empty), whatever the status. */
export type ShopHttpAnswer = { status: number; json: unknown };

import { ShopUnreachable } from './shop-platform';

export { ShopUnreachable };

function bodyOf(request: ShopHttpRequest): { payload?: Buffer; type?: string } {
  if (request.form)
    return {
      payload: Buffer.from(new URLSearchParams(request.form).toString()),
      type: 'application/x-www-form-urlencoded',
    };
  if (request.json !== undefined)
    return { payload: Buffer.from(JSON.stringify(request.json)), type: 'application/json' };
  return {};
}

/** One call to `platform` (its name goes into the errors), through the guard's agent for the address. */
export function shopHttp(guard: OutboundGuard, platform: string, request: ShopHttpRequest): Promise<ShopHttpAnswer> {
  const unreachable = (message = `${platform} did not answer`) => new ShopUnreachable(message);
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
    outgoing.on('timeout', () => outgoing.destroy(unreachable()));
    outgoing.on('error', () => reject(unreachable()));
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BYTES) incoming.destroy(unreachable());
        else chunks.push(chunk);
      });
      incoming.on('error', () => reject(unreachable()));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: incoming.statusCode ?? 0, json: text ? JSON.parse(text) : null });
        } catch {
          reject(unreachable(`${platform} answered ${incoming.statusCode ?? 0} without JSON`));
        }
      });
    });
    outgoing.end(payload);
  });
}
